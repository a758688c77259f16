import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import {
  countLoginAttempt,
  deleteLoginAttempts,
  findLockedUntil,
  uncountLoginAttempt,
} from './queries.server'

export interface LockoutPolicy {
  /** Failed attempts from one address before the e-mail is locked for it; 0 turns locking off. */
  maxAttempts: number
  lockMinutes: number
}

/** The `client` of the row counting an e-mail's failures from every address. */
export const ALL_CLIENTS = '*'
/** The account-wide ceiling is this many times the per-address limit (ADR 029). */
const CEILING_FACTOR = 10
/** Over the ceiling, each password check for the e-mail waits this long first. */
export const SLOWED_CHECK_MS = 2000

export interface Reservation {
  /** Seconds until this address may try this e-mail again; 0 when the check may run. */
  lockedSeconds: number
  /** How long to wait before checking the password (the account-wide ceiling is reached). */
  delayMs: number
}

/**
 * Reserves one password check for the e-mail from the client address before it runs (ADR 029).
 *
 * - **Per e-mail and address**: `maxAttempts` failures, each within `lockMinutes` of the one
 *   before, lock this address out of this e-mail for `lockMinutes`. A stranger's guesses
 *   lock the stranger's address, never the account's owner elsewhere.
 * - **Per e-mail, all addresses**: `maxAttempts × 10` failures within the window (guesses spread
 *   over many addresses, see recordFailure) slow every check for the e-mail by
 *   SLOWED_CHECK_MS until the window passes, rather than refuse it: the owner still gets in,
 *   a guesser gets fewer tries per connection.
 *
 * The address's attempt is counted first, in one upsert, so guesses sent at the same moment
 * (to one instance or several sharing the database) each get their own number: only the first
 * `maxAttempts` of a lock window may check a password, and the one that reaches the limit
 * starts the lock. A right password clears the address's count (clearFailures).
 */
export async function reserveAttempt(
  db: Db,
  who: { email: string; client: string },
  policy: LockoutPolicy,
): Promise<Reservation> {
  if (policy.maxAttempts === 0) return { lockedSeconds: 0, delayMs: 0 }
  const lockedSeconds = await count(db, who.email, who.client, policy.maxAttempts, policy)
  if (lockedSeconds > 0) return { lockedSeconds, delayMs: 0 }
  const slowed = await findLockedUntil(db, who.email, ALL_CLIENTS, nowIso())
  return { lockedSeconds: 0, delayMs: slowed ? SLOWED_CHECK_MS : 0 }
}

/**
 * Counts a wrong password towards the e-mail's account-wide ceiling. Counted after the check,
 * so the owner's own sign-ins never add up to it; the count runs out with its window, so one
 * success cannot reset a guesser's budget.
 */
export async function recordFailure(db: Db, email: string, policy: LockoutPolicy): Promise<void> {
  if (policy.maxAttempts === 0) return
  await count(db, email, ALL_CLIENTS, policy.maxAttempts * CEILING_FACTOR, policy)
}

/** Counts an attempt on one counter: 0, or the seconds its lock has left. */
async function count(db: Db, email: string, client: string, max: number, policy: LockoutPolicy) {
  const lockUntil = new Date(Date.now() + policy.lockMinutes * 60_000).toISOString()
  const row = await countLoginAttempt(db, {
    email,
    client,
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

/** A right password: this address starts again from nothing (the account-wide count stays). */
export async function clearFailures(db: Db, email: string, client: string): Promise<void> {
  await deleteLoginAttempts(db, email, client)
}

/**
 * Gives back the attempt `reserveAttempt` counted, for a right password whose second factor is
 * still to come: the password step neither counts as a failure nor clears the count (only a
 * whole sign-in does), so wrong codes after a right password keep adding up, and asking for
 * the password again does not start them over.
 */
export async function refundAttempt(
  db: Db,
  who: { email: string; client: string },
  policy: LockoutPolicy,
): Promise<void> {
  if (policy.maxAttempts === 0) return
  await uncountLoginAttempt(db, { ...who, maxAttempts: policy.maxAttempts })
}
