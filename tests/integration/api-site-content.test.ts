import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { readContentVersion } from '~/core/content-version.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const PAGES = [
  'home',
  'services',
  'company',
  'team',
  'careers',
  'portfolio',
  'products',
  'blog',
  'contact',
  'legal',
  'footer',
  'header',
]

describe.each(engines)('site content API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  const home = async () => (await api.get('/api/content/home')).body.content

  it('lists every page, each showing its starter copy until saved', async () => {
    const list = await api.get('/api/content')
    expect(list.status).toBe(200)
    expect(list.body.map((p: { page: string }) => p.page)).toEqual(PAGES)
    expect(list.body[0]).toEqual({ page: 'home', title: 'Home', paths: ['/'], updatedAt: null })

    const page = await api.get('/api/content/home')
    expect(page.status).toBe(200)
    expect(page.body.updatedAt).toBeNull()
    expect(page.body.content.hero.tagline).toBe('Empowering Ideas with Digital Solutions')
    expect(page.body.content.testimonials.items).toHaveLength(3)

    const unknown = await api.get('/api/content/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'Page not found' })
  })

  it('publishes a whole page: the next read, the version and the activity log show it', async () => {
    const content = await home()
    content.hero.tagline = 'Websites that load before you blink'
    content.stats.reverse()
    content.testimonials.items.push({
      quote: 'They answered on a Sunday.',
      author: 'Ada Byrne',
      role: 'Owner',
      company: 'Byrne & Co',
    })
    const before = await readContentVersion(app.ctx.db)

    for (const t of [undefined, 'garbage']) {
      expect((await api.put('/api/content/home', content, t)).status).toBe(401)
    }
    expect((await home()).hero.tagline).toBe('Empowering Ideas with Digital Solutions')

    const saved = await api.put('/api/content/home', content, token)
    expect(saved.status).toBe(200)
    expect(saved.body.updatedAt).toEqual(expect.any(String))
    expect(await home()).toEqual(content)
    expect(await readContentVersion(app.ctx.db)).toBe(before + 1)

    const activity = await api.get('/api/activity', token)
    expect(activity.body[0]).toMatchObject({
      action: 'update',
      entity: 'site-content',
      entityId: 'home',
      summary: 'Published the Home page’s content',
      actor: { username: expect.any(String) },
    })
  })

  it('explains every field that does not fit, under its path, and stores nothing', async () => {
    const content = await home()
    const stored = JSON.stringify(content)
    content.hero.tagline = '   '
    content.stats[0].value = ''
    content.services.items[1].icon = 'not-an-icon'
    content.testimonials.items = []
    content.callToAction.to = 'javascript:alert(1)'
    delete content.metaDescription

    const res = await api.put('/api/content/home', content, token)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Validation failed')
    expect(res.body.errors).toMatchObject({
      metaDescription: ['Required'],
      'hero.tagline': ['Required'],
      'stats.0.value': ['Required'],
      'services.items.1.icon': [expect.stringMatching(/^Invalid enum value/)],
      'testimonials.items': ['Array must contain at least 1 element(s)'],
      'callToAction.to': ['Enter a path on this site (like /contact) or a full https:// address'],
    })
    expect(JSON.stringify(await home())).toBe(stored)

    for (const body of [[], 'text', null]) {
      const bad = await api.put('/api/content/footer', body, token)
      expect(bad.status).toBe(400)
    }
  })

  it('keeps a preview draft behind a random link, publishing nothing', async () => {
    const content = await home()
    const published = JSON.stringify(content)
    content.hero.tagline = 'A draft nobody has approved'
    expect((await api.post('/api/content/home/preview', content)).status).toBe(401)

    const res = await api.post('/api/content/home/preview', content, token)
    expect(res.status).toBe(201)
    const url = new URL(res.body.url, app.baseUrl)
    expect(url.pathname).toBe('/')
    const previewToken = url.searchParams.get('preview')!
    expect(previewToken).toMatch(/^[\w-]{43}$/)
    expect(res.body.urls).toEqual([res.body.url])
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(59 * 60 * 1000)

    // Only the token's hash is stored; the published page is untouched.
    const rows = await app.ctx.db.selectFrom('content_previews').selectAll().execute()
    expect(rows.map((r) => r.token_hash)).not.toContain(previewToken)
    expect(JSON.stringify(await home())).toBe(published)

    // A draft is checked like a save.
    content.hero.tagline = ''
    const refused = await api.post('/api/content/home/preview', content, token)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({ 'hero.tagline': ['Required'] })

    const services = (await api.get('/api/content/services')).body.content
    const servicesPreview = await api.post('/api/content/services/preview', services, token)
    expect(servicesPreview.body.urls.map((u: string) => u.split('?')[0])).toEqual([
      '/services',
      '/services/web-development',
      '/services/app-development',
      '/services/seo',
      '/services/design',
      '/services/cyber-security',
    ])
  })

  it('keeps the edits of a document saved before fields were added, and fills those in', async () => {
    // A careers page saved when it had only a title (the other fields came later).
    await app.ctx.db
      .insertInto('site_content')
      .values({
        page: 'careers',
        data: '{"title":"Work with us"}',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
      .execute()
    const res = await api.get('/api/content/careers')
    expect(res.status).toBe(200)
    expect(res.body.updatedAt).toBe('2020-01-01T00:00:00.000Z')
    expect(res.body.content.title).toBe('Work with us')
    expect(res.body.content.openings.length).toBeGreaterThan(0)
  })

  it('shows the starter copy, not a broken page, when a stored document no longer fits', async () => {
    await app.ctx.db
      .insertInto('site_content')
      .values({ page: 'team', data: '{"title":42}', updated_at: '2020-01-01T00:00:00.000Z' })
      .execute()
    const res = await api.get('/api/content/team')
    expect(res.status).toBe(200)
    expect(res.body.updatedAt).toBeNull()
    expect(res.body.content.title).toBe('Our Team')
  })

  it('answers other methods with 405 and the ones it takes', async () => {
    const res = await api.call('DELETE', '/api/content/home', { token })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD, PUT')
  })
})
