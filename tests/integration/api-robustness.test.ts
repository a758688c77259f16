import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

/** Values of every JSON type, and the strings that break naive code. */
const nasty: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.1,
  '',
  ' ',
  'x'.repeat(20_000),
  'nul\u0000byte',
  '😀 ünïcödé \u202e',
  "'; DROP TABLE users;--",
  '<script>alert(1)</script>',
  [],
  ['a', 1, null, { a: 1 }],
  {},
  { nested: { deep: [1, 2, 3] } },
]

describe.each(engines)('no input makes the API fail on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0', LOGIN_MAX_ATTEMPTS: '0' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
    ids.faqs = (await api.post('/api/faqs', { question: 'Q?', answer: 'A.' }, token)).body._id
    ids.messages = (
      await api.post('/api/messages', {
        name: 'Ann',
        email: 'a@b.co',
        subject: 'Hello there',
        message: 'A long enough message',
      })
    ).body._id
  })
  afterAll(async () => {
    await app?.close()
  })

  // Runs first: the next test's failed sign-ins use up the per-address login limit.
  it('answers a deeply nested body with a 400, even without sign-in', async () => {
    // ~24 KB, well under the 100 KB limit, but deep enough to overflow a recursive walk.
    const deep = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`
    const targets: [string, string, string | undefined][] = [
      ['POST', '/api/auth/login', undefined],
      ['POST', '/api/messages', undefined],
      ['POST', '/api/faqs', token],
      ['PUT', `/api/faqs/${ids.faqs}`, token],
      ['POST', '/api/contact', token],
    ]
    for (const [method, path, auth] of targets) {
      for (const raw of [deep(12_000), `{"email":${deep(40)}}`]) {
        const res = await api.call(method, path, {
          raw,
          token: auth,
          headers: { 'content-type': 'application/json' },
        })
        expect(res.status, `${method} ${path}`).toBe(400)
        expect(res.headers.get('content-type')).toMatch(/application\/json/)
        expect(res.body.message).toEqual(expect.any(String))
        expect(JSON.stringify(res.body.errors)).toMatch(/nested/)
      }
    }
    // A body nested as deep as a real form needs still goes through.
    const ok = await api.post(
      '/api/faqs',
      { question: 'Deep?', answer: 'No.', extra: [[[[1]]]] },
      token,
    )
    expect(ok.status).toBe(201)
    await api.del(`/api/faqs/${ok.body._id}`, token)
  })

  it('answers every route and every kind of value with a 2xx or 4xx and JSON', async () => {
    const fields = [
      'title',
      'name',
      'email',
      'password',
      'price',
      'order',
      'technologies',
      'imageUrl',
      'socialMedia',
      'message',
    ]
    const targets: [string, string][] = [
      ['POST', '/api/auth/login'],
      ['PUT', '/api/auth/password'],
      ['POST', '/api/portfolio'],
      ['POST', '/api/products'],
      ['POST', '/api/faqs'],
      ['PUT', `/api/faqs/${ids.faqs}`],
      ['POST', '/api/contact'],
      ['POST', '/api/messages'],
    ]
    let calls = 0
    for (const [method, path] of targets) {
      for (const value of nasty) {
        for (const body of [value, Object.fromEntries(fields.map((f) => [f, value]))]) {
          const res = await api.call(method, path, { body, token })
          calls++
          expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(
            500,
          )
          expect(res.headers.get('content-type')).toMatch(/application\/json/)
        }
      }
    }
    expect(calls).toBe(targets.length * nasty.length * 2)
    // Nothing half-valid slipped in: the only FAQ is still the one made above.
    expect((await api.get('/api/faqs')).body).toHaveLength(1)
  })

  it('answers odd ids and paths with a JSON 404, never 500 or HTML', async () => {
    for (const id of [
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      'a'.repeat(5000),
      '%E2%80%AE',
      '1;select',
      // Not even valid percent-encoding: the id cannot name a record either.
      '%',
      '%zz',
      '%E2%80',
    ]) {
      for (const base of ['/api/portfolio/', '/api/products/', '/api/faqs/']) {
        const res = await api.call('GET', base + id, { token })
        expect(res.status, base + id).toBe(404)
        expect(res.headers.get('content-type'), base + id).toMatch(/application\/json/)
        expect(res.body.message, base + id).toEqual(expect.any(String))
      }
      // A single message is never read on its own: the path takes DELETE only (405), unless
      // the id is not even valid percent-encoding, which names no path at all (404).
      const message = await api.call('GET', '/api/messages/' + id, { token })
      expect([404, 405], '/api/messages/' + id).toContain(message.status)
      expect(message.body.message, '/api/messages/' + id).toEqual(expect.any(String))
      for (const [method, path] of [
        ['PUT', `/api/faqs/${id}`],
        ['DELETE', `/api/products/${id}`],
        ['PUT', `/api/messages/${id}/read`],
      ] as const) {
        const res = await api.call(method, path, { token, body: { order: 1 } })
        expect(res.status, `${method} ${path}`).toBe(404)
      }
      const upload = await api.call('GET', '/uploads/' + id)
      expect(upload.status, '/uploads/' + id).toBe(404)
      expect(upload.headers.get('content-type'), '/uploads/' + id).toMatch(/application\/json/)
      expect(upload.body, '/uploads/' + id).toEqual({ message: 'Not found' })
    }
  })
})
