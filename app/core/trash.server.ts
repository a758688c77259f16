import type { Database } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { nowIso } from '~/lib/records'
import type { Actor } from './activity.server'
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

/** The kinds that go to the trash, and the table each lives in. */
export const TRASH_TABLES = {
  portfolio: 'portfolio_items',
  products: 'products',
  faqs: 'faqs',
} as const satisfies Record<string, keyof Database>

export type TrashType = keyof typeof TRASH_TABLES

export const isTrashType = (value: string): value is TrashType => value in TRASH_TABLES

/** Moves one row to the trash, in the caller's transaction; false when there was none. */
export async function moveToTrash(
  trx: Db,
  item: { type: TrashType; id: string; title: string },
  actor: Actor | null,
): Promise<boolean> {
  const table = TRASH_TABLES[item.type]
  const row = await trx.selectFrom(table).selectAll().where('id', '=', item.id).executeTakeFirst()
  if (!row) return false
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
  await trx.deleteFrom(table).where('id', '=', item.id).execute()
  return true
}

export async function listTrash(db: Db): Promise<TrashedItem[]> {
  const rows = await db.selectFrom('trash').selectAll().orderBy('deleted_at', 'desc').execute()
  return rows.map((row) => {
    const stored = JSON.parse(row.row) as { image_url?: string }
    return {
      _id: row.id,
      type: row.type as TrashType,
      title: row.title,
      deletedAt: row.deleted_at,
      deletedBy:
        row.deleted_by_id && row.deleted_by_name
          ? { _id: row.deleted_by_id, username: row.deleted_by_name }
          : null,
      imageUrl: stored.image_url ?? null,
    }
  })
}

/**
 * Takes a row out of the trash. The delete comes first, as one statement with RETURNING: on
 * SQLite a transaction that reads before it writes fails at once (SQLITE_BUSY) when another
 * instance wrote in between, while one that starts by writing waits its turn.
 */
async function takeOut(trx: Db, type: string, id: string) {
  if (!isTrashType(type)) throw notFound('Not in the trash')
  const row = await trx
    .deleteFrom('trash')
    .where('type', '=', type)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  if (!row) throw notFound('Not in the trash')
  return { type, row }
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

/** The 409 of a project whose page address another project took while it was in the trash. */
const slugTaken = (slug: string, holder?: string) => {
  const by = holder ? ` by “${holder}”` : ''
  return new AppError(
    409,
    `The slug “${slug}” was taken${by} after this project was deleted: give that project another slug, then restore this one`,
    { slug: [`“${slug}” is taken${by}`] },
  )
}

/**
 * Puts a trashed row back in its table as it was; 404 when it is not in the trash, 409 when
 * another project took its slug since (nothing is restored then; the message names the slug
 * and the project that has it).
 */
export async function restoreFromTrash(
  trx: Db,
  type: string,
  id: string,
): Promise<{ type: TrashType; title: string }> {
  const { type: kind, row } = await takeOut(trx, type, id)
  const values = JSON.parse(row.row) as Record<string, unknown>
  const slug = kind === 'portfolio' && typeof values.slug === 'string' ? values.slug : undefined
  if (slug !== undefined) {
    const holder = await trx
      .selectFrom('portfolio_items')
      .select('title')
      .where('slug', '=', slug)
      .where('id', '!=', id)
      .executeTakeFirst()
    if (holder) throw slugTaken(slug, holder.title)
  }
  try {
    await trx
      .insertInto(TRASH_TABLES[kind])
      .values(values as never)
      .execute()
  } catch (error) {
    // Taken by another instance between the look and the insert; or the id is back (an import).
    if (!isUniqueViolation(error)) throw error
    throw slug === undefined
      ? new AppError(409, 'A record with this id exists again, so this one cannot be restored')
      : slugTaken(slug)
  }
  return { type: kind, title: row.title }
}

/** Deletes a trashed item for good, with its revisions and draft. */
export async function deleteForever(
  trx: Db,
  type: string,
  id: string,
): Promise<{ type: TrashType; title: string }> {
  const { type: kind, row } = await takeOut(trx, type, id)
  await forgetResource(trx, `${kind}/${id}`)
  return { type: kind, title: row.title }
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS; returns how many. */
export async function purgeTrash(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000).toISOString()
  const old = await db
    .selectFrom('trash')
    .select(['type', 'id'])
    .where('deleted_at', '<', cutoff)
    .execute()
  for (const { type, id } of old) {
    await db.transaction().execute((trx) => deleteForever(trx, type, id))
  }
  return old.length
}
