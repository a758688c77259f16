import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { editableFields } from '~/lib/records'
import { bodyObject, isId } from '~/lib/validation'
import { deleteProduct, findProduct, insertProduct, updateProduct } from './queries.server'
import { productInput, type Product } from './schemas'

const NOT_FOUND = 'Product not found'

export async function getProduct(db: Db, id: string): Promise<Product> {
  return found(isId(id) ? await findProduct(db, id) : undefined, NOT_FOUND)
}

export function createProduct(db: Db, body: unknown): Promise<Product> {
  return insertProduct(db, productInput.parse(bodyObject(body)))
}

/** Fields left out of the body keep their stored values. */
export async function editProduct(db: Db, id: string, body: unknown): Promise<Product> {
  const current = editableFields(await getProduct(db, id))
  const data = productInput.parse({ ...current, ...bodyObject(body) })
  return found(await updateProduct(db, id, data), NOT_FOUND)
}

export async function removeProduct(db: Db, id: string): Promise<void> {
  found((isId(id) && (await deleteProduct(db, id))) || undefined, NOT_FOUND)
}
