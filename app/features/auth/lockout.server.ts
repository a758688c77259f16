import type { Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import {
  countLoginAttempt,
  deleteLoginAttempts,
  deleteStaleLoginAttempts,
  findLockedUntil,
  uncountLoginAttempt,
} from './queries.server'

/** A 429 whose `retryAfterSeconds` the API sends as `Retry-After`. */
export class LockedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many failed sign-in attempts. Please try again later.',
  ) {
    super(429, message)
  }
}

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
  const { lockedSeconds } = await count(db, who.email, who.client, policy.maxAttempts, policy)
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

/**
 * Counts an attempt on one counter: its number in the window, and 0 or the seconds its lock has
 * left (with the lock's end).
 */
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
  const lockedUntil = row.locked_until ?? undefined
  if (row.failures <= max || !lockedUntil)
    return { failures: row.failures, lockedSeconds: 0, lockedUntil }
  const lockedSeconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - Date.now()) / 1000))
  return { failures: row.failures, lockedSeconds, lockedUntil }
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

/** The `client` of the row counting an account's wrong second-factor codes from every address. */
export const WRONG_CODES = '*codes'

/**
 * The account-wide cap on wrong second-factor codes (ADR 069): at most `maxAttempts` are judged
 * while each comes within `lockMinutes` of the one before; the one that reaches it refuses the
 * code step for `lockMinutes`. Fixed, not LOGIN_MAX_ATTEMPTS: a six-digit code must never be
 * open to unlimited guesses, whatever the password lock is set to.
 */
export const CODE_CAP: LockoutPolicy = { maxAttempts: 10, lockMinutes: 15 }

export const TOO_MANY_CODES = 'Too many wrong codes. Please try again later.'

export interface CodeCheck {
  /** Seconds until the account's code step opens again; 0 when this code may be judged. */
  lockedSeconds: number
  /** When this code is wrong, it is the one that reaches the cap: the lock starts now, until then. */
  tripsUntil?: string
}

/**
 * Reserves the judging of one second-factor code for the account, from whatever address,
 * before it is judged: counted first, in one upsert, so codes sent at once (to one instance or
 * several sharing the database) each get their own number and only the first `CODE_CAP`
 * of a window are judged. A right code gives its reservation back (refundCodeCheck); a wrong
 * one keeps it.
 */
export async function reserveCodeCheck(db: Db, email: string): Promise<CodeCheck> {
  const { failures, lockedSeconds, lockedUntil } = await count(
    db,
    email,
    WRONG_CODES,
    CODE_CAP.maxAttempts,
    CODE_CAP,
  )
  if (lockedSeconds > 0) return { lockedSeconds }
  return failures === CODE_CAP.maxAttempts && lockedUntil
    ? { lockedSeconds: 0, tripsUntil: lockedUntil }
    : { lockedSeconds: 0 }
}

/** A right code: its reservation is given back (and the lock it would have started lifted). */
export async function refundCodeCheck(db: Db, email: string): Promise<void> {
  await uncountLoginAttempt(db, { email, client: WRONG_CODES, maxAttempts: CODE_CAP.maxAttempts })
}

/** A new password: whoever guessed at the codes no longer has the password before them. */
export async function forgetWrongCodes(db: Db, email: string): Promise<void> {
  await deleteLoginAttempts(db, email, WRONG_CODES)
}

/**
 * Counters whose window is over hold nothing the lock still needs, only an e-mail and an
 * address: forgotten (a periodic job), so the addresses are kept for the lock's window only.
 * On the lockout's own clock (the system's), like the counters themselves.
 */
export async function forgetStaleAttempts(db: Db, policy: LockoutPolicy): Promise<number> {
  const windowMinutes = Math.max(policy.lockMinutes, CODE_CAP.lockMinutes)
  return deleteStaleLoginAttempts(db, {
    lastBefore: new Date(Date.now() - windowMinutes * 60_000).toISOString(),
    now: nowIso(),
  })
}
