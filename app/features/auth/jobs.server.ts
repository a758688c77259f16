import type { AppContext } from '~/core/context.server'
import { CHALLENGE_TTL_MS, forgetExpiredChallenges } from './challenges.server'
import { forgetStaleAttempts } from './lockout.server'
import { RESET_MAIL_JOB, resetMailOf, sendResetLink } from './password-reset.server'
import {
  sendWrongCodesMail,
  WRONG_CODES_MAIL_JOB,
  type WrongCodesMailPayload,
} from './wrong-codes-mail.server'

/**
 * Signing in's work on the one job runner (ADR 042): the mails (a reset link asked for; the
 * owner told of a locked code step), one-off and retried; and forgetting what has run out —
 * sign-in steps past their five minutes, and lockout counters past their window, which are
 * the only rows that hold a client address (docs/privacy.md).
 */
export function defineAuthJobs(ctx: AppContext) {
  const { db, logger, jobs, env } = ctx
  const resetMail = resetMailOf(ctx)
  if (resetMail) {
    jobs.define(RESET_MAIL_JOB, {
      run: async ({ payload }) => {
        await sendResetLink(db, resetMail, logger, (payload as { email: string }).email)
      },
    })
  }
  const mailer = ctx.mailer
  if (mailer) {
    const mail = { mailer, siteUrl: env.SITE_URL, timeZone: env.SITE_TIMEZONE }
    jobs.define(WRONG_CODES_MAIL_JOB, {
      run: async ({ payload }) => {
        await sendWrongCodesMail(db, mail, logger, payload as WrongCodesMailPayload)
      },
    })
  }
  // As often as a step lives: the rows a flood of passkey sign-ins leaves go within minutes.
  jobs.define('auth.challenges.forget', {
    every: CHALLENGE_TTL_MS,
    run: async ({ now }) => {
      await forgetExpiredChallenges(db, now)
    },
  })
  jobs.define('auth.lockout.forget', {
    every: 15 * 60_000,
    run: async () => {
      const policy = { maxAttempts: env.LOGIN_MAX_ATTEMPTS, lockMinutes: env.LOGIN_LOCK_MINUTES }
      await forgetStaleAttempts(db, policy)
    },
  })
}
