import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteAccount } from '~/features/team/accounts.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { AppError } from '~/lib/errors'
import { openDatabase } from '~/lib/db.server'
import { apiClient } from '../support/api-client'
import { createTestDatabase, engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('the team under concurrent changes on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine, { LOGIN_MAX_ATTEMPTS: '0' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const accounts = () => app.ctx.db.selectFrom('users').select(['id', 'email']).execute()

  it('keeps one of two colleagues who remove each other at the same moment', async () => {
    // Found by a probe on PostgreSQL: both removals succeeded, 2 trials of 2, leaving nobody.
    const api = apiClient(app.baseUrl)
    for (let trial = 0; trial < 5; trial++) {
      await app.ctx.db.deleteFrom('users').execute()
      const a = await upsertAdmin(app.ctx.db, {
        email: `a${trial}@agency.test`,
        password: 'a long passphrase',
      })
      const b = await upsertAdmin(app.ctx.db, {
        email: `b${trial}@agency.test`,
        password: 'b long passphrase',
      })
      const tokenA = await api.login(`a${trial}@agency.test`, 'a long passphrase')
      const tokenB = await api.login(`b${trial}@agency.test`, 'b long passphrase')
      const [byA, byB] = await Promise.all([
        api.del(`/api/users/${b.id}`, tokenA),
        api.del(`/api/users/${a.id}`, tokenB),
      ])
      const left = await accounts()
      expect(left, `trial ${trial}`).toHaveLength(1)
      // The one that went first removed the other; the other found its own account gone.
      expect([byA.status, byB.status].sort(), `trial ${trial}`).toEqual([200, 401])
    }
  })

  it('refuses to remove the last account, even from the command line', async () => {
    const [last] = await accounts()
    const refused = await deleteAccount(app.ctx.db, null, last!.id).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({
      status: 409,
      message: 'The last admin cannot be removed or given another role',
    })
    expect(await accounts()).toHaveLength(1)
  })
})

describe.each(engines)('instances starting together on a new %s database', (engine) => {
  it('create the admin from ADMIN_EMAIL once, and log nothing false', async () => {
    // Found by a probe: both instances logged "admin created", and the activity log showed a
    // password reset nobody made.
    // Processes of their own, as instances are: SQLite's locks are per connection, and one
    // process holding several would wait on itself.
    const database = await createTestDatabase(engine)
    const env = {
      PATH: process.env.PATH!,
      DATABASE_URL: database.url,
      SEED: 'none',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'owner@agency.test',
      ADMIN_PASSWORD: 'correct horse battery',
    }
    try {
      const exits = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<number | null>((resolve) => {
              const child = spawn(
                process.execPath,
                ['--import', 'tsx', 'tests/support/prepare-instance.ts'],
                { env, stdio: 'inherit' },
              )
              child.once('exit', resolve)
            }),
        ),
      )
      expect(exits).toEqual([0, 0, 0])
      const handle = await openDatabase(database.url)
      try {
        const users = await handle.db.selectFrom('users').select('email').execute()
        expect(users).toEqual([{ email: 'owner@agency.test' }])
        const activity = await handle.db.selectFrom('activity').select('action').execute()
        expect(activity.map((a) => a.action)).toEqual(['create'])
      } finally {
        await handle.close()
      }
    } finally {
      await database.drop()
    }
  })
})
