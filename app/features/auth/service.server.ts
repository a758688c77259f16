import type { Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import type { z } from '~/lib/validation'
import { clearFailures, reserveAttempt, type LockoutPolicy } from './lockout.server'
import { hashPassword, verifyPassword } from './password.server'
import { changeUserPassword, findCredentials } from './queries.server'
import type { changePasswordInput, loginInput } from './schemas'
import {
  createSession,
  deleteExpiredSessions,
  revokeSession,
  type Session,
} from './sessions.server'
import { findUserByEmail, normalizeEmail } from './users.server'

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
 * Signs in: the same answer, in the same time, for an unknown e-mail and a wrong password;
 * an e-mail with too many failures is locked for a while, whether it exists or not.
 */
export async function login(
  db: Db,
  input: z.output<typeof loginInput>,
  policy: LockoutPolicy,
): Promise<string> {
  const email = normalizeEmail(input.email)
  // Counted before the (slow) check, so parallel guesses cannot all pass a lock check first.
  const locked = await reserveAttempt(db, email, policy)
  if (locked > 0) throw new LockedError(locked)
  const user = await findUserByEmail(db, email)
  const valid = await verifyPassword(user?.password_hash, input.password)
  if (!user || !valid) throw new AppError(400, INVALID)
  await clearFailures(db, email)
  await deleteExpiredSessions(db)
  return createSession(db, user.id)
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
  input: z.output<typeof changePasswordInput>,
  policy: LockoutPolicy,
): Promise<void> {
  const user = await findCredentials(db, session.user._id)
  const locked = await reserveAttempt(db, user.email, policy)
  if (locked > 0) {
    throw new LockedError(locked, 'Too many wrong passwords. Please try again later.')
  }
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError(400, 'Validation failed', {
      currentPassword: ['Current password is incorrect'],
    })
  }
  await clearFailures(db, user.email)
  const passwordHash = await hashPassword(input.newPassword)
  await changeUserPassword(db, {
    userId: session.user._id,
    passwordHash,
    keepTokenHash: session.tokenHash,
    now: nowIso(),
  })
}
