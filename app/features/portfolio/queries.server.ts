import type { Selectable } from 'kysely'
import type { PortfolioItemsTable } from './table'
import type { Db } from '~/lib/db.server'
import { newId, nowIso, parseList } from '~/lib/records'
import { AppError } from '~/lib/errors'
import { slugify, uniqueSlug } from '~/lib/slug'
import { clearRedirectFrom, putRedirect } from '~/core/redirects.server'
import type { PortfolioCategory } from '~/copy/portfolio'
import type { PortfolioData, PortfolioItem } from './schemas'

function toItem(row: Selectable<PortfolioItemsTable>): PortfolioItem {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    projectUrl: row.project_url,
    category: row.category as PortfolioCategory,
    technologies: parseList(row.technologies),
    client: row.client,
    date: row.date,
    slug: row.slug ?? row.id,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    shareImageUrl: row.share_image_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toRow(data: PortfolioData) {
  return {
    title: data.title,
    description: data.description,
    image_url: data.imageUrl,
    image_alt: data.imageAlt,
    project_url: data.projectUrl,
    category: data.category,
    technologies: JSON.stringify(data.technologies),
    client: data.client,
    seo_title: data.seoTitle,
    seo_description: data.seoDescription,
    share_image_url: data.shareImageUrl,
  }
}

/** Newest first, the default sort (docs/product.md §Constants). */
export async function listPortfolioItems(db: Db): Promise<PortfolioItem[]> {
  const rows = await db
    .selectFrom('portfolio_items')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toItem)
}

export async function findPortfolioItem(db: Db, id: string): Promise<PortfolioItem | undefined> {
  const row = await db
    .selectFrom('portfolio_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toItem(row)
}

export const projectPath = (slug: string) => `/portfolio/${slug}`

export async function findPortfolioItemBySlug(
  db: Db,
  slug: string,
): Promise<PortfolioItem | undefined> {
  const row = await db
    .selectFrom('portfolio_items')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row && toItem(row)
}

/**
 * The slug an item is saved with: the one given, refused when another item has it; else one
 * made from the title, numbered when taken (ADR 058).
 */
async function resolveSlug(db: Db, data: PortfolioData, id: string | null): Promise<string> {
  const rows = await db.selectFrom('portfolio_items').select(['id', 'slug']).execute()
  const taken = new Set(rows.filter((r) => r.id !== id).map((r) => r.slug ?? r.id))
  if (data.slug) {
    if (taken.has(data.slug)) {
      throw new AppError(400, 'Validation failed', {
        slug: ['Another project already uses this slug'],
      })
    }
    return data.slug
  }
  return uniqueSlug(slugify(data.title), taken)
}

export async function insertPortfolioItem(db: Db, data: PortfolioData): Promise<PortfolioItem> {
  const now = nowIso()
  const slug = await resolveSlug(db, data, null)
  await clearRedirectFrom(db, projectPath(slug))
  const row = {
    id: newId(),
    ...toRow(data),
    slug,
    date: data.date ?? now,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('portfolio_items').values(row).execute()
  return toItem(row)
}

export async function updatePortfolioItem(
  db: Db,
  id: string,
  data: PortfolioData,
): Promise<PortfolioItem | undefined> {
  const before = await findPortfolioItem(db, id)
  if (!before) return undefined
  const slug = await resolveSlug(db, { ...data, slug: data.slug ?? before.slug }, id)
  if (slug !== before.slug) {
    // The old address keeps working: a shared link lands on the page's new one (ADR 058).
    await clearRedirectFrom(db, projectPath(slug))
    await putRedirect(db, { from: projectPath(before.slug), to: projectPath(slug), status: 301 })
  }
  const values = {
    ...toRow(data),
    slug,
    updated_at: nowIso(),
    ...(data.date ? { date: data.date } : {}),
  }
  const result = await db
    .updateTable('portfolio_items')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? findPortfolioItem(db, id) : undefined
}

export async function deletePortfolioItem(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('portfolio_items').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
