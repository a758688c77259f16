import { collectionService } from '~/core/collection.server'
import { inTransaction, type Db } from '~/lib/db.server'
import { deleteFaq, findFaq, insertFaq, listFaqs, nextFaqOrder, updateFaq } from './queries.server'
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

export const faqService = collectionService<Faq, FaqData>(
  { list: listFaqs, find: findFaq, insert: insertLast, update: updateFaq, remove: deleteFaq },
  'FAQ not found',
)
