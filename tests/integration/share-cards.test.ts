import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('share cards made by the server on %s', (engine) => {
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

  const card = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers })

  it('answers a page card as a 1200×630 PNG with an ETag, and 304 when it has not changed', async () => {
    for (const path of ['/og/index.png', '/og/services/web-development.png', '/og/contact.png']) {
      const res = await card(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toMatch(/^public/)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
      const etag = res.headers.get('etag')
      expect(etag).toMatch(/^"card-/)
      const again = await card(path, { 'If-None-Match': etag! })
      expect(again.status).toBe(304)
    }
  })

  it('draws no card for a page that does not exist', async () => {
    for (const path of [
      '/og/no-such-page.png',
      '/og/services/anything-you-like.png',
      '/og/portfolio/not-a-project.png',
      '/og/admin.png',
      '/og/.png',
      '/og/services/.png',
    ]) {
      expect((await card(path)).status, path).toBe(404)
    }
  })

  it('draws a new card when the brand or the page title changes', async () => {
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour Logistics Portal',
        description: 'A case study.',
        imageUrl,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(created.status).toBe(201)
    const path = `/og/portfolio/${created.body.slug}.png`
    const first = await card(path)
    expect(first.status).toBe(200)
    const firstBody = Buffer.from(await first.arrayBuffer())
    const firstTag = first.headers.get('etag')!

    await api.put(`/api/portfolio/${created.body._id}`, { title: 'Harbour Freight Portal' }, token)
    const retitled = await card(path, { 'If-None-Match': firstTag })
    expect(retitled.status).toBe(200)
    const retitledBody = Buffer.from(await retitled.arrayBuffer())
    expect(retitledBody.equals(firstBody)).toBe(false)
    const retitledTag = retitled.headers.get('etag')!
    expect(retitledTag).not.toBe(firstTag)

    const saved = await api.put('/api/settings/brand', { name: 'Northwind Studio' }, token)
    expect(saved.status).toBe(200)
    const rebranded = await card(path, { 'If-None-Match': retitledTag })
    expect(rebranded.status).toBe(200)
    expect(Buffer.from(await rebranded.arrayBuffer()).equals(retitledBody)).toBe(false)
  })

  it('does not count a card as a page view', async () => {
    const { countedPath } = await import('~/features/analytics/counting')
    expect(countedPath('GET', '/og/index.png', {})).toBeNull()
  })
})
