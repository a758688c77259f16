import type { AppContext } from '~/core/context.server'
import { findUserById } from '~/core/users.server'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import type { Mailer } from '~/lib/mailer.server'
import { CODE_CAP } from './lockout.server'

/** The job that tells an account's owner its code step was locked (ADR 042, 069). */
export const WRONG_CODES_MAIL_JOB = 'auth.wrong-codes.mail'

export interface WrongCodesMailPayload {
  userId: string
  /** When the code step opens again (ISO). */
  until: string
}

/**
 * Queues the mail to the owner of an account whose code step has just been locked by wrong
 * codes: only who and until when, never the addresses the codes came from. Nothing is queued
 * where the site cannot send mail (the activity log still says it).
 */
export async function queueWrongCodesMail(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'mailer'>,
  payload: WrongCodesMailPayload,
): Promise<void> {
  if (!ctx.mailer) return
  await ctx.jobs.enqueue(ctx.db, WRONG_CODES_MAIL_JOB, {
    // One mail per lock: the lock's end names it.
    key: `${payload.userId}:${payload.until}`,
    runAt: ctx.clock.now(),
    payload,
  })
}

/** The time of day the lock ends, in the site's time zone ('14:32 (Europe/Berlin)'). */
function timeOfDay(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
  return `${time} (${timeZone})`
}

/** Sends the mail to the account's owner; an account removed since gets nothing. */
export async function sendWrongCodesMail(
  db: Db,
  mail: { mailer: Mailer; siteUrl?: string; timeZone: string },
  logger: Logger,
  payload: WrongCodesMailPayload,
): Promise<void> {
  const user = await findUserById(db, payload.userId)
  if (!user) return
  const settings = mail.siteUrl ? new URL('/admin/settings', mail.siteUrl).href : undefined
  await mail.mailer.send({
    to: user.email,
    subject: 'Someone is trying to sign in to your account',
    text: [
      `Hello ${user.username},`,
      '',
      'Someone entered the right password for your account on the website, then',
      `${CODE_CAP.maxAttempts} wrong two-factor codes within ${CODE_CAP.lockMinutes} minutes. To protect the account,`,
      `sign-in codes are refused until ${timeOfDay(payload.until, mail.timeZone)}; a passkey`,
      'still signs you in.',
      '',
      'If this was not you, someone knows your password: change it now (Settings,',
      'Change password), which also signs out every other session, and look at',
      '"Where you\'re signed in" on the same screen.',
      ...(settings ? ['', settings] : []),
    ].join('\n'),
  })
  logger.info({ userId: user.id }, 'wrong-codes mail sent')
}
