import type { AnyServerCollection } from '~/core/collection.server'
import { columnOf } from '~/core/collections'
import { recordChange } from '~/core/reads.server'
import type { Database } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import type { MediaUse } from './media'

/**
 * Where each picture is used (ADR 087), read from the records themselves whenever it is asked
 * for, so it is true whatever changed them (a save, a revision restored, a publish, the trash):
 * every collection's declared picture fields (`images`), in its records and in the rows its
 * trash keeps. Nothing here names a collection; the caller passes the registry.
 */

type Row = Record<string, unknown>

const picturedKinds = (collections: readonly AnyServerCollection[]) =>
  collections.filter(({ collection }) => collection.images.length > 0)

/** Every URL a record or a trashed row shows, with the records that show it. */
export async function mediaUses(
  db: Db,
  collections: readonly AnyServerCollection[],
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>()
  const add = (url: unknown, use: MediaUse) => {
    if (typeof url !== 'string' || !url) return
    const list = uses.get(url) ?? []
    if (!list.some((u) => u.type === use.type && u._id === use._id)) list.push(use)
    uses.set(url, list)
  }
  const kinds = picturedKinds(collections)
  for (const { collection, service } of kinds) {
    for (const record of (await service.list(db)) as Row[]) {
      const use = {
        type: collection.id,
        _id: String(record._id),
        title: collection.activity.nameOf(record),
        trashed: false,
      }
      for (const field of collection.images) add(record[field.url], use)
    }
  }
  const trashed = await db
    .selectFrom('trash')
    .select(['type', 'id', 'title', 'row'])
    .where(
      'type',
      'in',
      kinds.map(({ collection }) => collection.id),
    )
    .execute()
  for (const entry of kinds.length ? trashed : []) {
    const { collection } = kinds.find(({ collection }) => collection.id === entry.type)!
    const row = JSON.parse(entry.row) as Row
    const use = { type: entry.type, _id: entry.id, title: entry.title, trashed: true }
    for (const field of collection.images) add(row[columnOf(field.url)], use)
  }
  return uses
}

/**
 * Points every record and trashed row that shows `from` at `to` instead (a replaced file), in
 * the caller's transaction; each changed record is a change the page cache hears of (ADR 085).
 * Revisions keep the file they were saved with: restoring one shows that file again.
 */
export async function repointPictures(
  trx: Db,
  collections: readonly AnyServerCollection[],
  from: string,
  to: string,
): Promise<number> {
  let changed = 0
  for (const { collection } of picturedKinds(collections)) {
    const table = collection.table as keyof Database
    for (const field of collection.images) {
      const column = columnOf(field.url)
      const rows = await trx
        .updateTable(table)
        .set({ [column]: to, updated_at: nowIso() } as never)
        .where(column as never, '=', from as never)
        .returning('id' as never)
        .execute()
      for (const row of rows as { id: string }[]) recordChange(`${collection.id}/${row.id}`)
      changed += rows.length
    }
    const trashed = await trx
      .selectFrom('trash')
      .select(['id', 'row'])
      .where('type', '=', collection.id)
      .execute()
    for (const entry of trashed) {
      const row = JSON.parse(entry.row) as Row
      let touched = false
      for (const field of collection.images) {
        if (row[columnOf(field.url)] === from) {
          row[columnOf(field.url)] = to
          touched = true
        }
      }
      if (!touched) continue
      await trx
        .updateTable('trash')
        .set({ row: JSON.stringify(row) })
        .where('type', '=', collection.id)
        .where('id', '=', entry.id)
        .execute()
      changed++
    }
  }
  return changed
}
