import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSession } from '~/features/auth/sessions.server'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { hashToken, newToken } from '~/lib/tokens.server'
import { migrateToLatest } from '../../db/migrate'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { migrateUpTo } from '../support/migrations'

// Migration 012 rebuilds `sessions` with an id of its own: whoever was signed in before the
// upgrade stays signed in after it.
describe.each(engines)('migration 012 on %s', (engine) => {
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

  it('keeps the sessions open before it, each with a new id', async () => {
    const old = await migrateUpTo(handle, '008-roles')
    const now = new Date().toISOString()
    await old
      .insertInto('users')
      .values({
        id: 'user-1',
        email: 'owner@agency.test',
        username: 'owner',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
        role: 'admin',
      })
      .execute()
    const token = newToken()
    await old
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: 'user-1',
        created_at: now,
        last_used_at: now,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      })
      .execute()

    expect(await migrateToLatest(handle)).toContain('012-second-factors')
    const session = await findSession(handle.db, token)
    expect(session).toMatchObject({ user: { email: 'owner@agency.test' }, hasSecondFactor: false })
    expect(session!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(session!.id).not.toBe(hashToken(token))
  })
})
