import type { Database } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import type { Actor } from './activity.server'
import { recordChange } from './reads.server'
import { forgetResource } from './revisions.server'
import type { TrashedItem } from './trash'

export type { TrashedItem } from './trash'

/**
 * The trash (docs/decisions/056-trash-keeps-the-row.md): a deleted portfolio item, product or
 * FAQ leaves its table, so nothing public can show it, and its row is kept here as it was for
 * 30 days. A restore puts that row back, id, dates and picture URL included; the picture itself
 * was never deleted (uploads are kept whatever uses them).
 */
export const TRASH_DAYS = 30

/**
 * The table each kind that goes to the trash lives in, by kind (a collection's id → its table):
 * the collections that declare a trash (app/collections.ts), given by the caller, as nothing
 * here knows a collection. An unknown kind is undefined.
 */
export type TrashTables = (type: string) => string | undefined

type Table = keyof Database

/** Moves one row to the trash, in the caller's transaction; false when there was none. */
export async function moveToTrash(
  trx: Db,
  table: string,
  item: { type: string; id: string; title: string },
  actor: Actor | null,
): Promise<boolean> {
  const row = await trx
    .selectFrom(table as Table)
    .selectAll()
    .where('id', '=', item.id)
    .executeTakeFirst()
  if (!row) return false
  recordChange(`${item.type}/${item.id}`)
  await trx
    .insertInto('trash')
    .values({
      type: item.type,
      id: item.id,
      title: item.title,
      row: JSON.stringify(row),
      deleted_at: nowIso(),
      deleted_by_id: actor?._id ?? null,
      deleted_by_name: actor?.username ?? null,
    })
    .onConflict((oc) => oc.columns(['type', 'id']).doNothing())
    .execute()
  await trx
    .deleteFrom(table as Table)
    .where('id', '=', item.id)
    .execute()
  return true
}

/** The trashed records, newest first, each with its picture (`thumbnailOf`: its column). */
export async function listTrash(
  db: Db,
  thumbnailOf: (type: string) => string | undefined,
): Promise<TrashedItem[]> {
  const rows = await db.selectFrom('trash').selectAll().orderBy('deleted_at', 'desc').execute()
  return rows.map((row) => {
    const stored = JSON.parse(row.row) as Record<string, unknown>
    const column = thumbnailOf(row.type)
    const thumbnail = column ? stored[column] : undefined
    return {
      _id: row.id,
      type: row.type,
      title: row.title,
      deletedAt: row.deleted_at,
      deletedBy:
        row.deleted_by_id && row.deleted_by_name
          ? { _id: row.deleted_by_id, username: row.deleted_by_name }
          : null,
      imageUrl: typeof thumbnail === 'string' && thumbnail ? thumbnail : null,
    }
  })
}

/**
 * Takes a row out of the trash. The delete comes first, as one statement with RETURNING: on
 * SQLite a transaction that reads before it writes fails at once (SQLITE_BUSY) when another
 * instance wrote in between, while one that starts by writing waits its turn.
 */
async function takeOut(trx: Db, tables: TrashTables, type: string, id: string) {
  const table = tables(type)
  if (!table) throw notFound('Not in the trash')
  const row = await trx
    .deleteFrom('trash')
    .where('type', '=', type)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw notFound('Not in the trash')
  return { table, row }
}

/** Whether a write failed on a unique key (another row has that slug, or that id). */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  )
}

/**
 * Puts a trashed row back in its table as it was; 404 when it is not in the trash. `check` is
 * the kind's own rule on the row (its `restoring` hook): it throws the kind's 409 when the row
 * cannot come back as it was (a project whose slug another took since), and nothing is
 * restored then; `raced` says the insert met a unique key after the check passed, and the
 * check may then not query.
 */
export async function restoreFromTrash(
  trx: Db,
  tables: TrashTables,
  type: string,
  id: string,
  check?: (row: Record<string, unknown>, raced: boolean) => Promise<void>,
): Promise<{ type: string; title: string }> {
  const { table, row } = await takeOut(trx, tables, type, id)
  recordChange(`${type}/${id}`)
  const values = JSON.parse(row.row) as Record<string, unknown>
  // The kind's own rule first (a project whose slug was taken meanwhile: its 409).
  await check?.(values, false)
  try {
    await trx
      .insertInto(table as Table)
      .values(values as never)
      .execute()
  } catch (error) {
    // Taken by another instance between the check and the insert, or the id is back (an
    // import). The transaction is spoilt on PostgreSQL: the check says what it can unasked.
    if (!isUniqueViolation(error)) throw error
    await check?.(values, true)
    throw new AppError(409, 'A record with this id exists again, so this one cannot be restored')
  }
  return { type, title: row.title }
}

/** Deletes a trashed item for good, with its revisions and draft. */
export async function deleteForever(
  trx: Db,
  tables: TrashTables,
  type: string,
  id: string,
): Promise<{ type: string; title: string }> {
  const { row } = await takeOut(trx, tables, type, id)
  await forgetResource(trx, `${type}/${id}`)
  return { type, title: row.title }
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS; returns how many. */
export async function purgeTrash(db: Db, tables: TrashTables, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000).toISOString()
  const old = await db
    .selectFrom('trash')
    .select(['type', 'id'])
    .where('deleted_at', '<', cutoff)
    .execute()
  for (const { type, id } of old) {
    await db.transaction().execute((trx) => deleteForever(trx, tables, type, id))
  }
  return old.length
}
