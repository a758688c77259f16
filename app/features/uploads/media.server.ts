import { sql, type Selectable } from 'kysely'
import type { AnyServerCollection } from '~/core/collection.server'
import { recordChange } from '~/core/reads.server'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { newId, nowIso } from '~/lib/records'
import { isId } from '~/lib/validation'
import {
  MEDIA_IN_USE_MESSAGE,
  MEDIA_NAME_MAX,
  MEDIA_NOT_FOUND,
  type MediaItem,
  type MediaPage,
  type MediaQuery,
  type MediaUpdate,
  type MediaUse,
} from './media'
import { mediaUses, repointPictures } from './media-usage.server'
import { imageUrl, saveImage, type PreparedImage } from './queries.server'
import type { MediaTable } from './table'

/**
 * The media library's SQL (ADR 087). An item is a `media` row over the content-addressed image
 * of its current file; where it is used is read from the records (media-usage.server.ts).
 */

export interface Uploader {
  _id: string
  username: string
}

/** The page cache's key of one item (ADR 085): its writes say they changed it. */
export const mediaKey = (id: string) => `media/${id}`

function toItem(row: Selectable<MediaTable>, usedBy: MediaUse[]): MediaItem {
  return {
    _id: row.id,
    url: imageUrl(row.hash, row.mime),
    filename: row.filename,
    mimeType: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    focalPoint:
      row.focal_x === null || row.focal_y === null ? null : { x: row.focal_x, y: row.focal_y },
    uploadedBy:
      row.uploaded_by_id && row.uploaded_by_name
        ? { _id: row.uploaded_by_id, username: row.uploaded_by_name }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    usedBy,
  }
}

/**
 * An uploaded file's name as the library keeps it: without folders or control characters, at
 * most 200 characters; a file without one is named after its type.
 */
export function cleanFilename(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (clean || `image.${ext}`).slice(0, MEDIA_NAME_MAX)
}

/** `like` pattern for text anywhere in a value, `!` escaping the wildcards. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`

export async function listMedia(
  db: Db,
  collections: readonly AnyServerCollection[],
  query: MediaQuery,
): Promise<MediaPage> {
  const uses = await mediaUses(db, collections)
  const usedHashes = [...uses.keys()]
    .map((url) => /^\/uploads\/([0-9a-f]{64})\.\w+$/.exec(url)?.[1])
    .filter((hash): hash is string => Boolean(hash))
  let base = db.selectFrom('media')
  if (query.q) {
    const pattern = containing(query.q)
    base = base.where(
      sql<boolean>`(lower(filename) like ${pattern} escape '!' or lower(alt) like ${pattern} escape '!')`,
    )
  }
  if (query.unused && usedHashes.length) base = base.where('hash', 'not in', usedHashes)
  const { total } = await base
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow()
  let rows = base.selectAll()
  if (query.sort === 'name') rows = rows.orderBy(sql`lower(filename)`).orderBy('created_at', 'desc')
  else if (query.sort === 'size') rows = rows.orderBy('size', 'desc').orderBy('created_at', 'desc')
  else rows = rows.orderBy('created_at', 'desc')
  const page = await rows.orderBy('id').limit(query.limit).offset(query.offset).execute()
  return {
    items: page.map((row) => toItem(row, uses.get(imageUrl(row.hash, row.mime)) ?? [])),
    total: Number(total),
  }
}

async function findRow(db: Db, id: string) {
  if (!isId(id)) return undefined
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst()
}

/** One item with where it is used; 404 for an id that names none. */
export async function getMedia(
  db: Db,
  collections: readonly AnyServerCollection[],
  id: string,
): Promise<MediaItem> {
  const row = await findRow(db, id)
  if (!row) throw notFound(MEDIA_NOT_FOUND)
  const uses = await mediaUses(db, collections)
  return toItem(row, uses.get(imageUrl(row.hash, row.mime)) ?? [])
}

/**
 * The item of a stored file, made when the file is new to the library: uploading the same bytes
 * again gives the item they already are (named and described once). Run in a transaction.
 */
export async function mediaItemFor(
  trx: Db,
  prepared: PreparedImage,
  filename: string | undefined,
  uploader: Uploader | null,
): Promise<{ id: string; created: boolean }> {
  await saveImage(trx, prepared)
  const { hash, image } = prepared
  const now = nowIso()
  const id = newId()
  const inserted = await trx
    .insertInto('media')
    .values({
      id,
      hash,
      filename: cleanFilename(filename, image.ext),
      alt: '',
      mime: image.mime,
      size: image.data.length,
      width: image.width,
      height: image.height,
      focal_x: null,
      focal_y: null,
      uploaded_by_id: uploader?._id ?? null,
      uploaded_by_name: uploader?.username ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    recordChange(mediaKey(id))
    return { id, created: true }
  }
  const existing = await trx
    .selectFrom('media')
    .select('id')
    .where('hash', '=', hash)
    .executeTakeFirstOrThrow()
  return { id: existing.id, created: false }
}

/** Renames, describes or sets the focal point of an item; 404 when there is none. */
export async function updateMedia(
  trx: Db,
  collections: readonly AnyServerCollection[],
  id: string,
  changes: MediaUpdate,
): Promise<{ before: MediaItem; after: MediaItem }> {
  const before = await getMedia(trx, collections, id)
  const set: Partial<MediaTable> = { updated_at: nowIso() }
  if (changes.filename !== undefined) set.filename = changes.filename
  if (changes.alt !== undefined) set.alt = changes.alt
  if (changes.focalPoint !== undefined) {
    set.focal_x = changes.focalPoint?.x ?? null
    set.focal_y = changes.focalPoint?.y ?? null
  }
  await trx.updateTable('media').set(set).where('id', '=', id).execute()
  recordChange(mediaKey(id))
  return { before, after: await getMedia(trx, collections, id) }
}

/**
 * A new file for the same item (ADR 088): a new URL (picture URLs are cached forever), and every
 * record and trashed row that showed the old one shows the new one. The old file stays for the
 * revisions that name it. 409 when the new file is another item's already.
 */
export async function replaceMediaFile(
  trx: Db,
  collections: readonly AnyServerCollection[],
  id: string,
  prepared: PreparedImage,
): Promise<{ before: MediaItem; after: MediaItem; repointed: number }> {
  const before = await getMedia(trx, collections, id)
  const { hash, image } = prepared
  const other = await trx
    .selectFrom('media')
    .select(['id', 'filename'])
    .where('hash', '=', hash)
    .executeTakeFirst()
  if (other && other.id !== id) {
    throw new AppError(409, `This file is already in the library as ${other.filename}`, undefined, {
      mediaId: other.id,
    })
  }
  if (other) return { before, after: before, repointed: 0 }
  await saveImage(trx, prepared)
  await trx
    .updateTable('media')
    .set({
      hash,
      mime: image.mime,
      size: image.data.length,
      width: image.width,
      height: image.height,
      // A new picture has its own subject: its focal point is set again.
      focal_x: null,
      focal_y: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute()
  recordChange(mediaKey(id))
  const to = imageUrl(hash, image.mime)
  const repointed = await repointPictures(trx, collections, before.url, to)
  return { before, after: await getMedia(trx, collections, id), repointed }
}

/**
 * Stored texts that may name a file besides the records' picture fields: revisions, drafts, the
 * trash, the brand's settings and the site copy. A file one of them names keeps its bytes when
 * its item is deleted, so restoring that revision or publishing that draft still shows it.
 */
async function fileStillNamed(trx: Db, hash: string): Promise<boolean> {
  const pattern = `%${hash}%`
  const named = await Promise.all([
    trx.selectFrom('revisions').select('id').where('document', 'like', pattern).limit(1).execute(),
    trx
      .selectFrom('drafts')
      .select('resource')
      .where('document', 'like', pattern)
      .limit(1)
      .execute(),
    trx.selectFrom('trash').select('id').where('row', 'like', pattern).limit(1).execute(),
    trx
      .selectFrom('site_settings')
      .select('key')
      .where('value', 'like', pattern)
      .limit(1)
      .execute(),
    trx.selectFrom('site_content').select('page').where('data', 'like', pattern).limit(1).execute(),
  ])
  return named.some((rows) => rows.length > 0)
}

/**
 * Removes an item nothing uses: 409 `{message, usedBy}` while a record (trash included), the
 * brand, the site copy, a draft or a revision shows it (ADR 092). Its bytes go too unless
 * something else still names the file (a trashed record of a kind without declared pictures).
 */
export async function deleteMedia(
  trx: Db,
  collections: readonly AnyServerCollection[],
  id: string,
): Promise<MediaItem> {
  const item = await getMedia(trx, collections, id)
  if (item.usedBy.length) {
    throw new AppError(409, MEDIA_IN_USE_MESSAGE, undefined, { usedBy: item.usedBy })
  }
  const row = (await findRow(trx, id))!
  await trx.deleteFrom('media').where('id', '=', id).execute()
  if (!(await fileStillNamed(trx, row.hash))) {
    await trx.deleteFrom('image_variants').where('image_hash', '=', row.hash).execute()
    await trx.deleteFrom('images').where('hash', '=', row.hash).execute()
  }
  recordChange(mediaKey(id))
  return item
}
