import { sql, type Insertable } from 'kysely'
import type { SessionsTable } from '~/lib/db-schema'
import { inTransaction, type Db } from '~/lib/db.server'

/** The auth feature's SQL: credentials, sessions, failed sign-ins and reset links. */

// --- users -----------------------------------------------------------------------------------

/** What checking a signed-in user's password needs. */
export async function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Reset links made for one account since `since`. */
export async function countRecentResets(db: Db, userId: string, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(count)
}

/** Sets a user's password and ends every session of theirs but the one given, in one write. */
export async function changeUserPassword(
  db: Db,
  change: { userId: string; passwordHash: string; keepTokenHash: string; now: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: change.passwordHash, updated_at: change.now })
      .where('id', '=', change.userId)
      .execute()
    await deleteOtherSessions(trx, change.userId, change.keepTokenHash)
  })
}

export async function setLastLogin(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute()
}

// --- sessions --------------------------------------------------------------------------------

export async function insertSession(db: Db, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute()
}

/** A session and its user, by the token's hash. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'sessions.last_used_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export async function touchSession(db: Db, tokenHash: string, lastUsedAt: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt })
    .where('token_hash', '=', tokenHash)
    .execute()
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .execute()
}

/** Sessions that expired by `expiredBy` or were last used by `idleSince`. */
export async function deleteSessionsPast(
  db: Db,
  limits: { expiredBy: string; idleSince: string },
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', limits.expiredBy), eb('last_used_at', '<=', limits.idleSince)]),
    )
    .execute()
}

// --- failed sign-ins -------------------------------------------------------------------------

/**
 * Counts one sign-in attempt for the e-mail from the client in one upsert (see `reserveAttempt`
 * in lockout.server.ts for the rules): failures within one window add up, the attempt reaching
 * `maxAttempts` locks the pair until `lockUntil`, and an attempt during a lock counts past the
 * limit. Returns the counter as it is after this attempt.
 */
export async function countLoginAttempt(
  db: Db,
  attempt: {
    email: string
    client: string
    now: string
    windowStart: string
    lockUntil: string
    /** The lock a first failure starts (when one failure is already the limit), or null. */
    firstLock: string | null
    maxAttempts: number
  },
) {
  const { email, client, now, windowStart, lockUntil, firstLock, maxAttempts: max } = attempt
  // The row's values before this attempt (qualified: PostgreSQL also has `excluded` in scope).
  const failures = sql.ref('login_attempts.failures')
  const lockedUntil = sql.ref('login_attempts.locked_until')
  const lastAttempt = sql.ref('login_attempts.updated_at')
  // Timestamps are ISO-8601 UTC text of one length, so text order is time order.
  return db
    .insertInto('login_attempts')
    .values({ email, client, failures: 1, locked_until: firstLock, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['email', 'client']).doUpdateSet({
        failures: sql<number>`case
          when ${lockedUntil} is null and ${lastAttempt} > ${windowStart} then ${failures} + 1
          when ${lockedUntil} is null or ${lockedUntil} <= ${now} then 1
          else ${max + 1} end`,
        locked_until: sql<string | null>`case
          when ${lockedUntil} is null and ${lastAttempt} > ${windowStart} then
            case when ${failures} + 1 >= ${max} then ${lockUntil} else null end
          when ${lockedUntil} is null or ${lockedUntil} <= ${now} then ${firstLock}
          else ${lockedUntil} end`,
        updated_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow()
}

/** The lock on one counter, when it is still running at `now`. */
export async function findLockedUntil(db: Db, email: string, client: string, now: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .where('client', '=', client)
    .where('locked_until', '>', now)
    .executeTakeFirst()
  return row?.locked_until ?? undefined
}

/** Forgets the failures of one e-mail from one client. */
export async function deleteLoginAttempts(db: Db, email: string, client: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('email', '=', email)
    .where('client', '=', client)
    .execute()
}

// --- password resets -------------------------------------------------------------------------

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      created_at: reset.now,
      expires_at: reset.expiresAt,
      used_at: null,
    })
    .execute()
}

/**
 * Marks a reset link used, if it is unused and unexpired, in one conditional update (two
 * requests with one link cannot both get it); returns its user, or undefined.
 */
export async function useResetToken(db: Db, tokenHash: string, now: string) {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst()
  if (!row) return undefined
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where('id', '=', row.user_id)
    .executeTakeFirst()
}

/** Reset links that expired a day ago are useless rows. */
export async function deleteOldResets(db: Db, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute()
}
