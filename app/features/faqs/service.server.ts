import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { bodyObject, isId } from '~/lib/validation'
import { deleteFaq, findFaq, insertFaq, nextFaqOrder, updateFaq } from './queries.server'
import { faqInput, type Faq } from './schemas'

const NOT_FOUND = 'FAQ not found'

export async function getFaq(db: Db, id: string): Promise<Faq> {
  return found(isId(id) ? await findFaq(db, id) : undefined, NOT_FOUND)
}

/** A new FAQ without an order goes last: the highest order plus one (spec §3). */
export async function createFaq(db: Db, body: unknown): Promise<Faq> {
  const data = faqInput.parse(bodyObject(body))
  if (data.order !== undefined) return insertFaq(db, { ...data, order: data.order })
  // Read the highest order and insert in one transaction, so the two see the same table.
  return db
    .transaction()
    .execute(async (trx) => insertFaq(trx, { ...data, order: await nextFaqOrder(trx) }))
}

/** Fields left out keep their values, so the list's up/down buttons can send only `order`. */
export async function editFaq(db: Db, id: string, body: unknown): Promise<Faq> {
  const current = await getFaq(db, id)
  const data = faqInput.parse({
    question: current.question,
    answer: current.answer,
    category: current.category,
    order: current.order,
    ...bodyObject(body),
  })
  return found(await updateFaq(db, id, { ...data, order: data.order ?? current.order }), NOT_FOUND)
}

export async function removeFaq(db: Db, id: string): Promise<void> {
  found((isId(id) && (await deleteFaq(db, id))) || undefined, NOT_FOUND)
}
