import { randomUUID } from 'node:crypto'
import { recordActivity, named } from '~/core/activity.server'
import type { JobRunner } from '~/core/jobs.server'
import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { mailDate, type Mailer } from '~/lib/mailer.server'
import { nowIso } from '~/lib/records'
import { isId } from '~/lib/validation'
import type { OutboundEvents } from '~/core/events.server'
import { emitLeadUpdated } from './lead-events.server'
import { setStatus } from './pipeline.server'
import * as queries from './queries.server'
import type { Message, TimelineEntry } from './schemas'
import { addEvent, toTimelineEntry, type EventActor } from './timeline.server'

/** The job that sends one reply (one-off, queued with the reply, retried by the runner). */
export const REPLY_JOB = 'leads.reply'
/** Attempts before a reply is marked failed for good (the runner waits 2, 4, 8, 16 s between). */
export const REPLY_ATTEMPTS = 5

export const NO_SMTP =
  'Replies cannot be sent from the portal: the server has no SMTP_URL. Use "Reply via Email".'

/** `<uuid@domain>`: ours, with the sending domain, so answers to it can be recognised. */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  return `<${randomUUID()}@${domain}>`
}

/**
 * Queues a reply to the lead's sender (ADR 063): on the timeline as `queued`, with our
 * Message-ID, in one transaction with its job. A New lead becomes Contacted in the same write.
 */
export async function queueReply(
  trx: Db,
  id: string,
  actor: EventActor,
  body: string,
  { jobs, from, events }: { jobs: JobRunner; from: string; events: OutboundEvents },
): Promise<TimelineEntry> {
  const lead = found(isId(id) ? await queries.findMessage(trx, id) : undefined, 'Message not found')
  const row = await addEvent(trx, actor, {
    message_id: lead._id,
    type: 'reply',
    body,
    state: 'queued',
    mail_message_id: newMessageId(from),
  })
  await recordActivity(trx, actor, {
    action: 'create',
    entity: 'message',
    entityId: lead._id,
    summary: `Replied to the lead from ${lead.name}: ${named(lead.subject)}`,
  })
  if (lead.status === 'new' && (await setStatus(trx, actor, lead, 'contacted'))) {
    const contacted = found(await queries.findMessage(trx, lead._id), 'Message not found')
    await emitLeadUpdated(events, trx, contacted, { status: { from: 'new', to: 'contacted' } })
  }
  // Due at once, whatever the runner's clock says.
  await jobs.enqueue(trx, REPLY_JOB, {
    key: row.id,
    runAt: new Date(0),
    payload: { eventId: row.id },
  })
  return toTimelineEntry(row)
}

/**
 * The visitor's message as a reply quotes it below the sign-off, as mail programs do: "On 27
 * November 2026 at 16:01, Jordan Lee wrote:", the moment in the site's time zone.
 */
export function quoteOf(lead: Message, timeZone: string): string {
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
  return `On ${mailDate(lead.createdAt, timeZone)}, ${lead.name} wrote:\n${quoted}`
}

/**
 * Sends a queued reply. A failure is kept on the reply (the timeline shows it) and thrown, so
 * the job runner tries again later; after REPLY_ATTEMPTS it is marked failed and left.
 */
export async function sendReply(
  db: Db,
  mailer: Mailer,
  { replyTo, timeZone }: { replyTo: string | undefined; timeZone: string },
  eventId: string,
): Promise<void> {
  const event = await db
    .selectFrom('lead_events')
    .leftJoin('users', 'users.id', 'lead_events.actor_id')
    .selectAll('lead_events')
    .select('users.email as actor_email')
    .where('lead_events.id', '=', eventId)
    .executeTakeFirst()
  // Erased meanwhile, or already sent by a run that outlived its lease.
  if (!event || event.state !== 'queued') return
  const lead = await queries.findMessage(db, event.message_id)
  if (!lead) return
  try {
    // From "{staff member} at {brand}": a person answers, in the brand's name.
    await mailer.send({
      to: lead.email,
      subject: `Re: ${lead.subject}`,
      author: event.actor_name ?? undefined,
      replyTo: replyTo ?? event.actor_email ?? undefined,
      messageId: event.mail_message_id ?? undefined,
      text: event.body ?? '',
      quote: quoteOf(lead, timeZone),
    })
    await db
      .updateTable('lead_events')
      .set({ state: 'sent', error: null, attempts: event.attempts + 1 })
      .where('id', '=', eventId)
      .execute()
  } catch (error) {
    const attempts = event.attempts + 1
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const gaveUp = attempts >= REPLY_ATTEMPTS
    await db
      .updateTable('lead_events')
      .set({ state: gaveUp ? 'failed' : 'queued', error: reason, attempts })
      .where('id', '=', eventId)
      .execute()
    if (!gaveUp) throw error
  }
}

/** A mail answering one of our replies: the lead shows as answered. */
export async function markAnswered(db: Db, messageId: string, at = nowIso()) {
  await db.updateTable('messages').set({ answered_at: at }).where('id', '=', messageId).execute()
}
