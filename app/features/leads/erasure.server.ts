import { sql } from 'kysely'
import { recordActivity, type Actor } from '~/core/activity.server'
import type { Db, DatabaseHandle } from '~/lib/db.server'
import { inTransaction } from '~/lib/db.server'
import { CLOSED_STATUSES } from './statuses'

/** What an activity entry about an erased lead says instead of the sender's name and subject. */
export const ERASED_SUMMARY = 'A lead that has since been erased'

/**
 * Deletes leads and everything that hangs off them (ADR 065): the timeline (notes, replies,
 * inbound mails) and the notification outbox go with them by their foreign keys; the source of
 * the visit is stored on the message itself. Earlier activity entries about them named the
 * sender and the subject: their summaries are replaced, so the log keeps that something was
 * done but not to whom.
 */
async function deleteLeads(trx: Db, ids: string[]): Promise<number> {
  let deleted = 0
  // Chunks keep the statement under both engines' parameter limits.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500)
    await trx
      .updateTable('activity')
      .set({ summary: ERASED_SUMMARY })
      .where('entity', '=', 'message')
      .where('entity_id', 'in', chunk)
      .execute()
    const result = await trx.deleteFrom('messages').where('id', 'in', chunk).executeTakeFirst()
    deleted += Number(result.numDeletedRows)
  }
  return deleted
}

/**
 * SQLite keeps a deleted row's bytes in free pages and in the write-ahead log until they are
 * reused. With secure_delete on during the erasure, freed content is overwritten with zeros;
 * the checkpoint afterwards folds the log into the file and empties it, so the address is
 * gone from the bytes on disk, not only from queries. PostgreSQL reclaims dead rows at its
 * next vacuum (ADR 065).
 */
async function scrubbed<T>(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  work: () => Promise<T>,
) {
  if (database.dialect !== 'sqlite') return work()
  await sql`PRAGMA secure_delete = ON`.execute(database.db)
  try {
    return await work()
  } finally {
    await sql`PRAGMA secure_delete = OFF`.execute(database.db)
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db)
  }
}

/**
 * "Erase everything about this e-mail address": every message from it, with their notes,
 * replies and mails, and any mail from it that joined another lead. One activity entry says
 * how many, without the address.
 */
export async function eraseAddress(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  actor: Actor | null,
  email: string,
): Promise<number> {
  const address = email.trim().toLowerCase()
  return scrubbed(database, () =>
    inTransaction(database.db, async (trx) => {
      const rows = await trx
        .selectFrom('messages')
        .select('id')
        .where(sql`lower(email)`, '=', address)
        .execute()
      const deleted = await deleteLeads(
        trx,
        rows.map((r) => r.id),
      )
      await trx
        .deleteFrom('lead_events')
        .where(sql`lower(mail_from)`, '=', address)
        .execute()
      await recordActivity(trx, actor, {
        action: 'erase',
        entity: 'message',
        entityId: null,
        summary: `Erased everything about one e-mail address (${deleted} ${deleted === 1 ? 'message' : 'messages'})`,
      })
      return deleted
    }),
  )
}

/**
 * LEAD_RETENTION_DAYS: Won, Lost and Spam leads received before the cut-off are deleted, as an
 * erasure is, with one activity entry saying how many.
 */
export async function pruneLeads(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  days: number,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString()
  return scrubbed(database, () =>
    inTransaction(database.db, async (trx) => {
      const rows = await trx
        .selectFrom('messages')
        .select('id')
        .where('status', 'in', [...CLOSED_STATUSES])
        .where('created_at', '<', cutoff)
        .execute()
      if (rows.length === 0) return 0
      const deleted = await deleteLeads(
        trx,
        rows.map((r) => r.id),
      )
      await recordActivity(trx, null, {
        action: 'erase',
        entity: 'message',
        entityId: null,
        summary: `Deleted ${deleted} closed ${deleted === 1 ? 'lead' : 'leads'} older than ${days} days (LEAD_RETENTION_DAYS)`,
      })
      return deleted
    }),
  )
}
