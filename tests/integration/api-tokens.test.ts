import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { NOT_FOR_TOKENS } from '../../server/api/route-rights'
import { apiClient, validMessage, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const DAY = 86_400_000
const password = 'a long enough passphrase'

// docs/api.md §Integrations, ADR 081: a token shown once and kept hashed, used with
// `Authorization: Bearer`, revoked at once, bounded by its maker's role, named in the log.
describe.each(engines)('API tokens on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let admin: string
  const clock = manualClock()
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const withToken = (method: string, path: string, token: string, body?: unknown) =>
    api.call(method, path, { headers: bearer(token), body })

  beforeAll(async () => {
    clock.set(new Date())
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' }, undefined, { clock })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'alice@agency.test', password, username: 'alice' })
    admin = await api.login('alice@agency.test', password)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is shown once, kept as a hash, listed with its last use, and revoked at once', async () => {
    const made = await api.post(
      '/api/tokens',
      { name: 'Sheets sync', rights: ['leads'], expiresInDays: 90 },
      admin,
    )
    expect(made.status).toBe(201)
    expect(Object.keys(made.body).sort()).toEqual(['_id', 'token'])
    expect(made.body.token).toMatch(/^ast_[\w-]{43}$/)
    const stored = await app.ctx.db.selectFrom('api_tokens').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(made.body.token)

    let [listed] = (await api.get('/api/tokens', admin)).body
    expect(listed).toMatchObject({
      _id: made.body._id,
      name: 'Sheets sync',
      rights: ['leads'],
      createdBy: 'alice',
      lastUsedAt: null,
    })
    expect(Date.parse(listed.expiresAt) - Date.parse(listed.createdAt)).toBe(90 * DAY)
    expect(JSON.stringify(listed)).not.toContain(made.body.token)

    await api.post('/api/messages', validMessage)
    const read = await withToken('GET', '/api/messages', made.body.token)
    expect(read.status).toBe(200)
    expect(read.body[0]).toMatchObject({ email: validMessage.email })
    ;[listed] = (await api.get('/api/tokens', admin)).body
    expect(listed.lastUsedAt).toBe(clock.now().toISOString())

    // Only as a bearer: in the portal's header it is no session.
    expect((await api.get('/api/messages', made.body.token)).status).toBe(401)
    // A session's token is no API token.
    expect((await withToken('GET', '/api/messages', admin)).status).toBe(401)

    expect((await api.del(`/api/tokens/${made.body._id}`, admin)).status).toBe(200)
    expect(await withToken('GET', '/api/messages', made.body.token)).toMatchObject({
      status: 401,
      body: { message: 'Invalid or expired token' },
    })
    expect((await api.del(`/api/tokens/${made.body._id}`, admin)).status).toBe(404)
    expect((await api.get('/api/tokens', admin)).body).toEqual([])
  })

  it('stops working when it expires', async () => {
    const made = await api.post(
      '/api/tokens',
      { name: 'Short', rights: ['insights'], expiresInDays: 1 },
      admin,
    )
    expect((await withToken('GET', '/api/analytics/summary', made.body.token)).status).toBe(200)
    clock.advance(DAY)
    expect((await withToken('GET', '/api/analytics/summary', made.body.token)).status).toBe(401)
    const forever = await api.post('/api/tokens', { name: 'Forever', rights: ['insights'] }, admin)
    const [latest] = (await api.get('/api/tokens', admin)).body
    expect(latest).toMatchObject({ _id: forever.body._id, expiresAt: null })
  })

  it('refuses bad input with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', rights: ['leads'] }, 'name'],
      [{ name: 'x', rights: [] }, 'rights'],
      [{ name: 'x', rights: ['root'] }, 'rights.0'],
      [{ name: 'x', rights: ['leads'], expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'x', rights: ['leads'], expiresInDays: 1.5 }, 'expiresInDays'],
    ]
    for (const [body, field] of cases) {
      const res = await api.post('/api/tokens', body, admin)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field)
    }
  })

  it('writes in its maker’s name, "via token NAME" in the activity log', async () => {
    const made = await api.post(
      '/api/tokens',
      { name: 'Zapier', rights: ['leads', 'content'] },
      admin,
    )
    const lead = await api.post('/api/messages', validMessage)
    const changed = await withToken('PATCH', `/api/messages/${lead.body._id}`, made.body.token, {
      status: 'qualified',
    })
    expect(changed.status).toBe(200)
    const faq = await withToken('POST', '/api/faqs', made.body.token, {
      question: 'Can a script add this?',
      answer: 'Yes.',
    })
    expect(faq.status).toBe(201)
    const activity = (await api.get('/api/activity', admin)).body
    const mine = activity.filter((e: any) => e.actor?.username === 'alice via token Zapier')
    expect(mine.map((e: any) => e.summary)).toEqual([
      'Created the FAQ "Can a script add this?"',
      expect.stringMatching(/^Moved the lead from Sam from New to Qualified/),
    ])
    expect(mine[0].actor._id).toBe(activity.find((e: any) => e.action === 'sign-in').actor._id)
    // The timeline names the person.
    const timeline = (await api.get(`/api/messages/${lead.body._id}`, admin)).body.timeline
    expect(timeline.at(-1).actor.username).toBe('alice')
  })

  it('never goes beyond its maker’s role, and goes with the account', async () => {
    const made = await api.post(
      '/api/users',
      { email: 'bob@agency.test', username: 'bob', password, role: 'admin' },
      admin,
    )
    const bob = await api.login('bob@agency.test', password)
    const token = (await api.post('/api/tokens', { name: 'Bob', rights: ['leads', 'team'] }, bob))
      .body.token
    expect((await withToken('GET', '/api/users', token)).status).toBe(200)
    expect((await withToken('POST', '/api/users', token, {})).body.message).toBe(NOT_FOR_TOKENS)
    expect((await withToken('POST', '/api/tokens', token, {})).body.message).toBe(NOT_FOR_TOKENS)
    expect((await withToken('GET', '/api/auth/user', token)).body.message).toBe(NOT_FOR_TOKENS)
    expect((await withToken('GET', '/api/webhooks', token)).body.message).toBe(NOT_FOR_TOKENS)

    // Bob becomes sales: the token keeps leads, loses team.
    await api.patch(`/api/users/${made.body._id}`, { role: 'sales' }, admin)
    expect((await withToken('GET', '/api/messages', token)).status).toBe(200)
    expect(await withToken('GET', '/api/users', token)).toMatchObject({
      status: 403,
      body: { message: 'Forbidden' },
    })
    // A sales account cannot make tokens at all (Settings is the admin's).
    expect((await api.post('/api/tokens', { name: 'x', rights: ['leads'] }, bob)).status).toBe(403)

    await api.del(`/api/users/${made.body._id}`, admin)
    expect((await withToken('GET', '/api/messages', token)).status).toBe(401)
  })

  it('answers 401 to a malformed or unknown bearer, and leaves other schemes alone', async () => {
    for (const value of ['Bearer', 'Bearer ast_short', `Bearer ast_${'a'.repeat(43)}`]) {
      const res = await api.call('GET', '/api/messages', { headers: { authorization: value } })
      expect(res.status, value).toBe(401)
    }
    const basic = await api.call('GET', '/api/messages', {
      headers: { authorization: 'Basic c3RhZ2luZzpzZWNyZXQ=' },
    })
    expect(basic).toMatchObject({ status: 401, body: { message: 'Authentication required' } })
    // A public route stays public whatever header comes with it.
    const open = await api.call('GET', '/api/faqs', { headers: bearer('nonsense') })
    expect(open.status).toBe(200)
  })
})
