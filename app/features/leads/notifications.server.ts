import type { Notifier } from '~/core/context.server'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { mailDate, type Mail, type Mailer } from '~/lib/mailer.server'
import { nowIso } from '~/lib/records'
import { findMessage } from './queries.server'
import type { Message } from './schemas'

export interface NotifierOptions {
  /** The site's mailer: the brand names the sender and the site (docs/api.md §Mail). */
  mailer: Mailer
  to: string
  /** SITE_TIMEZONE: the time the message came, as the team reads the clock. */
  timeZone: string
  pollMs?: number
  /** Wait before each retry; after the last, the notification is marked failed. */
  retryDelaysMs?: number[]
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

function mailFor(message: Message, to: string, timeZone: string): Mail {
  return {
    to,
    // Replying goes straight to the visitor.
    replyTo: { name: message.name, address: message.email },
    subject: `New message: ${message.subject}`,
    text: (brand) =>
      [
        `New message from the ${brand} website contact form (${mailDate(message.createdAt, timeZone)}):`,
        '',
        `Name:    ${message.name}`,
        `Email:   ${message.email}`,
        `Phone:   ${message.phone ?? '—'}`,
        `Subject: ${message.subject}`,
        '',
        message.message,
      ].join('\n'),
  }
}

/**
 * Delivers contact messages by e-mail from the outbox that `insertMessage` fills in the same
 * transaction as the message, so a notification is never lost with a crash or an SMTP outage:
 * it is retried with growing delays, by whichever instance claims it first.
 */
export function createNotifier(db: Db, logger: Logger, options: NotifierOptions): Notifier {
  const { mailer } = options
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
      await mailer.send(mailFor(message, options.to, options.timeZone))
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
    },
  }
}
