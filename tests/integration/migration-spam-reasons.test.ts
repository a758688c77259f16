import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findMessage } from '~/features/leads/queries.server'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { migrateUpTo } from '../support/migrations'

// Migration 017: messages stored before it read as doubted by nobody, and a lead an editor was
// given while that was possible loses its owner (docs/product.md §Leads).
describe.each(engines)('migration 017 on %s', (engine) => {
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

  it("releases leads owned by an account that cannot see leads, and keeps everyone else's", async () => {
    const old = await migrateUpTo(handle, '013-leads')
    const now = new Date().toISOString()
    const people = [
      ['user-admin', 'admin'],
      ['user-sales', 'sales'],
      ['user-editor', 'editor'],
    ] as const
    for (const [id, role] of people) {
      await old
        .insertInto('users')
        .values({
          id,
          email: `${id}@agency.test`,
          username: id,
          password_hash: 'x',
          created_at: now,
          updated_at: now,
          role,
        })
        .execute()
    }
    const ids = people.map((_, i) => `00000000-0000-4000-8000-00000000000${i}`)
    for (const [i, [owner]] of people.entries()) {
      await old
        .insertInto('messages')
        .values({
          id: ids[i],
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          phone: null,
          subject: `Owned by ${owner}`,
          message: 'We need a booking system.',
          read: 0,
          created_at: now,
          assignee_id: owner,
        })
        .execute()
    }

    expect(await migrateToLatest(handle)).toContain('017-spam-reasons-and-analytics-limits')
    const owners = await Promise.all(ids.map((id) => findMessage(handle.db, id)))
    expect(owners.map((m) => [m!.subject, m!.assignee?._id ?? null, m!.spamReason])).toEqual([
      ['Owned by user-admin', 'user-admin', null],
      ['Owned by user-sales', 'user-sales', null],
      ['Owned by user-editor', null, null],
    ])
  })
})
