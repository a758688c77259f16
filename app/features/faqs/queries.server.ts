import type { Selectable } from 'kysely'
import type { FaqsTable } from './table'
import type { Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'
import { MAX_FAQ_ORDER, type Faq } from './schemas'
import { recordChange } from '~/core/reads.server'
import { faqs } from './collection'

export interface FaqRecord {
  question: string
  answer: string
  category: string
  order: number
}

function toFaq(row: Selectable<FaqsTable>): Faq {
  return {
    _id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * Lowest order first (docs/product.md §Constants), oldest first among equals so the list is
 * stable.
 */
export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db
    .selectFrom('faqs')
    .selectAll()
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .execute()
  return rows.map(toFaq)
}

export async function findFaq(db: Db, id: string): Promise<Faq | undefined> {
  const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toFaq(row)
}

/**
 * The order a new FAQ gets when none is given: the highest plus one (docs/product.md §Entities),
 * but never past MAX_FAQ_ORDER, or the FAQ could not be saved again with its own order.
 */
export async function nextFaqOrder(db: Db): Promise<number> {
  const { max } = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .executeTakeFirstOrThrow()
  return max === null ? 0 : Math.min(Number(max) + 1, MAX_FAQ_ORDER)
}

export async function insertFaq(db: Db, faq: FaqRecord): Promise<Faq> {
  const now = nowIso()
  const row = {
    id: newId(),
    question: faq.question,
    answer: faq.answer,
    category: faq.category,
    position: faq.order,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('faqs').values(row).execute()
  return toFaq(row)
}

/** An order left out keeps the FAQ's place. */
export async function updateFaq(
  db: Db,
  id: string,
  faq: Omit<FaqRecord, 'order'> & { order?: number },
): Promise<Faq | undefined> {
  const result = await db
    .updateTable('faqs')
    .set({
      question: faq.question,
      answer: faq.answer,
      category: faq.category,
      ...(faq.order === undefined ? {} : { position: faq.order }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? findFaq(db, id) : undefined
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Sets one FAQ's order alone (a move), leaving its text as it is. */
export async function setFaqOrder(db: Db, id: string, order: number): Promise<void> {
  recordChange(`${faqs.id}/${id}`)
  await db
    .updateTable('faqs')
    .set({ position: order, updated_at: nowIso() })
    .where('id', '=', id)
    .execute()
}

/**
 * After the FAQ at `order` is deleted: when no other FAQ shares that order, every FAQ after it
 * moves up one, so the orders stay contiguous (ADR 066).
 */
export async function closeOrderGap(db: Db, order: number): Promise<void> {
  const twin = await db
    .selectFrom('faqs')
    .select('id')
    .where('position', '=', order)
    .executeTakeFirst()
  if (twin) return
  recordChange(`${faqs.id}/*`)
  await db
    .updateTable('faqs')
    .set((eb) => ({ position: eb('position', '-', 1) }))
    .where('position', '>', order)
    .execute()
}

/**
 * Makes room at `order` for an FAQ back from the trash (ADR 056): the FAQs from there on move
 * down one, so it returns to its place and the orders stay without twins or gaps.
 */
export async function openOrderGap(db: Db, order: number, id: string): Promise<void> {
  recordChange(`${faqs.id}/*`)
  await db
    .updateTable('faqs')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('position', '>=', order)
    .where('id', '!=', id)
    .execute()
}
