import nodemailer from 'nodemailer'
import type { Notifier } from '~/core/context.server'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { nowIso } from '~/lib/records'
import { findMessage } from './queries.server'
import type { Message } from './schemas'

export interface NotifierOptions {
  smtpUrl: string
  to: string
  /** The sender (mailSender: MAIL_FROM, else no-reply at the recipient's domain). */
  from: string
  pollMs?: number
  /** Wait before each retry; after the last, the notification is marked failed. */
  retryDelaysMs?: number[]
  /** The site's name as Settings → Brand has it, read when a mail is made. */
  siteName?: () => Promise<string>
}

const DEFAULT_RETRIES = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000]
/** How long a claimed notification is reserved for the instance sending it. */
const CLAIM_MS = 5 * 60_000

export const disabledNotifier: Notifier = {
  enabled: false,
  start() {},
  kick() {},
  stop: async () => {},
}

/** `Name <a@b>` → `a@b`; a bare address as it is. */
const bareAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

function mailFor(message: Message, to: string, from: string, siteName: string) {
  const lines = [
    `New message from the ${siteName} website contact form (${message.createdAt}):`,
    '',
    `Name:    ${message.name}`,
    `Email:   ${message.email}`,
    `Phone:   ${message.phone ?? '—'}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ]
  return {
    to,
    // Replying goes straight to the visitor.
    replyTo: { name: message.name, address: message.email },
    subject: `New message: ${message.subject}`,
    // The brand names the sender in the recipient's list of mails.
    from: { name: siteName, address: bareAddress(from) },
    text: lines.join('\n'),
  }
}

/**
 * Delivers contact messages by e-mail from the outbox that `insertMessage` fills in the same
 * transaction as the message, so a notification is never lost with a crash or an SMTP outage:
 * it is retried with growing delays, by whichever instance claims it first.
 */
export function createNotifier(db: Db, logger: Logger, options: NotifierOptions): Notifier {
  const transport = nodemailer.createTransport(options.smtpUrl)
  const { from } = options
  const retries = options.retryDelaysMs ?? DEFAULT_RETRIES
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = true

  async function claimDue() {
    const now = nowIso()
    const due = await db
      .selectFrom('notification_outbox')
      .select(['message_id', 'attempts', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(10)
      .execute()
    const claimed = []
    for (const row of due) {
      const result = await db
        .updateTable('notification_outbox')
        .set({ next_attempt_at: new Date(Date.now() + CLAIM_MS).toISOString() })
        .where('message_id', '=', row.message_id)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst()
      if (result.numUpdatedRows > 0n) claimed.push(row)
    }
    return claimed
  }

  async function deliver(row: { message_id: string; attempts: number }) {
    const message = await findMessage(db, row.message_id)
    if (!message) return
    try {
      const siteName = (await options.siteName?.().catch(() => undefined)) ?? 'Website'
      await transport.sendMail(mailFor(message, options.to, from, siteName))
      await db
        .updateTable('notification_outbox')
        .set({ status: 'sent', sent_at: nowIso(), attempts: row.attempts + 1, last_error: null })
        .where('message_id', '=', row.message_id)
        .execute()
      logger.info({ messageId: row.message_id }, 'message notification sent')
    } catch (error) {
      const attempts = row.attempts + 1
      const delay = retries[attempts - 1]
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error)
      await db
        .updateTable('notification_outbox')
        .set({
          attempts,
          last_error: lastError,
          status: delay === undefined ? 'failed' : 'pending',
          next_attempt_at: new Date(Date.now() + (delay ?? 0)).toISOString(),
        })
        .where('message_id', '=', row.message_id)
        .execute()
      const log = delay === undefined ? logger.error.bind(logger) : logger.warn.bind(logger)
      log({ messageId: row.message_id, attempts, err: lastError }, 'message notification failed')
    }
  }

  async function run() {
    do {
      again = false
      try {
        for (const row of await claimDue()) await deliver(row)
      } catch (error) {
        // The database may be briefly unavailable; the next poll tries again.
        logger.warn({ err: error }, 'notification outbox unavailable')
      }
    } while (again && !stopped)
  }

  function trigger() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().finally(() => (running = undefined))
  }

  return {
    enabled: true,
    start() {
      stopped = false
      timer = setInterval(trigger, options.pollMs ?? 15_000)
      timer.unref()
      trigger()
    },
    kick: trigger,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}
