import type { Selectable } from 'kysely'
import type { ProductsTable } from './table'
import type { Db } from '~/lib/db.server'
import { newId, nowIso, parseList } from '~/lib/records'
import type { Product, ProductData } from './schemas'

function toProduct(row: Selectable<ProductsTable>): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price_cents / 100,
    imageUrl: row.image_url,
    imageAlt: row.image_alt,
    category: row.category,
    features: parseList(row.features),
    inStock: Boolean(row.in_stock),
    popular: Boolean(row.popular),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toRow(data: ProductData) {
  return {
    name: data.name,
    description: data.description,
    price_cents: Math.round(data.price * 100),
    image_url: data.imageUrl,
    image_alt: data.imageAlt,
    category: data.category,
    features: JSON.stringify(data.features),
    in_stock: data.inStock ? 1 : 0,
    popular: data.popular ? 1 : 0,
  }
}

/** Newest first, the default sort (docs/product.md §Constants). */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at', 'desc').execute()
  return rows.map(toProduct)
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toProduct(row)
}

export async function insertProduct(
  db: Db,
  data: ProductData,
  createdAt = nowIso(),
): Promise<Product> {
  const row = { id: newId(), ...toRow(data), created_at: createdAt, updated_at: createdAt }
  await db.insertInto('products').values(row).execute()
  return toProduct(row)
}

export async function updateProduct(
  db: Db,
  id: string,
  data: ProductData,
): Promise<Product | undefined> {
  const result = await db
    .updateTable('products')
    .set({ ...toRow(data), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? findProduct(db, id) : undefined
}

export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}
