import { recordActivity } from '~/core/activity.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import type { z } from '~/lib/validation'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  clearFailures,
  forgetWrongCodes,
  LockedError,
  recordFailure,
  refundAttempt,
  refundCodeCheck,
  reserveAttempt,
  reserveCodeCheck,
  TOO_MANY_CODES,
  CODE_CAP,
  type LockoutPolicy,
} from './lockout.server'
import { hashPassword, verifyPassword } from '~/lib/password.server'
import {
  changeUserPassword,
  findAuthenticator,
  findCredentials,
  listPasskeys,
  setLastLogin,
} from './queries.server'
import type {
  changePasswordInput,
  passkeySignInInput,
  passwordLoginInput,
  secondStepInput,
  TwoFactorChallenge,
} from './schemas'
import {
  createSession,
  deleteExpiredSessions,
  revokeSession,
  type Session,
} from './sessions.server'
import { findUserByEmail, findUserById, normalizeEmail } from '~/core/users.server'
import type { AppContext } from '~/core/context.server'
import { completeStep, issueChallenge, pendingStep } from './challenges.server'
import { verifyPasskeySignIn, type RelyingParty } from './passkeys.server'
import { spendSecondFactorCode } from './two-factor.server'
import { deviceName } from './device.server'
import { queueWrongCodesMail } from './wrong-codes-mail.server'

export { findSession, type Session } from './sessions.server'

const INVALID = 'Invalid credentials'

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

export interface SignInClient {
  /** The request's address (behind a proxy, as TRUST_PROXY reads it). */
  client: string
  /** The request's User-Agent, kept with the session to show its device. */
  userAgent?: string | null
}

export type LoginResult = { token: string } | TwoFactorChallenge

/** The answer to a right password when the account has a second factor and no code came. */
export const TWO_FACTOR_REQUIRED = 'Two-factor code required'
const INVALID_CODE = 'Invalid code'
const STEP_EXPIRED = 'This sign-in step has expired. Please start again.'

type Account = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>

/** Which second factors an account has. */
async function factorsOf(db: Db, userId: string) {
  const [app, keys] = await Promise.all([findAuthenticator(db, userId), listPasskeys(db, userId)])
  return { totp: Boolean(app?.confirmed_at), passkey: keys.length > 0 }
}

/**
 * Signs in: the same answer, in the same time, for an unknown e-mail and a wrong password;
 * too many failures lock the e-mail for a while from that address, whether it exists or not.
 *
 * With a second factor, a right password alone opens nothing: without `code` the answer is
 * the 401 of a step (ADR 048) whose challenge goes back with the code or a passkey; with
 * `code`, the code must be the account's current authenticator code or an unused recovery
 * code. One request is one attempt: a wrong code counts as a wrong password does, and towards
 * the account's cap on wrong codes (ADR 069).
 */
export async function login(
  ctx: AppContext,
  input: z.output<typeof passwordLoginInput> & SignInClient,
  policy: LockoutPolicy,
): Promise<LoginResult> {
  const { db } = ctx
  const email = normalizeEmail(input.email)
  const user = await findUserByEmail(db, email)
  const who = { email, client: input.client }
  const { lockedSeconds, delayMs } = await reserveAttempt(db, who, policy)
  if (lockedSeconds > 0) throw new LockedError(lockedSeconds)
  if (delayMs > 0) await sleep(delayMs)
  const valid = await verifyPassword(user?.password_hash, input.password)
  if (!user || !valid) {
    await failed(db, user, who, policy, `Failed sign-in for ${email}${onDevice(input)}`)
    throw new AppError(400, INVALID)
  }
  const factors = await factorsOf(db, user.id)
  if (factors.totp || factors.passkey) {
    if (input.code === undefined) {
      await refundAttempt(db, who, policy)
      const challenge = await issueChallenge(
        db,
        { purpose: 'second-factor', userId: user.id },
        ctx.clock.now(),
      )
      return { message: TWO_FACTOR_REQUIRED, twoFactor: true, challenge, methods: factors }
    }
    const client = { email, client: input.client, userAgent: input.userAgent }
    const used = await judgeCode(ctx, user, client, input.code, policy)
    return { token: await openSession(db, user, input, signedInWith(used)) }
  }
  await clearFailures(db, email, input.client)
  return { token: await openSession(db, user, input, '') }
}

/** The second step of a sign-in: the challenge of the password step, and a code. */
export async function loginWithCode(
  ctx: AppContext,
  input: z.output<typeof secondStepInput> & SignInClient,
  policy: LockoutPolicy,
): Promise<{ token: string }> {
  const { db } = ctx
  const step = await pendingStep(db, input.challenge, ['second-factor'], ctx.clock.now())
  const user = step?.userId ? await findUserById(db, step.userId) : undefined
  if (!step || !user) throw new AppError(400, STEP_EXPIRED)
  const who = { email: user.email, client: input.client }
  const { lockedSeconds, delayMs } = await reserveAttempt(db, who, policy)
  if (lockedSeconds > 0) throw new LockedError(lockedSeconds)
  if (delayMs > 0) await sleep(delayMs)
  const client = { email: user.email, client: input.client, userAgent: input.userAgent }
  const used = await judgeCode(ctx, user, client, input.code, policy)
  if (!(await completeStep(db, step))) throw new AppError(400, STEP_EXPIRED)
  return { token: await openSession(db, user, input, signedInWith(used)) }
}

/**
 * Judges a second-factor code after a right password, under the account-wide cap (ADR 069):
 * at most CODE_CAP wrong codes in its window are judged, from whatever addresses; past it the
 * code step answers 429 (the address's attempt is given back: nothing was judged). A wrong
 * code (authenticator or recovery) keeps its attempts on every counter; the one that reaches
 * the cap has the account's owner told by mail. Passkeys are not counted: an assertion
 * cannot be guessed, and they stay the owner's way in while codes are refused.
 */
async function judgeCode(
  ctx: AppContext,
  user: Account,
  who: { email: string } & SignInClient,
  code: string,
  policy: LockoutPolicy,
): Promise<'authenticator' | 'recovery-code'> {
  const { db } = ctx
  const cap = await reserveCodeCheck(db, user.email)
  if (cap.lockedSeconds > 0) {
    await refundAttempt(db, who, policy)
    throw new LockedError(cap.lockedSeconds, TOO_MANY_CODES)
  }
  const used = await spendSecondFactorCode(ctx, user.id, code)
  if (used) {
    await refundCodeCheck(db, user.email)
    return used
  }
  const trips = cap.tripsUntil
  const summary =
    `Wrong two-factor code for ${user.email}${onDevice(who)}` +
    (trips
      ? `: the account's ${CODE_CAP.maxAttempts}th wrong code, so codes are refused for ${CODE_CAP.lockMinutes} minutes${ctx.mailer ? ' and the owner is told by mail' : ''}`
      : '')
  await failed(db, user, who, policy, summary)
  if (trips) {
    ctx.logger.warn({ userId: user.id }, 'too many wrong two-factor codes: the code step is locked')
    await queueWrongCodesMail(ctx, { userId: user.id, until: trips })
  }
  throw new AppError(400, INVALID_CODE)
}

/** A passkey's answer to a sign-in step, alone or after the password. */
export async function loginWithPasskey(
  ctx: AppContext,
  rp: RelyingParty,
  input: z.output<typeof passkeySignInInput> & SignInClient,
): Promise<{ token: string }> {
  const { db } = ctx
  const signIn = await verifyPasskeySignIn(ctx, rp, input)
  const user = await findUserById(db, signIn.userId)
  if (!user || !(await completeStep(db, signIn.step))) throw new AppError(400, STEP_EXPIRED)
  await clearFailures(db, user.email, input.client)
  const how = signIn.alone
    ? ` with the passkey "${signIn.passkeyName}"`
    : ` with a passkey after the password`
  return { token: await openSession(db, user, input, how) }
}

/**
 * The device a sign-in came from, as the activity log names it (' on Chrome 131 (Windows 10)');
 * never the address (docs/privacy.md).
 */
const onDevice = (client: SignInClient) => {
  const device = deviceName(client.userAgent ?? null)
  return device ? ` on ${device}` : ''
}

const signedInWith = (used: 'authenticator' | 'recovery-code') =>
  used === 'authenticator' ? ' with an authenticator code' : ' with a recovery code'

/** A wrong password or code: counted towards the lock, and recorded. */
async function failed(
  db: Db,
  user: Account | undefined,
  who: { email: string; client: string },
  policy: LockoutPolicy,
  summary: string,
) {
  await recordFailure(db, who.email, policy)
  await recordActivity(db, user ? { _id: user.id, username: user.username } : null, {
    action: 'sign-in-failed',
    entity: 'user',
    entityId: user?.id,
    summary,
  })
}

/** A whole sign-in: the address's failures are forgotten, and a session opens. */
async function openSession(
  db: Db,
  user: { id: string; username: string; email: string },
  request: SignInClient,
  how: string,
): Promise<string> {
  await clearFailures(db, user.email, request.client)
  await deleteExpiredSessions(db)
  return inTransaction(db, async (trx) => {
    await setLastLogin(trx, user.id, nowIso())
    await recordActivity(
      trx,
      { _id: user.id, username: user.username },
      {
        action: 'sign-in',
        entity: 'user',
        entityId: user.id,
        summary: `Signed in${how}${onDevice(request)}`,
      },
    )
    return createSession(trx, user.id, request.userAgent)
  })
}

/**
 * Checks the signed-in user's password again (to change it, or before a second factor is taken
 * away) under the sign-in lock: a stolen token must not become a way to guess the password
 * without limit. A wrong one is a 400 with `message` under `field`.
 */
export async function confirmPassword(
  db: Db,
  session: Session,
  input: { password: string; client: string },
  policy: LockoutPolicy,
  wrong: { field: string; message: string } = {
    field: 'password',
    message: 'Password is incorrect',
  },
): Promise<void> {
  const user = await findCredentials(db, session.user._id)
  const who = { email: user.email, client: input.client }
  const locked = 'Too many wrong passwords. Please try again later.'
  if (!(await checkPassword(db, who, user.password_hash, input.password, policy, locked))) {
    throw new AppError(400, 'Validation failed', { [wrong.field]: [wrong.message] })
  }
}

/** Ends this session; the token stops working at once. */
export async function logout(db: Db, session: Session): Promise<void> {
  await revokeSession(db, session.tokenHash)
}

/**
 * Changes the signed-in user's password and signs out their other sessions. Wrong current
 * passwords count towards the e-mail's sign-in lock (`confirmPassword`). The account's cap on
 * wrong codes is lifted: whoever guessed at them no longer has the password (ADR 069).
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: z.output<typeof changePasswordInput> & { client: string },
  policy: LockoutPolicy,
): Promise<void> {
  await confirmPassword(
    db,
    session,
    { password: input.currentPassword, client: input.client },
    policy,
    {
      field: 'currentPassword',
      message: 'Current password is incorrect',
    },
  )
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
  await forgetWrongCodes(db, session.user.email)
}
