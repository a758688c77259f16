import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { createSecretBox } from '~/lib/secret-box.server'
import { createHttpApp } from '../../server/http'
import { API_RULES } from '../../server/api/route-rights'
import { apiClient, type ApiClient } from '../support/api-client'
import { registeredApiRoutes } from '../support/api-routes'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'
import { authenticatorCode } from '../support/totp'

const EMAIL = 'owner@agency.test'
const PASSWORD = 'correct horse battery staple'
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Sets up the authenticator app for the token's account; its secret and recovery codes. */
async function turnOnAuthenticator(api: ApiClient, token: string, at: Date) {
  const setup = await api.post('/api/auth/2fa/setup', undefined, token)
  expect(setup.status).toBe(200)
  const enabled = await api.post(
    '/api/auth/2fa/enable',
    { code: authenticatorCode(setup.body.secret, at), password: PASSWORD },
    token,
  )
  expect(enabled.status).toBe(200)
  return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes }
}

// docs/product.md §Settings, Two-factor sign-in; docs/api.md §Authentication.
describe.each(engines)('two-factor sign-in on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'))

  beforeAll(async () => {
    app = await startTestApp(
      engine,
      { LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_MINUTES: '15', AUTH_SECRET: 'x'.repeat(40) },
      undefined,
      { clock },
    )
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD, username: 'Olivia' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const login = (body: Record<string, unknown>) => api.post('/api/auth/login', body)
  const nextStep = () => clock.advance(30_000)

  it('sets up the authenticator with a QR secret, a confirming code and ten recovery codes', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    const elsewhere = await api.login(EMAIL, PASSWORD)
    const setup = await api.post('/api/auth/2fa/setup', undefined, token)
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(setup.body.otpauthUrl)
    expect(url.protocol).toBe('otpauth:')
    expect(url.searchParams.get('secret')).toBe(setup.body.secret)
    expect(url.searchParams.get('issuer')).toBe('127.0.0.1')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe(`/127.0.0.1:${EMAIL}`)

    // Not on until a code confirms it: the password alone still signs in.
    expect((await login({ email: EMAIL, password: PASSWORD })).status).toBe(200)
    expect(
      await api.post('/api/auth/2fa/enable', { code: '000000', password: PASSWORD }, token),
    ).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })

    const enabled = await api.post(
      '/api/auth/2fa/enable',
      { code: authenticatorCode(setup.body.secret, clock.now()), password: PASSWORD },
      token,
    )
    expect(enabled.status).toBe(200)
    const codes: string[] = enabled.body.recoveryCodes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/)

    // Turning it on signed the other session out; this one goes on.
    expect((await api.get('/api/auth/user', elsewhere)).status).toBe(401)
    expect((await api.get('/api/auth/2fa', token)).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
      required: false,
    })

    // Neither the secret nor a recovery code is in the database as it is.
    const stored = await app.ctx.db.selectFrom('totp_authenticators').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret)
    const hashes = await app.ctx.db.selectFrom('recovery_codes').select('code_hash').execute()
    expect(hashes).toHaveLength(10)
    for (const code of codes) expect(JSON.stringify(hashes)).not.toContain(code)
    // Sealed with AUTH_SECRET: a box with another key (a copy of the database elsewhere) cannot
    // read it, and no key was kept in the database.
    expect(
      await createSecretBox(app.ctx.db, 'y'.repeat(40)).open(stored[0]!.secret),
    ).toBeUndefined()
    expect(
      await app.ctx.db
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', 'secret-box-key')
        .execute(),
    ).toEqual([])
    expect(
      (await app.ctx.db.selectFrom('activity').select('action').execute()).map((r) => r.action),
    ).toContain('two-factor-on')
  })

  it('asks for a code after the password; the code opens a session once', async () => {
    const secret = await currentSecret()
    const step1 = await login({ email: EMAIL, password: PASSWORD })
    expect(step1).toMatchObject({
      status: 401,
      body: {
        message: 'Two-factor code required',
        twoFactor: true,
        methods: { totp: true, passkey: false },
      },
    })
    expect(step1.body.token).toBeUndefined()
    // The step is no session: its challenge opens nothing.
    expect((await api.get('/api/auth/user', step1.body.challenge)).status).toBe(401)
    // The pending step keeps only its hash.
    const steps = await app.ctx.db.selectFrom('auth_challenges').select('token_hash').execute()
    expect(JSON.stringify(steps)).not.toContain(step1.body.challenge)

    nextStep()
    const code = authenticatorCode(secret, clock.now())
    const withCode = await login({ email: EMAIL, password: PASSWORD, code })
    expect(withCode.status).toBe(200)
    expect((await api.get('/api/auth/user', withCode.body.token)).status).toBe(200)

    // The same code again, within its window: refused, and with the step's challenge too.
    expect(await login({ email: EMAIL, password: PASSWORD, code })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })
    expect(await login({ challenge: step1.body.challenge, code })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })
    // The next step's code, with the challenge of the password step: signed in, and the
    // challenge is used up.
    nextStep()
    const next = authenticatorCode(secret, clock.now())
    const second = await login({ challenge: step1.body.challenge, code: next })
    expect(second.status).toBe(200)
    nextStep()
    const again = await login({
      challenge: step1.body.challenge,
      code: authenticatorCode(secret, clock.now()),
    })
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'This sign-in step has expired. Please start again.' },
    })
    // A wrong password with a right code is still a wrong password.
    expect(await login({ email: EMAIL, password: 'not the password', code: next })).toMatchObject({
      status: 400,
      body: { message: 'Invalid credentials' },
    })
    await app.ctx.db.deleteFrom('login_attempts').execute()
  })

  it('takes each recovery code once, typed as it comes', async () => {
    const codes = await freshRecoveryCodes()
    const first = codes[0]!
    const res = await login({ email: EMAIL, password: PASSWORD, code: ` ${first.toUpperCase()} ` })
    expect(res.status).toBe(200)
    expect(await login({ email: EMAIL, password: PASSWORD, code: first })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    })
    expect(
      (await login({ email: EMAIL, password: PASSWORD, code: codes[1]!.replaceAll('-', '') }))
        .status,
    ).toBe(200)
    expect((await api.get('/api/auth/2fa', res.body.token)).body.recoveryCodesLeft).toBe(8)
    await app.ctx.db.deleteFrom('login_attempts').execute()
  })

  it('counts wrong codes towards the lock of wrong passwords; the password step does not', async () => {
    const secret = await currentSecret()
    const wrongCodes = async () =>
      (await app.ctx.db.selectFrom('activity').select('summary').execute()).filter((r) =>
        r.summary.startsWith('Wrong two-factor code'),
      ).length
    const before = await wrongCodes()
    // Password steps alone never lock anyone out, nor use up the address's allowance of
    // failed sign-ins (20 per 15 minutes): colleagues behind one address sign in every morning.
    for (let i = 0; i < 21; i++) {
      expect((await login({ email: EMAIL, password: PASSWORD })).status).toBe(401)
    }
    const step = (await login({ email: EMAIL, password: PASSWORD })).body.challenge
    expect((await login({ challenge: step, code: '000000' })).status).toBe(400)
    expect((await login({ email: EMAIL, password: PASSWORD, code: '111111' })).status).toBe(400)
    // Asking for the password again does not start the count over.
    expect((await login({ email: EMAIL, password: PASSWORD })).status).toBe(401)
    expect((await login({ challenge: step, code: 'aaaa-bbbb-cccc-dddd' })).status).toBe(400)
    nextStep()
    const right = authenticatorCode(secret, clock.now())
    const locked = await login({ challenge: step, code: right })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login({ email: EMAIL, password: PASSWORD })).status).toBe(429)
    expect((await wrongCodes()) - before).toBe(3)
    await app.ctx.db.deleteFrom('login_attempts').execute()
    expect((await login({ challenge: step, code: right })).status).toBe(200)
  })

  it('lists the sessions with their devices; ending one signs its token out at once', async () => {
    const secret = await currentSecret()
    const signInFrom = async (userAgent: string) => {
      nextStep()
      const res = await api.call('POST', '/api/auth/login', {
        body: { email: EMAIL, password: PASSWORD, code: authenticatorCode(secret, clock.now()) },
        headers: { 'user-agent': userAgent },
      })
      expect(res.status).toBe(200)
      return res.body.token as string
    }
    const mac = await signInFrom(CHROME_ON_MAC)
    const windows = await signInFrom(FIREFOX_ON_WINDOWS)
    const list = await api.get('/api/auth/sessions', mac)
    expect(list.status).toBe(200)
    const mine = list.body.find((s: { current: boolean }) => s.current)
    expect(mine).toMatchObject({
      current: true,
      userAgent: CHROME_ON_MAC,
      browser: 'Chrome 131',
      os: 'Mac OS 10.15.7',
    })
    const other = list.body.find((s: { userAgent: string }) => s.userAgent === FIREFOX_ON_WINDOWS)
    expect(other).toMatchObject({ current: false, browser: 'Firefox 133', os: 'Windows 10' })
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    for (const session of list.body) {
      expect(session.createdAt).toMatch(/Z$/)
      expect(session.lastUsedAt).toMatch(/Z$/)
    }
    // Ids are the sessions' own, never their tokens' hashes.
    const hashes = (await app.ctx.db.selectFrom('sessions').select('token_hash').execute()).map(
      (r) => r.token_hash,
    )
    for (const session of list.body) expect(hashes).not.toContain(session._id)

    expect((await api.get('/api/auth/user', windows)).status).toBe(200)
    expect((await api.del(`/api/auth/sessions/${other._id}`, mac)).status).toBe(200)
    expect((await api.get('/api/auth/user', windows)).status).toBe(401)
    expect((await api.del(`/api/auth/sessions/${other._id}`, mac)).status).toBe(404)
    expect((await api.del('/api/auth/sessions/not-an-id', mac)).status).toBe(404)

    // All but this one.
    const third = await signInFrom(FIREFOX_ON_WINDOWS)
    const ended = await api.del('/api/auth/sessions/others', mac)
    expect(ended.status).toBe(200)
    expect((await api.get('/api/auth/user', third)).status).toBe(401)
    expect((await api.get('/api/auth/user', mac)).status).toBe(200)
    expect((await api.get('/api/auth/sessions', mac)).body).toHaveLength(1)
  })

  it("never ends another person's session", async () => {
    const admin = await signInWithCode()
    const colleague = await api.post(
      '/api/users',
      { email: 'sam@agency.test', username: 'sam', password: PASSWORD, role: 'sales' },
      admin,
    )
    expect(colleague.status).toBe(201)
    const sam = await api.login('sam@agency.test', PASSWORD)
    const [samSession] = (await api.get('/api/auth/sessions', sam)).body
    expect((await api.del(`/api/auth/sessions/${samSession._id}`, admin)).status).toBe(404)
    expect((await api.get('/api/auth/user', sam)).status).toBe(200)
  })

  it('starts a passkey sign-in for this host, and refuses an answer it cannot verify', async () => {
    const alone = await api.call('POST', '/api/auth/passkey/options')
    expect(alone.status).toBe(200)
    expect(alone.body.options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' })
    expect(alone.body.options.allowCredentials ?? []).toEqual([])
    const forged = await api.post('/api/auth/passkey', {
      challenge: alone.body.challenge,
      credential: { id: 'bm90LWEta2V5', rawId: 'bm90LWEta2V5', type: 'public-key', response: {} },
    })
    expect(forged).toMatchObject({ status: 400, body: { message: 'Passkey not recognised' } })
    // A step for an account without passkeys offers none.
    const step = await login({ email: EMAIL, password: PASSWORD })
    expect(step.body.methods).toEqual({ totp: true, passkey: false })
    expect(
      await api.post('/api/auth/passkey/options', { challenge: step.body.challenge }),
    ).toMatchObject({ status: 400, body: { message: 'This account has no passkey on this site' } })
    expect(
      (await api.post('/api/auth/passkey/options', { challenge: 'x'.repeat(43) })).status,
    ).toBe(400)
  })

  it('turns the authenticator off only with the password', async () => {
    const token = await signInWithCode()
    expect(await api.post('/api/auth/2fa/disable', { password: 'wrong one' }, token)).toMatchObject(
      { status: 400, body: { errors: { password: ['Password is incorrect'] } } },
    )
    expect((await api.post('/api/auth/2fa/disable', {}, token)).status).toBe(400)
    expect((await api.post('/api/auth/2fa/disable', { password: PASSWORD }, token)).status).toBe(
      200,
    )
    expect((await login({ email: EMAIL, password: PASSWORD })).status).toBe(200)
    expect(await app.ctx.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([])
    await app.ctx.db.deleteFrom('login_attempts').execute()
  })

  it("lets an admin reset a colleague's second factor, not their own", async () => {
    const admin = await api.login(EMAIL, PASSWORD)
    const sam = await api.login('sam@agency.test', PASSWORD)
    await turnOnAuthenticator(api, sam, clock.now())
    expect(
      (await api.post('/api/auth/login', { email: 'sam@agency.test', password: PASSWORD })).status,
    ).toBe(401)
    const team = (await api.get('/api/users', admin)).body as {
      _id: string
      email: string
      twoFactor: boolean
    }[]
    const samAccount = team.find((a) => a.email === 'sam@agency.test')!
    expect(samAccount.twoFactor).toBe(true)
    expect(team.find((a) => a.email === EMAIL)!.twoFactor).toBe(false)

    expect((await api.del(`/api/users/${samAccount._id}/2fa`, sam)).status).toBe(403)
    const self = team.find((a) => a.email === EMAIL)!
    expect((await api.del(`/api/users/${self._id}/2fa`, admin)).status).toBe(409)
    expect((await api.del(`/api/users/${samAccount._id}/2fa`, admin)).status).toBe(200)
    expect((await api.get('/api/auth/user', sam)).status).toBe(401)
    expect(
      (await api.post('/api/auth/login', { email: 'sam@agency.test', password: PASSWORD })).status,
    ).toBe(200)
    const log = await api.get('/api/activity', admin)
    expect(log.body.find((e: { action: string }) => e.action === 'two-factor-reset')).toMatchObject(
      {
        action: 'two-factor-reset',
        actor: { username: 'Olivia' },
        summary: expect.stringContaining('sam (sam@agency.test)'),
      },
    )
  })

  async function currentSecret(): Promise<string> {
    const row = await app.ctx.db
      .selectFrom('totp_authenticators')
      .selectAll()
      .executeTakeFirstOrThrow()
    return (await app.ctx.secretBox.open(row.secret))!
  }

  async function signInWithCode(): Promise<string> {
    nextStep()
    const res = await login({
      email: EMAIL,
      password: PASSWORD,
      code: authenticatorCode(await currentSecret(), clock.now()),
    })
    expect(res.status).toBe(200)
    return res.body.token
  }

  async function freshRecoveryCodes(): Promise<string[]> {
    const token = await signInWithCode()
    const res = await api.post('/api/auth/2fa/recovery-codes', { password: PASSWORD }, token)
    expect(res.status).toBe(200)
    return res.body.recoveryCodes
  }
})

// REQUIRE_2FA (docs/api.md §Configuration): enrolment is due at the next sign-in, and until it
// is done the session reaches nothing else, whatever it calls.
describe.each(engines)('REQUIRE_2FA on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'))

  beforeAll(async () => {
    app = await startTestApp(engine, { REQUIRE_2FA: 'admin', LOGIN_MAX_ATTEMPTS: '0' }, undefined, {
      clock,
    })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD, username: 'Olivia' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('refuses every route but the set-up ones to a session that has not set it up', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    const wrong: string[] = []
    for (const route of registeredApiRoutes(createHttpApp(app.ctx))) {
      const rule = API_RULES[route]
      if (rule === 'public' || route === 'POST /api/auth/logout') continue
      const [method, path] = route.split(' ') as [string, string]
      const res = await api.call(method, path.replace(/:\w+/g, randomUUID()), {
        token,
        body: method === 'GET' ? undefined : {},
      })
      const setUp = res.status === 403 && res.body?.twoFactorSetupRequired === true
      if (setUp !== (rule !== 'enrolment')) wrong.push(`${route}: ${res.status}`)
    }
    expect(wrong).toEqual([])
  })

  it('signs an admin in to the set-up alone, and everything opens once it is done', async () => {
    const token = await api.login(EMAIL, PASSWORD)
    expect((await api.get('/api/auth/user', token)).body).toMatchObject({
      role: 'admin',
      twoFactorSetupRequired: true,
    })
    const refused = {
      status: 403,
      body: { message: 'Set up two-factor sign-in first', twoFactorSetupRequired: true },
    }
    expect(await api.get('/api/messages', token)).toMatchObject(refused)
    expect(await api.get('/api/users', token)).toMatchObject(refused)
    expect(await api.get('/api/auth/sessions', token)).toMatchObject(refused)
    expect(
      await api.put(
        '/api/auth/password',
        { currentPassword: PASSWORD, newPassword: 'another long passphrase' },
        token,
      ),
    ).toMatchObject(refused)
    // Public reads stay public.
    expect((await api.get('/api/faqs', token)).status).toBe(200)

    const { secret } = (await api.post('/api/auth/2fa/setup', undefined, token)).body
    expect((await api.get('/api/auth/2fa', token)).body).toMatchObject({
      enabled: false,
      required: true,
    })
    // The session that must enrol gives the password too (ADR 069).
    expect(
      await api.post(
        '/api/auth/2fa/enable',
        { code: authenticatorCode(secret, clock.now()) },
        token,
      ),
    ).toMatchObject({ status: 400, body: { errors: { password: ['Required'] } } })
    const enabled = await api.post(
      '/api/auth/2fa/enable',
      { code: authenticatorCode(secret, clock.now()), password: PASSWORD },
      token,
    )
    expect(enabled.status).toBe(200)
    expect((await api.get('/api/auth/user', token)).body.twoFactorSetupRequired).toBeUndefined()
    expect((await api.get('/api/messages', token)).status).toBe(200)
    const editor = await api.post(
      '/api/users',
      { email: 'ed@agency.test', username: 'ed', password: PASSWORD, role: 'editor' },
      token,
    )
    expect(editor.status).toBe(201)
    const ed = await api.login('ed@agency.test', PASSWORD)
    expect((await api.get('/api/auth/user', ed)).body.twoFactorSetupRequired).toBeUndefined()
    expect((await api.get('/api/portfolio', ed)).status).toBe(200)

    // An editor is not asked (REQUIRE_2FA=admin). The last second factor of a role that must
    // have one stays.
    clock.advance(30_000)
    const again = await api.post('/api/auth/login', {
      email: EMAIL,
      password: PASSWORD,
      code: authenticatorCode(secret, clock.now()),
    })
    expect(
      await api.post('/api/auth/2fa/disable', { password: PASSWORD }, again.body.token),
    ).toMatchObject({ status: 409 })
  })
})

// A database first used without AUTH_SECRET: setting it later keeps authenticators working
// and seals their secrets again with it (ADR 047).
describe.each(engines)('AUTH_SECRET set later, on %s', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('opens what was sealed before, and seals it again with the new key', async () => {
    const clock = manualClock(new Date('2026-11-25T10:00:00Z'))
    const before = await startTestApp(engine, {}, database, { clock })
    const api = apiClient(before.baseUrl)
    await upsertAdmin(before.ctx.db, { email: EMAIL, password: PASSWORD })
    const { secret } = await turnOnAuthenticator(api, await api.login(EMAIL, PASSWORD), clock.now())
    const sealed = async (app: TestApp) =>
      (
        await app.ctx.db
          .selectFrom('totp_authenticators')
          .select('secret')
          .executeTakeFirstOrThrow()
      ).secret
    expect((await sealed(before)).split('.')[1]).toBe('db')
    await before.close()

    const after = await startTestApp(engine, { AUTH_SECRET: 'z'.repeat(40) }, database, { clock })
    try {
      clock.advance(30_000)
      const res = await apiClient(after.baseUrl).post('/api/auth/login', {
        email: EMAIL,
        password: PASSWORD,
        code: authenticatorCode(secret, clock.now()),
      })
      expect(res.status).toBe(200)
      expect((await sealed(after)).split('.')[1]).toBe('env')
    } finally {
      await after.close()
    }
  })
})
