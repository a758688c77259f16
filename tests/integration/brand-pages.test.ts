import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('project pages and redirects on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const project = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: 'A case study.',
    imageUrl,
    category: 'web',
    technologies: ['React'],
    ...extra,
  })

  /** The first answer to a GET, redirects not followed. */
  const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' })

  it('makes a slug from the title, numbered when taken, and refuses a taken one', async () => {
    const first = await api.post('/api/portfolio', project('Café Ordering — App'), token)
    expect(first.status).toBe(201)
    expect(first.body.slug).toBe('cafe-ordering-app')
    const second = await api.post('/api/portfolio', project('Cafe ordering app'), token)
    expect(second.body.slug).toBe('cafe-ordering-app-2')
    const taken = await api.post(
      '/api/portfolio',
      project('Other', { slug: 'cafe-ordering-app' }),
      token,
    )
    expect(taken.status).toBe(400)
    expect(taken.body.errors.slug).toEqual(['Another project already uses this slug'])
    const bad = await api.post('/api/portfolio', project('Other', { slug: 'Not A Slug!' }), token)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['slug'])
    // Editing the title alone keeps the address people may have shared.
    const renamed = await api.put(`/api/portfolio/${first.body._id}`, { title: 'Renamed' }, token)
    expect(renamed.body.slug).toBe('cafe-ordering-app')
  })

  it('answers a changed slug with a 301 from the old path, collapsing chains', async () => {
    const created = await api.post('/api/portfolio', project('Harbour Tickets'), token)
    const id = created.body._id
    expect(created.body.seoTitle).toBeNull()
    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-passes' }, token)
    let res = await visit('/portfolio/harbour-tickets?utm_source=chat')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/portfolio/harbour-passes?utm_source=chat')

    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-ferries' }, token)
    // The first old address leads straight to the newest, never through the middle one.
    res = await visit('/portfolio/harbour-tickets')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-ferries')
    res = await visit('/portfolio/harbour-passes')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/portfolio/harbour-ferries')

    // Going back to an old slug: the page is there again, and no redirect hides it.
    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-tickets' }, token)
    res = await visit('/portfolio/harbour-tickets')
    expect(res.status).not.toBe(301)
    res = await visit('/portfolio/harbour-ferries')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-tickets')
    res = await visit('/portfolio/harbour-passes')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-tickets')
  })
})
