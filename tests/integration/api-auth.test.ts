import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { parseEnv } from '~/lib/env.server'
import { createAppContext } from '../../server/boot'
import { createHttpApp } from '../../server/http'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const EMAIL = 'owner@agency.test'
const PASSWORD = 'correct horse battery staple'

describe.each(engines)('auth API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  beforeAll(async () => {
    app = await startTestApp(engine, { LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '15' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD, username: 'Olivia' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('signs in with a random opaque token stored only as a hash', async () => {
    const res = await api.post('/api/auth/login', {
      email: 'Owner@Agency.test',
      password: PASSWORD,
    })
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/^[\w-]{43}$/)
    const rows = await app.ctx.db.selectFrom('sessions').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === res.body.token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await api.post('/api/auth/login', { email: EMAIL, password: 'not the password' })
    const unknown = await api.post('/api/auth/login', {
      email: 'nobody@agency.test',
      password: PASSWORD,
    })
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid credentials' } })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid credentials' } })
    await app.ctx.db.deleteFrom('login_attempts').execute()
  })

  it('validates the login body with the generic messages', async () => {
    const res = await api.post('/api/auth/login', { email: 'not-an-email' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['Invalid email'], password: ['Required'] })
    expect((await api.post('/api/auth/login', ['a'])).status).toBe(400)
  })

  it('returns the user without any password hash, and 401 for bad tokens', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    const me = await api.get('/api/auth/user', token)
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      _id: expect.any(String),
      username: 'Olivia',
      email: EMAIL,
      role: 'admin',
    })
    expect(await api.get('/api/auth/user')).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    })
    expect((await api.get('/api/auth/user', 'garbage')).status).toBe(401)
    expect((await api.get('/api/auth/user', 'x'.repeat(43))).status).toBe(401)
  })

  it('revokes the token at once on logout', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(200)
    expect((await api.get('/api/auth/user', token)).status).toBe(401)
    expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(401)
  })

  it('ends a session idle for 12 hours, and any session 7 days after sign-in', async () => {
    const idle = await api.login(EMAIL, PASSWORD)
    const old = await api.login(EMAIL, PASSWORD)
    const hours = (h: number) => new Date(Date.now() - h * 3600_000).toISOString()
    const { hashToken } = await import('~/lib/tokens.server')
    await app.ctx.db
      .updateTable('sessions')
      .set({ last_used_at: hours(13) })
      .where('token_hash', '=', hashToken(idle))
      .execute()
    await app.ctx.db
      .updateTable('sessions')
      .set({ expires_at: hours(0.01) })
      .where('token_hash', '=', hashToken(old))
      .execute()
    expect((await api.get('/api/auth/user', idle)).status).toBe(401)
    expect((await api.get('/api/auth/user', old)).status).toBe(401)
  })

  it('changes the password, signing out every other session but this one', async () => {
    const mine = await api.login(EMAIL, PASSWORD)
    const other = await api.login(EMAIL, PASSWORD)
    const wrong = await api.put(
      '/api/auth/password',
      { currentPassword: 'nope', newPassword: 'a brand new passphrase' },
      mine,
    )
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: ['Current password is incorrect'] } },
    })
    const short = await api.put(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      mine,
    )
    expect(short.body.errors).toEqual({ newPassword: ['Password must be at least 12 characters'] })
    const res = await api.put(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      mine,
    )
    expect(res.status).toBe(200)
    expect((await api.get('/api/auth/user', mine)).status).toBe(200)
    expect((await api.get('/api/auth/user', other)).status).toBe(401)
    expect((await api.post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(
      400,
    )
    await api.login(EMAIL, 'a brand new passphrase')
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD })
  })

  it('locks an e-mail after LOGIN_MAX_ATTEMPTS failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await api.post('/api/auth/login', { email: EMAIL, password: `wrong ${i}` })).status,
      ).toBe(400)
    }
    const locked = await api.post('/api/auth/login', { email: EMAIL, password: PASSWORD })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    // Another account is not affected, and the lock ends when its time is up.
    await upsertAdmin(app.ctx.db, { email: 'second@agency.test', password: PASSWORD })
    await api.login('second@agency.test', PASSWORD)
    await app.ctx.db
      .updateTable('login_attempts')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute()
    await api.login(EMAIL, PASSWORD)
  })

  it('forgets failures older than the lock period', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await api.post('/api/auth/login', { email: EMAIL, password: `typo ${i}` })).status,
      ).toBe(400)
    }
    // Those two typos happened yesterday: today's first typo starts a new count.
    await app.ctx.db
      .updateTable('login_attempts')
      .set({ updated_at: new Date(Date.now() - 24 * 3600_000).toISOString() })
      .execute()
    expect((await api.post('/api/auth/login', { email: EMAIL, password: 'typo 3' })).status).toBe(
      400,
    )
    await api.login(EMAIL, PASSWORD)
  })

  it('counts wrong current passwords on a password change towards the same lock', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    const change = (currentPassword: string) =>
      api.put(
        '/api/auth/password',
        { currentPassword, newPassword: 'a brand new passphrase' },
        token,
      )
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`)).status).toBe(400)
    // A stolen token cannot keep guessing: even the right password waits for the lock.
    const locked = await change(PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toEqual(expect.any(String))
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect((await api.post('/api/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(
      429,
    )
    await app.ctx.db.deleteFrom('login_attempts').execute()
    expect((await change(PASSWORD)).status).toBe(200)
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD })
  })
})

describe.each(engines)('per-e-mail lockout under concurrent guesses on %s', (engine) => {
  let app: TestApp
  let second: { url: string; close(): Promise<void> }
  beforeAll(async () => {
    const env = { LOGIN_MAX_ATTEMPTS: '5', LOGIN_LOCK_MINUTES: '15' }
    app = await startTestApp(engine, env)
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD })
    // A second instance of the site on the same database, as behind a load balancer.
    const ctx = await createAppContext(
      parseEnv({ DATABASE_URL: app.ctx.env.DATABASE_URL, LOG_LEVEL: 'silent', ...env }),
    )
    const server = createHttpApp(ctx).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    second = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      async close() {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
        await ctx.close()
      },
    }
  })
  afterAll(async () => {
    await second?.close()
    await app?.close()
  })

  it('checks at most LOGIN_MAX_ATTEMPTS passwords, however many guesses arrive at once', async () => {
    const clients = [apiClient(app.baseUrl), apiClient(second.url)]
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        clients[i % 2]!.post('/api/auth/login', { email: EMAIL, password: `guess ${i}` }),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(10).fill(429)])
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    }
    const right = await clients[0]!.post('/api/auth/login', { email: EMAIL, password: PASSWORD })
    expect(right.status).toBe(429)
  })

  it('lets the right password in before the limit and starts the count again', async () => {
    await app.ctx.db.deleteFrom('login_attempts').execute()
    const api = apiClient(app.baseUrl)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await api.post('/api/auth/login', { email: EMAIL, password: 'nope' })).status).toBe(
          400,
        )
      }
      await api.login(EMAIL, PASSWORD)
    }
  })
})

describe('per-address login limit', () => {
  let app: TestApp
  beforeAll(async () => {
    // No per-e-mail lock here, so only the per-address limit (20 failures) can stop it.
    app = await startTestApp('sqlite', { LOGIN_MAX_ATTEMPTS: '0' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('counts failures however the path is spelled', async () => {
    const api = apiClient(app.baseUrl)
    const paths = ['/api/auth/login', '/api/AUTH/Login', '/api/auth/login/', '/API/auth/LOGIN/']
    for (let i = 0; i < 20; i++) {
      const res = await api.post(paths[i % paths.length]!, {
        email: `guess${i}@agency.test`,
        password: 'guess',
      })
      expect(res.status).toBe(400)
    }
    const blocked = await api.post('/api/Auth/login/', {
      email: 'guess@agency.test',
      password: 'guess',
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/Too many sign-in attempts/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe.each(engines)('lockout per e-mail and address on %s (ADR 029)', (engine) => {
  let app: TestApp
  // Behind one proxy, as deployed: X-Forwarded-For names the client.
  const from = (address: string) => {
    const api = apiClient(app.baseUrl)
    return (password: string) =>
      api.call('POST', '/api/auth/login', {
        body: { email: EMAIL, password },
        headers: { 'x-forwarded-for': address },
      })
  }
  beforeAll(async () => {
    app = await startTestApp(engine, {
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_LOCK_MINUTES: '15',
      TRUST_PROXY: 'loopback',
    })
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD })
  })
  afterAll(async () => {
    await app?.close()
  })

  it("locks out a stranger's address, not the owner signing in from another", async () => {
    const stranger = from('203.0.113.7')
    for (let i = 0; i < 3; i++) expect((await stranger(`guess ${i}`)).status).toBe(400)
    expect((await stranger(PASSWORD)).status).toBe(429)
    const owner = await from('198.51.100.20')(PASSWORD)
    expect(owner.status).toBe(200)
    expect(owner.body.token).toEqual(expect.any(String))
    // The owner's success does not lift the stranger's lock.
    expect((await stranger(PASSWORD)).status).toBe(429)
  })

  it('slows sign-in for everyone once guesses from many addresses pass the ceiling', async () => {
    await app.ctx.db.deleteFrom('login_attempts').execute()
    // Ten addresses, three failures each: every address is locked, and the 30 failures reach
    // the ceiling (10 × LOGIN_MAX_ATTEMPTS).
    for (let a = 0; a < 10; a++) {
      const guesser = from(`192.0.2.${a + 1}`)
      for (let i = 0; i < 3; i++) expect((await guesser(`guess ${a}.${i}`)).status).toBe(400)
    }
    const started = Date.now()
    const owner = await from('198.51.100.20')(PASSWORD)
    // Slowed, not refused: the right password still gets in, after the wait.
    expect(owner.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
  })
})
