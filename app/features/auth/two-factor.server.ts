import { createHash, randomBytes } from 'node:crypto'
import { recordActivity, type Actor } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import type { Role } from '~/core/rights'
import { inTransaction, type Db } from '~/lib/db.server'
import type { Env } from '~/lib/env.server'
import { AppError } from '~/lib/errors'
import { matchTotp, newTotpSecret, otpauthUrl } from '~/lib/totp.server'
import {
  countUnusedRecoveryCodes,
  deleteAuthenticator,
  deleteOtherSessions,
  deletePasskeys,
  findAuthenticator,
  listPasskeys,
  putPendingAuthenticator,
  usersWithSecondFactor,
  replaceRecoveryCodes,
  spendRecoveryCode,
  spendStep,
} from './queries.server'
import type { TwoFactorStatus } from './schemas'
import type { Session } from './sessions.server'

/**
 * The authenticator app (RFC 6238) and its recovery codes (docs/product.md §Settings,
 * Two-factor sign-in; ADR 047, 048). An account has "two-factor sign-in" when it has a
 * confirmed authenticator app or a passkey; a password alone then opens nothing.
 */

export const RECOVERY_CODE_COUNT = 10

/** Whether REQUIRE_2FA asks accounts of this role for a second factor. */
export function secondFactorRequired(policy: Env['REQUIRE_2FA'], role: Role): boolean {
  return policy === 'all' || (policy === 'admin' && role === 'admin')
}

/** The codes as shown: 16 base32 characters (80 bits) in four groups, `abcd-efgh-ijkl-mnop`. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  const chars = [...randomBytes(16)].map((byte) => alphabet[byte & 31]).join('')
  return chars.match(/.{4}/g)!.join('-')
}

/** What is stored of a recovery code, whatever spaces, dashes or capitals it was typed with. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ''))
    .digest('hex')

const actorOf = (session: Session): Actor => session.user

export async function twoFactorStatus(ctx: AppContext, session: Session): Promise<TwoFactorStatus> {
  const userId = session.user._id
  const [app, codes, keys] = await Promise.all([
    findAuthenticator(ctx.db, userId),
    countUnusedRecoveryCodes(ctx.db, userId),
    listPasskeys(ctx.db, userId),
  ])
  return {
    enabled: Boolean(app?.confirmed_at),
    recoveryCodesLeft: app?.confirmed_at ? codes : 0,
    passkeys: keys.length,
    required: secondFactorRequired(ctx.env.REQUIRE_2FA, session.user.role),
  }
}

/**
 * Begins setting up the authenticator app: a new secret, kept unconfirmed until one of its
 * codes comes back (`enableAuthenticator`). Asking again replaces it. `issuer` names the site
 * in the app (its host).
 */
export async function startAuthenticatorSetup(
  ctx: AppContext,
  session: Session,
  issuer: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const userId = session.user._id
  if ((await findAuthenticator(ctx.db, userId))?.confirmed_at) {
    throw new AppError(409, 'The authenticator app is already set up')
  }
  const secret = newTotpSecret()
  await putPendingAuthenticator(ctx.db, {
    userId,
    secret: await ctx.secretBox.seal(secret),
    now: ctx.clock.now().toISOString(),
  })
  return { secret, otpauthUrl: otpauthUrl({ issuer, account: session.user.email, secret }) }
}

const INVALID_CODE = 'Invalid code'

/**
 * Confirms the authenticator being set up with one of its codes, turns two-factor sign-in on,
 * and answers the ten recovery codes: shown this once, stored only as hashes. Turning it on
 * signs the person out everywhere else.
 */
export async function enableAuthenticator(
  ctx: AppContext,
  session: Session,
  code: string,
): Promise<string[]> {
  const userId = session.user._id
  const pending = await findAuthenticator(ctx.db, userId)
  if (!pending || pending.confirmed_at) {
    throw new AppError(409, 'Start setting up the authenticator app first')
  }
  const secret = await ctx.secretBox.open(pending.secret)
  const now = ctx.clock.now()
  const step = secret === undefined ? undefined : matchTotp(secret, code.replace(/\s/g, ''), now)
  if (step === undefined) throw new AppError(400, INVALID_CODE)
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await inTransaction(ctx.db, async (trx) => {
    if (!(await spendStep(trx, { userId, step, confirmedAt: now.toISOString() }))) {
      throw new AppError(400, INVALID_CODE)
    }
    await replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode))
    await deleteOtherSessions(trx, userId, session.tokenHash)
    await recordActivity(trx, actorOf(session), {
      action: 'two-factor-on',
      entity: 'user',
      entityId: userId,
      summary:
        'Turned on two-factor sign-in with an authenticator app; their other sessions were signed out',
    })
  })
  return codes
}

/**
 * Whether `code` is the account's current authenticator code (not used before) or one of its
 * unused recovery codes, and spends it: which one it was, or undefined.
 */
export async function spendSecondFactorCode(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<'authenticator' | 'recovery-code' | undefined> {
  const app = await findAuthenticator(ctx.db, userId)
  if (!app?.confirmed_at) return undefined
  const typed = code.replace(/[\s-]/g, '')
  if (/^\d{6}$/.test(typed)) {
    const secret = await ctx.secretBox.open(app.secret)
    if (secret === undefined) return undefined
    const step = matchTotp(secret, typed, ctx.clock.now(), app.last_used_step)
    if (step === undefined) return undefined
    // A secret sealed before AUTH_SECRET was set is sealed again with it, now it is read.
    const resealed = ctx.secretBox.isStale(app.secret)
      ? await ctx.secretBox.seal(secret)
      : undefined
    return (await spendStep(ctx.db, { userId, step, secret: resealed }))
      ? 'authenticator'
      : undefined
  }
  const spent = await spendRecoveryCode(ctx.db, {
    userId,
    codeHash: hashRecoveryCode(typed),
    now: ctx.clock.now().toISOString(),
  })
  return spent ? 'recovery-code' : undefined
}

/**
 * Refuses to take away the account's last second factor while REQUIRE_2FA asks its role for
 * one (409): they would be sent straight back to set one up.
 */
export async function keepsRequiredFactor(
  ctx: AppContext,
  session: Session,
  removing: 'authenticator' | 'passkey',
): Promise<void> {
  if (!secondFactorRequired(ctx.env.REQUIRE_2FA, session.user.role)) return
  const status = await twoFactorStatus(ctx, session)
  const left = (status.enabled ? 1 : 0) + status.passkeys - 1
  if (left < 1) {
    throw new AppError(
      409,
      `Your role must keep a second factor: add ${removing === 'passkey' ? 'another passkey or the authenticator app' : 'a passkey'} first`,
    )
  }
}

/** Turns the authenticator app off (the password was checked), its recovery codes with it. */
export async function disableAuthenticator(ctx: AppContext, session: Session): Promise<void> {
  await keepsRequiredFactor(ctx, session, 'authenticator')
  await inTransaction(ctx.db, async (trx) => {
    if (!(await deleteAuthenticator(trx, session.user._id))) {
      throw new AppError(409, 'The authenticator app is not set up')
    }
    await recordActivity(trx, actorOf(session), {
      action: 'two-factor-off',
      entity: 'user',
      entityId: session.user._id,
      summary: 'Turned off the authenticator app',
    })
  })
}

/** New recovery codes in place of the old ones (the password was checked). */
export async function renewRecoveryCodes(ctx: AppContext, session: Session): Promise<string[]> {
  const userId = session.user._id
  if (!(await findAuthenticator(ctx.db, userId))?.confirmed_at) {
    throw new AppError(409, 'The authenticator app is not set up')
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await replaceRecoveryCodes(ctx.db, userId, codes.map(hashRecoveryCode))
  return codes
}

/**
 * An admin resets a colleague's second factors (they lost their phone): the authenticator, its
 * recovery codes and every passkey go, and so do that person's sessions. Recorded. `actor` is
 * null for the server's command line.
 */
export async function resetSecondFactors(
  db: Db,
  actor: Actor | null,
  user: { _id: string; username: string; email: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteAuthenticator(trx, user._id)
    await deletePasskeys(trx, user._id)
    await deleteOtherSessions(trx, user._id, null)
    await recordActivity(trx, actor, {
      action: 'two-factor-reset',
      entity: 'user',
      entityId: user._id,
      summary: `Reset the two-factor sign-in of ${user.username} (${user.email}); their sessions were signed out${actor ? '' : ' (command line)'}`,
    })
  })
}

/** The ids of the accounts that have two-factor sign-in, for the team's list. */
export const accountsWithSecondFactor = (db: Db) => usersWithSecondFactor(db)
