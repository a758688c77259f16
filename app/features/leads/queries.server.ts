import { sql, type Selectable } from 'kysely'
import type { MessagesTable } from '~/lib/db-schema'
import { inTransaction, type Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'
import type { Message, MessageData, MessageSource } from './schemas'
import { DEFAULT_STATUSES, isLeadStatus, type LeadStatus } from './statuses'

type MessageRow = Selectable<MessagesTable> & { assignee_name?: string | null }

/** Messages with their owner's username (the owner may have been removed: then null). */
export function messageRows(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('users', 'users.id', 'messages.assignee_id')
    .selectAll('messages')
    .select('users.username as assignee_name')
}

function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read: Boolean(row.read),
    createdAt: row.created_at,
    source:
      row.source_landing_page === null
        ? null
        : {
            landingPage: row.source_landing_page,
            referrer: row.source_referrer,
            utmSource: row.source_utm_source,
            utmMedium: row.source_utm_medium,
            utmCampaign: row.source_utm_campaign,
          },
    status: isLeadStatus(row.status) ? row.status : 'new',
    assignee:
      row.assignee_id && row.assignee_name
        ? { _id: row.assignee_id, username: row.assignee_name }
        : null,
    answeredAt: row.answered_at ?? null,
    spamReason: row.spam_reason ?? null,
    lang: row.lang ?? null,
    page: row.page ?? null,
  }
}

export interface MessageFilter {
  /** Only these statuses; without it, every status but spam. */
  statuses?: readonly LeadStatus[]
  /** A user's id, or null for leads nobody owns. */
  assigneeId?: string | null
  /** One sender's address, any case. */
  email?: string
}

/** Newest first, the default sort (docs/product.md §Constants). */
export async function listMessages(db: Db, filter: MessageFilter = {}): Promise<Message[]> {
  const statuses = filter.statuses ?? DEFAULT_STATUSES
  const rows = await messageRows(db)
    .where('messages.status', 'in', [...statuses])
    .$if(filter.assigneeId !== undefined, (q) =>
      filter.assigneeId === null
        ? q.where('messages.assignee_id', 'is', null)
        : q.where('messages.assignee_id', '=', filter.assigneeId!),
    )
    .$if(filter.email !== undefined, (q) =>
      q.where(sql`lower(messages.email)`, '=', filter.email!.toLowerCase()),
    )
    .orderBy('messages.created_at', 'desc')
    .execute()
  return rows.map(toMessage)
}

/**
 * Every message, newest first, a page at a time: each page starts after the last row of
 * the one before (keyset, by created_at then id), so memory holds one page whatever the
 * count, and no read transaction stays open between pages.
 */
export async function* messagePages(
  db: Db,
  pageSize: number,
  email?: string,
): AsyncGenerator<Message[]> {
  let after: { created_at: string; id: string } | undefined
  for (;;) {
    const last = after
    const rows = await messageRows(db)
      .$if(email !== undefined, (q) =>
        q.where(sql`lower(messages.email)`, '=', email!.toLowerCase()),
      )
      .$if(last !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('messages.created_at', '<', last!.created_at),
            eb.and([
              eb('messages.created_at', '=', last!.created_at),
              eb('messages.id', '<', last!.id),
            ]),
          ]),
        ),
      )
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(pageSize)
      .execute()
    if (rows.length > 0) yield rows.map(toMessage)
    if (rows.length < pageSize) return
    after = rows[rows.length - 1]
  }
}

export async function findMessage(db: Db, id: string): Promise<Message | undefined> {
  const row = await messageRows(db).where('messages.id', '=', id).executeTakeFirst()
  return row && toMessage(row)
}

/**
 * Stores a contact message (with the source of its sender's visit, when there was one), and
 * queues its e-mail notification in the same transaction
 * when notifications are on, so a lead is never stored without its notification or the reverse.
 * A message the bot traps doubt is stored under spam with their reason, and mails nobody.
 * Runs in the caller's transaction when `db` is one (the group commit's).
 */
export async function insertMessage(
  db: Db,
  data: MessageData,
  {
    notify,
    source = null,
    spamReason = null,
    lang = null,
    page = null,
  }: {
    notify: boolean
    source?: MessageSource | null
    spamReason?: string | null
    /** The language of the page it was sent from (ADR 080). */
    lang?: string | null
    /** The composed page whose form sent it (its path). */
    page?: string | null
  },
): Promise<Message> {
  const now = nowIso()
  const row = {
    id: newId(),
    ...data,
    read: 0,
    created_at: now,
    source_landing_page: source?.landingPage ?? null,
    source_referrer: source?.referrer ?? null,
    source_utm_source: source?.utmSource ?? null,
    source_utm_medium: source?.utmMedium ?? null,
    source_utm_campaign: source?.utmCampaign ?? null,
    status: spamReason === null ? 'new' : 'spam',
    assignee_id: null,
    answered_at: null,
    spam_reason: spamReason,
    lang,
    page,
  }
  await inTransaction(db, async (trx) => {
    await trx.insertInto('messages').values(row).execute()
    if (notify && spamReason === null) {
      await trx
        .insertInto('notification_outbox')
        .values({
          message_id: row.id,
          status: 'pending',
          attempts: 0,
          last_error: null,
          next_attempt_at: now,
          created_at: now,
          sent_at: null,
        })
        .execute()
    }
  })
  return toMessage(row)
}

export async function markMessageRead(db: Db, id: string): Promise<Message | undefined> {
  const result = await db
    .updateTable('messages')
    .set({ read: 1 })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? findMessage(db, id) : undefined
}

export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('messages').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
