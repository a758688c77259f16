import type { Selectable } from 'kysely'
import type { PortfolioItemsTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { newId, nowIso, parseList } from '~/lib/records'
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

export async function insertPortfolioItem(db: Db, data: PortfolioData): Promise<PortfolioItem> {
  const now = nowIso()
  const row = {
    id: newId(),
    ...toRow(data),
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
  const values = { ...toRow(data), updated_at: nowIso(), ...(data.date ? { date: data.date } : {}) }
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
