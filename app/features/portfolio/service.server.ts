import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { editableFields } from '~/lib/records'
import { bodyObject, isId } from '~/lib/validation'
import {
  deletePortfolioItem,
  findPortfolioItem,
  insertPortfolioItem,
  updatePortfolioItem,
} from './queries.server'
import { portfolioInput, type PortfolioItem } from './schemas'

const NOT_FOUND = 'Portfolio item not found'

export async function getPortfolioItem(db: Db, id: string): Promise<PortfolioItem> {
  return found(isId(id) ? await findPortfolioItem(db, id) : undefined, NOT_FOUND)
}

export function createPortfolioItem(db: Db, body: unknown): Promise<PortfolioItem> {
  return insertPortfolioItem(db, portfolioInput.parse(bodyObject(body)))
}

/** Fields left out of the body keep their stored values. */
export async function editPortfolioItem(db: Db, id: string, body: unknown): Promise<PortfolioItem> {
  const current = editableFields(await getPortfolioItem(db, id))
  const data = portfolioInput.parse({ ...current, ...bodyObject(body) })
  return found(await updatePortfolioItem(db, id, data), NOT_FOUND)
}

export async function removePortfolioItem(db: Db, id: string): Promise<void> {
  found((isId(id) && (await deletePortfolioItem(db, id))) || undefined, NOT_FOUND)
}
