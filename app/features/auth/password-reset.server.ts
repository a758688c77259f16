import { randomUUID } from 'node:crypto'
import { recordActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import type { Logger } from '~/lib/logger.server'
import type { Mailer } from '~/lib/mailer.server'
import { nowIso } from '~/lib/records'
import { hashToken, newToken } from '~/lib/tokens.server'
import type { z } from '~/lib/validation'
import { findUserByEmail, setPassword } from '~/core/users.server'
import { hashPassword } from '~/lib/password.server'
import * as queries from './queries.server'
import { INVALID_RESET_LINK, type resetPasswordInput } from './schemas'

/** A reset link works for an hour, once. */
export const RESET_LINK_MS = 60 * 60 * 1000

/** What sending a reset link needs: both SMTP_URL (a mailer) and SITE_URL (for the link). */
export interface ResetMail {
  mailer: Mailer
  siteUrl: string
}

/** The mail set-up for reset links, or undefined when the site cannot send them. */
export function resetMailOf(ctx: Pick<AppContext, 'mailer' | 'env'>): ResetMail | undefined {
  return ctx.mailer && ctx.env.SITE_URL
    ? { mailer: ctx.mailer, siteUrl: ctx.env.SITE_URL }
    : undefined
}

/** The job that sends a requested link (docs/decisions/042-one-job-runner.md). */
export const RESET_MAIL_JOB = 'password-reset.mail'

/** However many addresses ask, one account receives at most this many links an hour. */
const MAX_LINKS_PER_HOUR = 5

/**
 * Asks for a reset link to be mailed to `email`. Every address, known or not, costs exactly
 * this: one queued job. The lookup, the token and the mail happen later in the job runner, at
 * a moment unrelated to this request, so neither the answer nor the time of the next request
 * tells whether an account uses the address.
 */
export async function requestResetLink(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>,
  email: string,
) {
  await ctx.jobs.enqueue(ctx.db, RESET_MAIL_JOB, {
    key: randomUUID(),
    runAt: ctx.clock.now(),
    payload: { email },
  })
}

/**
 * Sends a reset link to the account with this e-mail, if there is one; does nothing otherwise.
 * The link's token is 32 random bytes; only its hash is stored.
 */
export async function sendResetLink(
  db: Db,
  mail: ResetMail,
  logger: Logger,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const now = Date.now()
  if (
    (await queries.countRecentResets(db, user.id, new Date(now - 3600_000).toISOString())) >=
    MAX_LINKS_PER_HOUR
  ) {
    logger.warn({ userId: user.id }, 'password reset link not sent: too many this hour')
    return
  }
  const token = newToken()
  await queries.deleteOldResets(db, new Date(now - 24 * 3600_000).toISOString())
  await queries.insertPasswordReset(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_LINK_MS).toISOString(),
  })
  const link = new URL('/admin/reset-password', mail.siteUrl)
  link.searchParams.set('token', token)
  await mail.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone (we hope you) asked to reset the password of your account on the website. Open',
      'this link within an hour to choose a new one:',
      '',
      link.href,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  })
  logger.info({ userId: user.id }, 'password reset link sent')
}

/**
 * Sets a new password with a reset link: the link is used up, every session of the account
 * ends, its sign-in locks are lifted, and the reset is recorded, in one transaction. An
 * unknown, used or expired link is a 400 with INVALID_RESET_LINK.
 */
export async function resetPassword(
  db: Db,
  input: z.output<typeof resetPasswordInput>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password)
  await inTransaction(db, async (trx) => {
    const now = nowIso()
    const user = await queries.useResetToken(trx, hashToken(input.token), now)
    if (!user) throw new AppError(400, INVALID_RESET_LINK)
    await setPassword(trx, { id: user.id, email: user.email, passwordHash, now })
    await recordActivity(
      trx,
      { _id: user.id, username: user.username },
      {
        action: 'password-reset',
        entity: 'user',
        entityId: user.id,
        summary: 'Reset their password by e-mail; all their sessions were signed out',
      },
    )
  })
}
