import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

/**
 * The post editor's preview (ADR 091): the body rendered as its page will show it, stored
 * nowhere. No database is read, so one engine is enough.
 */
describe('POST /api/posts/preview', () => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp('sqlite')
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('renders and sanitises the body as the page does, with its headings', async () => {
    const res = await api.post(
      '/api/posts/preview',
      {
        body: '## Plan\n\n![Two people at a desk](/uploads/a.webp "Our studio")\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\n<script>alert(1)</script>[x](javascript:alert(1))',
      },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.body.headings).toEqual([{ id: 'section-plan', text: 'Plan', level: 2 }])
    expect(res.body.html).toContain('<h2 id="section-plan">Plan</h2>')
    expect(res.body.html).toContain('<figcaption>Our studio</figcaption>')
    expect(res.body.html).toContain('<table>')
    expect(res.body.html).not.toMatch(/<script|href="javascript/i)
    // Nothing was stored: the list of posts is as the seed left it (empty here).
    expect((await api.get('/api/posts')).body).toEqual([])
  })

  it('needs the content right, and says what is wrong with a bad body', async () => {
    expect((await api.post('/api/posts/preview', { body: 'x' })).status).toBe(401)
    const bad = await api.post('/api/posts/preview', { body: 42 }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.errors.body).toBeDefined()
    const long = await api.post('/api/posts/preview', { body: 'x'.repeat(90_001) }, token)
    expect(long.status).toBe(400)
    expect((await api.get('/api/posts/preview', token)).status).toBe(405)
  })
})
