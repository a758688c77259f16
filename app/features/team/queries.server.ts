import type { Insertable } from 'kysely'
import type { Role } from '~/core/rights'
import type { AuthorProfile } from './schemas'
import type { UsersTable } from '~/lib/db-schema'
import { inTransaction, type Db } from '~/lib/db.server'

/** The team's SQL: the accounts, and the lock that orders changes to them. */

/** Every account, oldest first, without password hashes. */
export async function listAccounts(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'created_at', 'last_login_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function findAccount(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'created_at', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Removes an account: its sessions and reset links go with it (foreign keys cascade). */
export async function deleteUser(db: Db, user: { id: string; email: string }): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('users').where('id', '=', user.id).executeTakeFirst()
    await trx.deleteFrom('login_attempts').where('email', '=', user.email).execute()
    return Number(result.numDeletedRows) > 0
  })
}

/**
 * Serializes changes to the team for the rest of the transaction: its first write is to one
 * lock row, so on PostgreSQL a concurrent team change waits for this one to commit, and on
 * SQLite the transaction holds the write lock before it reads anything. Two colleagues
 * removing each other at once then run one after the other, and the second sees the first.
 */
export async function lockTeam(trx: Db): Promise<void> {
  await trx
    .insertInto('app_meta')
    .values({ key: 'team-lock', value: '' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '' }))
    .execute()
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute()
}

/** The admins; with `lockTeam` first, the count a removal or demotion is checked against. */
export async function countAdmins(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute()
}

export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute()
  return rows.map((row) => row.email)
}

/** An account's author card (issue #39). */
export async function readAuthorProfile(db: Db, id: string): Promise<AuthorProfile> {
  const row = await db
    .selectFrom('users')
    .select(['public_name', 'job_title', 'photo_url', 'bio'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    publicName: row.public_name,
    jobTitle: row.job_title,
    photoUrl: row.photo_url,
    bio: row.bio,
  }
}

export async function writeAuthorProfile(db: Db, id: string, profile: AuthorProfile) {
  await db
    .updateTable('users')
    .set({
      public_name: profile.publicName,
      job_title: profile.jobTitle,
      photo_url: profile.photoUrl,
      bio: profile.bio,
    })
    .where('id', '=', id)
    .execute()
}
