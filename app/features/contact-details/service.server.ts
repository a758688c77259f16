import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { getContactDetails, saveContactDetails } from './queries.server'
import type { ContactDetails, ContactDetailsData } from './schemas'

export async function requireContactDetails(db: Db): Promise<ContactDetails> {
  return found(await getContactDetails(db), 'Contact details have not been set yet')
}

/** Saves the whole record; says whether it existed before (201 the first time). */
export async function replaceContactDetails(
  db: Db,
  data: ContactDetailsData,
): Promise<{ details: ContactDetails; created: boolean }> {
  const created = (await getContactDetails(db)) === undefined
  return { details: await saveContactDetails(db, data), created }
}
