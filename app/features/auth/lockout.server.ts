import { sql } from 'kysely'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'

export interface LockoutPolicy {
  /** Failed attempts before the e-mail is locked; 0 turns locking off. */
  maxAttempts: number
  lockMinutes: number
}

/**
 * Reserves one password check for the e-mail before it runs, and returns 0, or, when the
 * e-mail is locked, the seconds until it may try again (and the check must not run).
 *
 * The attempt is counted first, in one upsert, so guesses sent at the same moment (to one
 * instance or several sharing the database) each get their own number: only the first
 * `maxAttempts` of a lock window may check a password, and the one that reaches the limit
 * starts the lock. A right password clears the count (clearFailures), so only wrong ones add
 * up, and only while each comes within `lockMinutes` of the one before. Counting before
 * verifying also means a crash mid-check still costs the attempt.
 */
export async function reserveAttempt(db: Db, email: string, policy: LockoutPolicy) {
  if (policy.maxAttempts === 0) return 0
  const now = nowIso()
  const lockUntil = new Date(Date.now() + policy.lockMinutes * 60_000).toISOString()
  const max = policy.maxAttempts
  // The row's values before this attempt (qualified: PostgreSQL also has `excluded` in scope).
  const failures = sql.ref('login_attempts.failures')
  const lockedUntil = sql.ref('login_attempts.locked_until')
  const lastAttempt = sql.ref('login_attempts.updated_at')
  // Failures count within one lock period of each other: a typo a month ago is forgotten.
  const windowStart = new Date(Date.now() - policy.lockMinutes * 60_000).toISOString()
  const firstLock = max <= 1 ? lockUntil : null
  // Timestamps are ISO-8601 UTC text of one length, so text order is time order.
  const row = await db
    .insertInto('login_attempts')
    .values({ email, failures: 1, locked_until: firstLock, updated_at: now })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
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
  if (row.failures <= max || !row.locked_until) return 0
  return Math.max(1, Math.ceil((Date.parse(row.locked_until) - Date.now()) / 1000))
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute()
}
