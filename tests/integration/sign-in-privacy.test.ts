import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { TRANSFER_TABLES } from '../../db/transfer/tables'
import { apiClient, validMessage } from '../support/api-client'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { migrateUpTo } from '../support/migrations'
import { startTestApp, type TestApp } from '../support/test-app'
import { authenticatorCode } from '../support/totp'

const EMAIL = 'owner@agency.test'
const PASSWORD = 'correct horse battery staple'
const ADDRESS = '198.51.100.77'
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

// The probe's fourth finding: sign-ins were recorded as 'Signed in from 198.51.100.7', kept
// 365 days, while docs/privacy.md says the lockout counters are the only place an address is
// kept (and only for their window).
describe.each(engines)('client addresses kept on %s', (engine) => {
  let app: TestApp
  const clock = manualClock(new Date('2026-11-26T10:00:00Z'))
  beforeAll(async () => {
    app = await startTestApp(
      engine,
      { TRUST_PROXY: 'loopback', AUTH_SECRET: 'x'.repeat(40) },
      undefined,
      {
        clock,
      },
    )
    await upsertAdmin(app.ctx.db, { email: EMAIL, password: PASSWORD, username: 'Olivia' })
  })
  afterAll(async () => {
    await app?.close()
  })

  /** A call from the one address, in Chrome on a Mac, behind the trusted proxy. */
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    apiClient(app.baseUrl).call(method, path, {
      body,
      token,
      headers: { 'x-forwarded-for': ADDRESS, 'user-agent': CHROME_ON_MAC },
    })

  it('records sign-ins by person and device, and keeps the address in the lockout counters alone', async () => {
    expect(
      (await call('POST', '/api/auth/login', { email: EMAIL, password: 'wrong' })).status,
    ).toBe(400)
    const token = (await call('POST', '/api/auth/login', { email: EMAIL, password: PASSWORD })).body
      .token as string
    const { secret } = (await call('POST', '/api/auth/2fa/setup', undefined, token)).body
    const on = await call(
      'POST',
      '/api/auth/2fa/enable',
      { code: authenticatorCode(secret, clock.now()), password: PASSWORD },
      token,
    )
    expect(on.status).toBe(200)
    const step = (await call('POST', '/api/auth/login', { email: EMAIL, password: PASSWORD })).body
    expect(
      (await call('POST', '/api/auth/login', { challenge: step.challenge, code: '000000' })).status,
    ).toBe(400)
    clock.advance(30_000)
    const code = authenticatorCode(secret, clock.now())
    expect(
      (await call('POST', '/api/auth/login', { challenge: step.challenge, code })).status,
    ).toBe(200)
    expect((await call('POST', '/api/auth/passkey/options')).status).toBe(200)
    expect((await call('POST', '/api/messages', validMessage)).status).toBe(201)
    // Last, a wrong password that stays counted against this address.
    const wrongCurrent = await call(
      'PUT',
      '/api/auth/password',
      { currentPassword: 'wrong', newPassword: 'a brand new passphrase' },
      token,
    )
    expect(wrongCurrent.status).toBe(400)

    const log = await app.ctx.db.selectFrom('activity').select(['action', 'summary']).execute()
    expect(log).toEqual(
      expect.arrayContaining([
        {
          action: 'sign-in-failed',
          summary: `Failed sign-in for ${EMAIL} on Chrome 131 (Mac OS 10.15.7)`,
        },
        { action: 'sign-in', summary: 'Signed in on Chrome 131 (Mac OS 10.15.7)' },
        {
          action: 'sign-in-failed',
          summary: `Wrong two-factor code for ${EMAIL} on Chrome 131 (Mac OS 10.15.7)`,
        },
        {
          action: 'sign-in',
          summary: 'Signed in with an authenticator code on Chrome 131 (Mac OS 10.15.7)',
        },
      ]),
    )

    // Every row of every table the site keeps, searched for the address.
    const holding: string[] = []
    const db = app.ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>
    for (const table of TRANSFER_TABLES) {
      const rows = await db.selectFrom(table).selectAll().execute()
      if (JSON.stringify(rows).includes(ADDRESS)) holding.push(table)
    }
    expect(holding).toEqual(['login_attempts'])
  })

  it('forgets lockout counters once their window is over', async () => {
    await app.ctx.db.deleteFrom('login_attempts').execute()
    const old = new Date(Date.now() - 20 * 60_000).toISOString()
    const rows = [
      // Over: last counted 20 minutes ago, no lock.
      { email: EMAIL, client: '203.0.113.1', failures: 2, locked_until: null, updated_at: old },
      // Over: its lock ended.
      { email: EMAIL, client: '203.0.113.2', failures: 5, locked_until: old, updated_at: old },
      // Still locked: kept, whenever it was last counted.
      {
        email: EMAIL,
        client: '203.0.113.3',
        failures: 5,
        locked_until: new Date(Date.now() + 60_000).toISOString(),
        updated_at: old,
      },
      // Counted a minute ago: kept.
      {
        email: EMAIL,
        client: '203.0.113.4',
        failures: 1,
        locked_until: null,
        updated_at: new Date(Date.now() - 60_000).toISOString(),
      },
    ]
    await app.ctx.db.insertInto('login_attempts').values(rows).execute()
    // The job runs every 15 minutes of the runner's clock.
    clock.advance(15 * 60_000)
    await app.ctx.jobs.tick()
    const left = await app.ctx.db.selectFrom('login_attempts').select('client').execute()
    expect(left.map((r) => r.client).sort()).toEqual(['203.0.113.3', '203.0.113.4'])
  })
})

// Migration 014: the entries written before it lose the address that ended them.
describe.each(engines)('migration 014 on %s', (engine) => {
  let database: TestDatabase
  let handle: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase(engine)
    handle = await openDatabase(database.url)
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('scrubs the addresses from sign-in summaries and leaves everything else', async () => {
    const old = await migrateUpTo(handle, '013-leads')
    const longEmail = `${'x'.repeat(240)}@agency.test`
    const cut =
      `Failed sign-in for ${longEmail} from 2001:db8:85a3::8a2e:370:7334`.slice(0, 299) + '…'
    const before: [string, string, string][] = [
      ['sign-in', 'Signed in from 198.51.100.7', 'Signed in'],
      [
        'sign-in',
        'Signed in with an authenticator code from 2001:db8::1',
        'Signed in with an authenticator code',
      ],
      [
        'sign-in',
        'Signed in with the passkey "Work from home" from ::ffff:10.0.0.1',
        'Signed in with the passkey "Work from home"',
      ],
      ['sign-in', 'Signed in with a recovery code from unknown', 'Signed in with a recovery code'],
      [
        'sign-in-failed',
        'Failed sign-in for sam@agency.test from 203.0.113.9',
        'Failed sign-in for sam@agency.test',
      ],
      [
        'sign-in-failed',
        'Wrong two-factor code for sam@agency.test from 203.0.113.9',
        'Wrong two-factor code for sam@agency.test',
      ],
      ['sign-in-failed', cut, `Failed sign-in for ${longEmail}`],
      [
        'update',
        'Moved the lead from Ann from New to Won: "A site from scratch"',
        'Moved the lead from Ann from New to Won: "A site from scratch"',
      ],
    ]
    await old
      .insertInto('activity')
      .values(
        before.map(([action, summary], i) => ({
          id: `entry-${i}`,
          at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          actor_id: null,
          actor_name: null,
          action,
          entity: 'user',
          entity_id: null,
          summary,
          revision_id: null,
        })),
      )
      .execute()

    expect(await migrateToLatest(handle)).toContain('014-activity-without-addresses')
    const after = await handle.db
      .selectFrom('activity')
      .select(['id', 'summary'])
      .orderBy('at')
      .execute()
    expect(after.map((r) => r.summary)).toEqual(before.map(([, , scrubbed]) => scrubbed))
  })
})
