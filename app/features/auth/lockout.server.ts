import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { countLoginAttempt, deleteLoginAttempts } from './queries.server'

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
  const max = policy.maxAttempts
  const lockUntil = new Date(Date.now() + policy.lockMinutes * 60_000).toISOString()
  const row = await countLoginAttempt(db, {
    email,
    now: nowIso(),
    // Failures count within one lock period of each other: a typo a month ago is forgotten.
    windowStart: new Date(Date.now() - policy.lockMinutes * 60_000).toISOString(),
    lockUntil,
    firstLock: max <= 1 ? lockUntil : null,
    maxAttempts: max,
  })
  if (row.failures <= max || !row.locked_until) return 0
  return Math.max(1, Math.ceil((Date.parse(row.locked_until) - Date.now()) / 1000))
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await deleteLoginAttempts(db, email)
}
