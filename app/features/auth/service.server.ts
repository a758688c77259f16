import { recordActivity } from '~/core/activity.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import type { z } from '~/lib/validation'
import { setTimeout as sleep } from 'node:timers/promises'
import { clearFailures, recordFailure, reserveAttempt, type LockoutPolicy } from './lockout.server'
import { hashPassword, verifyPassword } from '~/lib/password.server'
import { changeUserPassword, findCredentials, setLastLogin } from './queries.server'
import type { changePasswordInput, loginInput } from './schemas'
import {
  createSession,
  deleteExpiredSessions,
  revokeSession,
  type Session,
} from './sessions.server'
import { findUserByEmail, normalizeEmail } from '~/core/users.server'

export { findSession, type Session } from './sessions.server'

const INVALID = 'Invalid credentials'

/** A 429 whose `retryAfterSeconds` the API sends as `Retry-After`. */
export class LockedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many failed sign-in attempts. Please try again later.',
  ) {
    super(429, message)
  }
}

/**
 * Checks a password under the lockout rules (ADR 029, lockout.server.ts): refused while this
 * address is locked out of the e-mail, slowed while the e-mail's account-wide ceiling is
 * reached. Whether the password was right, or undefined when it was not checked (no stored
 * hash: an unknown e-mail, checked against a decoy in the same time).
 */
async function checkPassword(
  db: Db,
  who: { email: string; client: string },
  stored: string | undefined,
  password: string,
  policy: LockoutPolicy,
  lockedMessage?: string,
): Promise<boolean> {
  // Counted before the (slow) check, so parallel guesses cannot all pass a lock check first.
  const { lockedSeconds, delayMs } = await reserveAttempt(db, who, policy)
  if (lockedSeconds > 0) throw new LockedError(lockedSeconds, lockedMessage)
  if (delayMs > 0) await sleep(delayMs)
  const valid = await verifyPassword(stored, password)
  if (valid) await clearFailures(db, who.email, who.client)
  else await recordFailure(db, who.email, policy)
  return valid
}

/**
 * Signs in: the same answer, in the same time, for an unknown e-mail and a wrong password;
 * too many failures lock the e-mail for a while from that address, whether it exists or not.
 * `client` is the request's address (behind a proxy, as TRUST_PROXY reads it).
 */
export async function login(
  db: Db,
  input: z.output<typeof loginInput> & { client: string },
  policy: LockoutPolicy,
): Promise<string> {
  const email = normalizeEmail(input.email)
  const user = await findUserByEmail(db, email)
  const who = { email, client: input.client }
  const valid = await checkPassword(db, who, user?.password_hash, input.password, policy)
  const actor = user ? { _id: user.id, username: user.username } : null
  if (!user || !valid) {
    await recordActivity(db, actor, {
      action: 'sign-in-failed',
      entity: 'user',
      entityId: user?.id,
      summary: `Failed sign-in for ${email} from ${input.client}`,
    })
    throw new AppError(400, INVALID)
  }
  await deleteExpiredSessions(db)
  return inTransaction(db, async (trx) => {
    await setLastLogin(trx, user.id, nowIso())
    await recordActivity(trx, actor, {
      action: 'sign-in',
      entity: 'user',
      entityId: user.id,
      summary: `Signed in from ${input.client}`,
    })
    return createSession(trx, user.id)
  })
}

/** Ends this session; the token stops working at once. */
export async function logout(db: Db, session: Session): Promise<void> {
  await revokeSession(db, session.tokenHash)
}

/**
 * Changes the signed-in user's password and signs out their other sessions. Wrong current
 * passwords count towards the e-mail's sign-in lock: a stolen token must not become a way to
 * guess the password without limit.
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: z.output<typeof changePasswordInput> & { client: string },
  policy: LockoutPolicy,
): Promise<void> {
  const user = await findCredentials(db, session.user._id)
  const who = { email: user.email, client: input.client }
  const locked = 'Too many wrong passwords. Please try again later.'
  if (!(await checkPassword(db, who, user.password_hash, input.currentPassword, policy, locked))) {
    throw new AppError(400, 'Validation failed', {
      currentPassword: ['Current password is incorrect'],
    })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await inTransaction(db, async (trx) => {
    await changeUserPassword(trx, {
      userId: session.user._id,
      passwordHash,
      keepTokenHash: session.tokenHash,
      now: nowIso(),
    })
    await recordActivity(trx, session.user, {
      action: 'password-change',
      entity: 'user',
      entityId: session.user._id,
      summary: 'Changed their password; their other sessions were signed out',
    })
  })
}
