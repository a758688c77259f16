import type { Insertable, Selectable } from 'kysely'
import type { LeadEventsTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { randomBytes } from 'node:crypto'
import { nowIso } from '~/lib/records'
import type { TimelineEntry } from './schemas'
import { isLeadStatus } from './statuses'

/** Who did it: a staff member, or nobody (a mail that came in, the server's own job). */
export interface EventActor {
  _id: string
  username: string
}

let lastMs = 0
let counter = 0

/**
 * A UUID-shaped id that sorts by creation (UUIDv7's layout: milliseconds, then a counter
 * within the millisecond): a status change and the reply that caused it, written in the same
 * millisecond, keep their order on the timeline.
 */
export function newEventId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now
    counter = 0
  } else counter++
  const hex =
    lastMs.toString(16).padStart(12, '0') +
    '7' +
    (counter & 0xfff).toString(16).padStart(3, '0') +
    randomBytes(8).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

type NewEvent = Omit<
  Insertable<LeadEventsTable>,
  'id' | 'at' | 'actor_id' | 'actor_name' | 'attempts'
>

/**
 * Adds one entry to a lead's timeline. Called with the transaction of the change it records,
 * so the timeline holds an entry exactly when the change happened (DESIGN.md 18).
 */
export async function addEvent(
  trx: Db,
  actor: EventActor | null,
  event: NewEvent,
  at = nowIso(),
): Promise<Selectable<LeadEventsTable>> {
  const row = {
    id: newEventId(),
    at,
    actor_id: actor?._id ?? null,
    actor_name: actor?.username ?? null,
    from_status: null,
    to_status: null,
    assignee_id: null,
    assignee_name: null,
    body: null,
    state: null,
    attempts: 0,
    error: null,
    mail_message_id: null,
    mail_from: null,
    ...event,
  }
  await trx.insertInto('lead_events').values(row).execute()
  return row
}

export function toTimelineEntry(row: Selectable<LeadEventsTable>): TimelineEntry {
  const base = {
    _id: row.id,
    at: row.at,
    actor: row.actor_name === null ? null : { _id: row.actor_id, username: row.actor_name },
  }
  switch (row.type) {
    case 'status':
      return {
        ...base,
        type: 'status',
        from: isLeadStatus(row.from_status) ? row.from_status : 'new',
        to: isLeadStatus(row.to_status) ? row.to_status : 'new',
      }
    case 'assigned':
      return {
        ...base,
        type: 'assigned',
        to:
          row.assignee_name === null ? null : { _id: row.assignee_id, username: row.assignee_name },
      }
    case 'note':
      return { ...base, type: 'note', body: row.body ?? '' }
    case 'reply':
      return {
        ...base,
        type: 'reply',
        body: row.body ?? '',
        state: row.state ?? 'queued',
        messageId: row.mail_message_id ?? '',
        error: row.error,
      }
    case 'inbound':
      return {
        ...base,
        type: 'inbound',
        body: row.body ?? '',
        from: row.mail_from ?? '',
        messageId: row.mail_message_id ?? '',
      }
  }
}

/** A lead's timeline, oldest first. */
export async function timelineOf(db: Db, messageId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('lead_events')
    .selectAll()
    .where('message_id', '=', messageId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  return rows.map(toTimelineEntry)
}
