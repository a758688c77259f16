import type { CrudQueries } from '~/core/collection.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { isId } from '~/lib/validation'
import { faqs } from './collection'
import { faqMoves } from './faq-moves'
import {
  closeOrderGap,
  deleteFaq,
  findFaq,
  insertFaq,
  listFaqs,
  nextFaqOrder,
  openOrderGap,
  setFaqOrder,
  updateFaq,
} from './queries.server'
import type { Faq, FaqData } from './schemas'

/**
 * A new FAQ without an order goes last: the highest order plus one (docs/product.md §Entities).
 */
async function insertLast(db: Db, data: FaqData): Promise<Faq> {
  if (data.order !== undefined) return insertFaq(db, { ...data, order: data.order })
  // Read the highest order and insert in one transaction, so the two see the same table.
  return inTransaction(db, async (trx) =>
    insertFaq(trx, { ...data, order: await nextFaqOrder(trx) }),
  )
}

/**
 * Deleting an FAQ closes the gap it leaves: the FAQs after it move up one, so the orders an
 * editor sees stay 0, 1, 2, 3 rather than 0, 1, 2, 4 (ADR 066). Called in the delete's
 * transaction, so the list is never seen with the gap.
 */
async function removeClosingGap(db: Db, id: string): Promise<boolean> {
  const faq = await findFaq(db, id)
  if (!faq || !(await deleteFaq(db, id))) return false
  await closeOrderGap(db, faq.order)
  return true
}

/** The FAQs' queries as the collection's shared service takes them (collection.server.ts). */
export const faqQueries: CrudQueries<Faq, FaqData> = {
  list: listFaqs,
  find: findFaq,
  insert: insertLast,
  update: updateFaq,
  remove: removeClosingGap,
}

/**
 * Moves one FAQ a place up or down in public order, as one change (ADR 066): the orders it and
 * its neighbours need (faqMoves) are written together. Returns the FAQ and whether anything
 * moved (the first FAQ cannot go up). Run it in a transaction.
 */
export async function moveFaq(
  db: Db,
  id: string,
  direction: 'up' | 'down',
): Promise<{ faq: Faq; moved: boolean }> {
  const faq = found(isId(id) ? await findFaq(db, id) : undefined, faqs.texts.notFound)
  const changes = faqMoves(await listFaqs(db), id, direction === 'up' ? -1 : 1)
  for (const change of changes) await setFaqOrder(db, change.id, change.order)
  return { faq, moved: changes.length > 0 }
}

/** After an FAQ went to the trash: the ones after it move up (ADR 066). */
export const closeGapOf = (db: Db, faq: Faq) => closeOrderGap(db, faq.order)

/** After an FAQ came back from the trash: it takes its old place again. */
export const reopenPlaceOf = (db: Db, faq: Faq) => openOrderGap(db, faq.order, faq._id)
