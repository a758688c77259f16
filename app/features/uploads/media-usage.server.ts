import type { AnyServerCollection } from '~/core/collection.server'
import { columnOf } from '~/core/collections'
import { recordChange } from '~/core/reads.server'
import type { Database } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { sitePages } from '~/copy/documents'
import { AUTHOR_USE_TYPE, BRAND_USE, SITE_COPY_USE_TYPE, type MediaUse } from './media'

/**
 * Where each picture is used (ADR 087, 092), read from what is stored whenever it is asked for,
 * so it is true whatever changed it (a save, a revision restored, a publish, the trash):
 * - every collection's declared picture fields (`images`), in its records and in the rows its
 *   trash keeps. Nothing here names a collection; the caller passes the registry;
 * - the stored documents outside the collections (the brand, each page's site copy), and every
 *   draft and revision, wherever a picture's URL appears in them: their shapes differ and grow
 *   (a Markdown text may show a picture too), the URL's shape does not.
 */

type Row = Record<string, unknown>

const picturedKinds = (collections: readonly AnyServerCollection[]) =>
  collections.filter(({ collection }) => collection.images.length > 0)

/** Our pictures' URLs in a stored text (JSON, Markdown): `/uploads/{sha-256}.{ext}`. */
const PICTURE_URL = /\/uploads\/[0-9a-f]{64}\.(?:jpg|png|webp|gif|avif)\b/g
export const picturesIn = (text: string): string[] => [...new Set(text.match(PICTURE_URL))]

/** Only texts that may name a picture are read (`like`, so the database filters). */
const NAMES_A_PICTURE = '%/uploads/%'

/** A stored document outside the collections, and its page-cache key (ADR 085). */
interface StoredDocument {
  use: Omit<MediaUse, 'trashed' | 'in'>
  text: string
  /** Writes the document's new text, in the caller's transaction. */
  write(trx: Db, text: string): Promise<void>
  key: string
}

/** The brand's settings and every page's site copy, as stored. */
async function storedDocuments(db: Db): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = []
  const brand = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', BRAND_USE._id)
    .where('value', 'like', NAMES_A_PICTURE)
    .executeTakeFirst()
  if (brand) {
    documents.push({
      use: { ...BRAND_USE },
      text: brand.value,
      key: 'brand',
      write: async (trx, value) => {
        await trx
          .updateTable('site_settings')
          .set({ value, updated_at: nowIso() })
          .where('key', '=', BRAND_USE._id)
          .execute()
      },
    })
  }
  const pages = await db
    .selectFrom('site_content')
    .select(['page', 'data'])
    .where('data', 'like', NAMES_A_PICTURE)
    .execute()
  for (const { page, data } of pages) {
    documents.push({
      use: { type: SITE_COPY_USE_TYPE, _id: page, title: pageTitle(page) },
      text: data,
      key: `${SITE_COPY_USE_TYPE}/${page}`,
      write: async (trx, text) => {
        await trx
          .updateTable('site_content')
          .set({ data: text, updated_at: nowIso() })
          .where('page', '=', page)
          .execute()
      },
    })
  }
  // An author card's photo shows under every post its account signs: a change to it is a
  // change to all of them.
  const authors = await db
    .selectFrom('users')
    .select(['id', 'username', 'public_name', 'photo_url'])
    .where('photo_url', 'like', NAMES_A_PICTURE)
    .execute()
  for (const author of authors) {
    documents.push({
      use: {
        type: AUTHOR_USE_TYPE,
        _id: author.id,
        title: `Author card of ${author.public_name ?? author.username}`,
      },
      text: author.photo_url ?? '',
      key: 'posts/*',
      write: async (trx, text) => {
        await trx
          .updateTable('users')
          .set({ photo_url: text })
          .where('id', '=', author.id)
          .execute()
      },
    })
  }
  return documents
}

const pageTitle = (page: string) =>
  (sitePages as Record<string, { title: string } | undefined>)[page]?.title ?? page

/** A draft's or revision's resource (`portfolio/{id}`, `content/home`) as a use's kind and id. */
function resourceUse(resource: string, titles: Map<string, string>) {
  const slash = resource.indexOf('/')
  const type = slash < 0 ? resource : resource.slice(0, slash)
  const _id = slash < 0 ? '' : resource.slice(slash + 1)
  const title = titles.get(resource) ?? (type === SITE_COPY_USE_TYPE ? pageTitle(_id) : resource)
  return { type, _id, title }
}

/** Every URL a record, trashed row, stored document, draft or revision shows, with where. */
export async function mediaUses(
  db: Db,
  collections: readonly AnyServerCollection[],
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>()
  // The first reason a record holds a picture is the one shown: it is added before its draft,
  // and its draft before its revisions.
  const add = (url: unknown, use: MediaUse) => {
    if (typeof url !== 'string' || !url) return
    const list = uses.get(url) ?? []
    if (!list.some((u) => u.type === use.type && u._id === use._id)) list.push(use)
    uses.set(url, list)
  }
  /** Records' titles by resource, for their drafts' and revisions' uses. */
  const titles = new Map<string, string>()
  const kinds = picturedKinds(collections)
  for (const { collection, service } of kinds) {
    for (const record of (await service.list(db)) as Row[]) {
      const use = {
        type: collection.id,
        _id: String(record._id),
        title: collection.activity.nameOf(record),
        trashed: false,
      }
      titles.set(`${use.type}/${use._id}`, use.title)
      for (const field of collection.images) {
        if (field.within)
          for (const url of picturesIn(JSON.stringify(record[field.url]))) add(url, use)
        else add(record[field.url], use)
      }
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
    titles.set(`${use.type}/${use._id}`, use.title)
    for (const field of collection.images) {
      const value = row[columnOf(field.url)]
      if (field.within) for (const url of picturesIn(String(value))) add(url, use)
      else add(value, use)
    }
  }
  const inTheTrash = new Set(trashed.map((t) => `${t.type}/${t.id}`))
  for (const { use, text } of await storedDocuments(db)) {
    for (const url of picturesIn(text)) add(url, { ...use, trashed: false })
  }
  for (const [table, held] of [
    ['drafts', 'draft'],
    ['revisions', 'revision'],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['resource', 'document'])
      .where('document', 'like', NAMES_A_PICTURE)
      .execute()
    for (const { resource, document } of rows) {
      const where = resourceUse(resource, titles)
      const inTrash = inTheTrash.has(resource)
      for (const url of picturesIn(document)) add(url, { ...where, trashed: inTrash, in: held })
    }
  }
  return uses
}

/**
 * Points a field that holds pictures inside its text (`within`) at `to` wherever it shows
 * `from`: a URL is its whole hash, so as text it can only be that picture. Answers how many
 * records changed.
 */
async function repointWithin(
  trx: Db,
  kind: string,
  table: keyof Database,
  column: string,
  from: string,
  to: string,
): Promise<number> {
  const rows = (await trx
    .selectFrom(table)
    .select(['id', column] as never)
    .where(column as never, 'like', `%${from}%` as never)
    .execute()) as Row[]
  for (const row of rows) {
    const text = String(row[column]).split(from).join(to)
    await trx
      .updateTable(table)
      .set({ [column]: text, updated_at: nowIso() } as never)
      .where('id' as never, '=', row.id as never)
      .execute()
    recordChange(`${kind}/${String(row.id)}`)
  }
  return rows.length
}

/**
 * Points every record, trashed row, stored document (the brand, the site copy) and draft that
 * shows `from` at `to` instead (a replaced file), in the caller's transaction; each changed
 * record is a change the page cache hears of (ADR 085). Revisions keep the file they were saved
 * with: restoring one shows that file again. Answers how many records (drafts aside) changed.
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
      if (field.within) {
        changed += await repointWithin(trx, collection.id, table, column, from, to)
        continue
      }
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
        const column = columnOf(field.url)
        const value = row[column]
        if (field.within && typeof value === 'string' && value.includes(from)) {
          row[column] = value.split(from).join(to)
          touched = true
        } else if (value === from) {
          row[column] = to
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
  // A URL is its whole hash: as text, it can only be that picture's.
  const swap = (text: string) => text.split(from).join(to)
  for (const document of await storedDocuments(trx)) {
    if (!document.text.includes(from)) continue
    await document.write(trx, swap(document.text))
    recordChange(document.key)
    changed++
  }
  // A draft published later shows the new file too; its ETag stays, as nobody edited it.
  const drafts = await trx
    .selectFrom('drafts')
    .select(['resource', 'document'])
    .where('document', 'like', `%${from}%`)
    .execute()
  for (const draft of drafts) {
    await trx
      .updateTable('drafts')
      .set({ document: swap(draft.document) })
      .where('resource', '=', draft.resource)
      .execute()
  }
  return changed
}
