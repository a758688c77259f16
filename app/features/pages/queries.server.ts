import type { Selectable } from 'kysely'
import type { PagesTable } from './table'
import type { Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'
import { pathKey } from '~/lib/site-paths'
import { clearRedirectFrom, putRedirect } from '~/core/redirects.server'
import { pathTaken } from '~/core/product-paths'
import type { Page, PageData } from './schemas'
import type { Section } from './sections'

function parseSections(json: string): Section[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? (value as Section[]) : []
  } catch {
    return []
  }
}

function toPage(row: Selectable<PagesTable>): Page {
  return {
    _id: row.id,
    title: row.title,
    path: row.path,
    sections: parseSections(row.sections),
    status: row.status,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    shareImageUrl: row.share_image_url,
    noindex: Boolean(row.noindex),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toRow(data: PageData) {
  return {
    title: data.title,
    path: data.path,
    sections: JSON.stringify(data.sections),
    status: data.status,
    seo_title: data.seoTitle,
    seo_description: data.seoDescription,
    share_image_url: data.shareImageUrl,
    noindex: data.noindex ? 1 : 0,
  }
}

/** Every page, drafts too, by path: what the team's list shows. */
export async function listAllPages(db: Db): Promise<Page[]> {
  const rows = await db.selectFrom('pages').selectAll().orderBy('path').execute()
  return rows.map(toPage)
}

/** The published pages, by path. */
export async function listPublishedPages(db: Db): Promise<Page[]> {
  const rows = await db
    .selectFrom('pages')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('path')
    .execute()
  return rows.map(toPage)
}

export async function findPage(db: Db, id: string): Promise<Page | undefined> {
  const row = await db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toPage(row)
}

/** The page at `path` (in its compared form, ADR 077), drafts too. */
export async function findPageByPath(db: Db, path: string): Promise<Page | undefined> {
  const key = pathKey(path)
  if (key === null) return undefined
  const row = await db.selectFrom('pages').selectAll().where('path', '=', key).executeTakeFirst()
  return row && toPage(row)
}

/** The published page at `path`, if any: what the site shows there. */
export async function findPublishedPage(db: Db, path: string): Promise<Page | undefined> {
  const found = await findPageByPath(db, path)
  return found?.status === 'published' ? found : undefined
}

/**
 * A path no other page has and no redirect answers, except a redirect that leads to this page
 * (left by one of its own earlier paths): that one gives way, as a post's old slug does.
 */
export async function refuseTakenPagePath(db: Db, path: string, id: string | null) {
  const other = await db
    .selectFrom('pages')
    .select(['id', 'title'])
    .where('path', '=', path)
    .executeTakeFirst()
  if (other && other.id !== id) throw pathTaken(path, `the page “${other.title}”`)
  const redirect = await db
    .selectFrom('redirects')
    .select(['to_url'])
    .where('from_path', '=', pathKey(path) ?? path)
    .executeTakeFirst()
  if (!redirect) return
  const current = id ? await findPage(db, id) : undefined
  const leadsHere = current !== undefined && pathKey(redirect.to_url) === current.path
  if (!leadsHere) throw pathTaken(path, `a redirect to ${redirect.to_url}`)
}

export async function insertPage(db: Db, data: PageData): Promise<Page> {
  await refuseTakenPagePath(db, data.path, null)
  const now = nowIso()
  const row = { id: newId(), ...toRow(data), created_at: now, updated_at: now }
  await db.insertInto('pages').values(row).execute()
  return toPage(row)
}

export async function updatePage(db: Db, id: string, data: PageData): Promise<Page | undefined> {
  const before = await findPage(db, id)
  if (!before) return undefined
  if (data.path !== before.path) {
    await refuseTakenPagePath(db, data.path, id)
    // The old address keeps working: a shared link lands on the page's new one. A draft's old
    // address was never public: no redirect would say it existed.
    await clearRedirectFrom(db, data.path)
    if (before.status === 'published') {
      await putRedirect(db, { from: before.path, to: data.path, status: 301 })
    }
  }
  await db
    .updateTable('pages')
    .set({ ...toRow(data), updated_at: nowIso() })
    .where('id', '=', id)
    .execute()
  return findPage(db, id)
}

export async function deletePage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pages').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
