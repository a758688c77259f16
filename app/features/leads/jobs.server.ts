import type { AppContext } from '~/core/context.server'
import { pruneLeads } from './erasure.server'
import { pollMailbox } from './inbound.server'
import { OWNER_MAIL_JOB, sendOwnerMail, type OwnerMailPayload } from './owner-mail.server'
import { REPLY_JOB, sendReply } from './replies.server'

/**
 * The leads' work on the one job runner (ADR 042): mails to new owners and replies (one-off,
 * queued with the change, retried), the retention sweep (daily, once across instances), and
 * the IMAP poll when IMAP_URL is set (one poller at a time: the job's lease).
 */
export const IMAP_JOB = 'leads.imap'
export const RETENTION_JOB = 'leads.retention'

export function defineLeadJobs(ctx: AppContext) {
  const { jobs, db, logger, env } = ctx
  const mailer = ctx.mailer
  if (mailer) {
    jobs.define(OWNER_MAIL_JOB, {
      run: async ({ payload }) => {
        await sendOwnerMail(db, mailer, payload as OwnerMailPayload)
      },
    })
    jobs.define(REPLY_JOB, {
      run: async ({ payload }) => {
        await sendReply(
          db,
          mailer,
          { replyTo: env.REPLY_TO, timeZone: env.SITE_TIMEZONE },
          (payload as { eventId: string }).eventId,
        )
      },
    })
  }
  const imapUrl = env.IMAP_URL
  if (imapUrl) {
    const every = env.IMAP_POLL_SECONDS * 1000
    jobs.define(IMAP_JOB, {
      every,
      // One poller at a time across instances; a poll that hangs is taken over after this.
      leaseMs: Math.max(60_000, 2 * every),
      run: async () => {
        await pollMailbox(db, logger, imapUrl)
      },
    })
  }
  const days = env.LEAD_RETENTION_DAYS
  if (days !== undefined) {
    jobs.define(RETENTION_JOB, {
      every: 86_400_000,
      leaseMs: 600_000,
      run: async ({ now }) => {
        const deleted = await pruneLeads(ctx.database, days, now)
        if (deleted > 0) logger.info({ deleted }, 'closed leads past LEAD_RETENTION_DAYS deleted')
      },
    })
  }
}
