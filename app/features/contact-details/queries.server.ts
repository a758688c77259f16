import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import type { ContactDetails, ContactDetailsData } from './schemas'
import { recordChange, recordRead } from '~/core/reads.server'

const RECORD_ID = 'main'

export async function getContactDetails(db: Db): Promise<ContactDetails | undefined> {
  recordRead('contact')
  const row = await db
    .selectFrom('contact_details')
    .selectAll()
    .where('id', '=', RECORD_ID)
    .executeTakeFirst()
  if (!row) return undefined
  const social = JSON.parse(row.social_media) as Partial<ContactDetails['socialMedia']>
  return {
    _id: row.id,
    address: row.address,
    phone: row.phone,
    email: row.email,
    businessHours: row.business_hours,
    socialMedia: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      instagram: social.instagram ?? null,
      linkedin: social.linkedin ?? null,
    },
    updatedAt: row.updated_at,
  }
}

/** The record is saved whole: create it the first time, replace it afterwards. */
export async function saveContactDetails(
  db: Db,
  data: ContactDetailsData,
): Promise<ContactDetails> {
  recordChange('contact')
  const values = {
    address: data.address,
    phone: data.phone,
    email: data.email,
    business_hours: data.businessHours,
    social_media: JSON.stringify(data.socialMedia),
    updated_at: nowIso(),
  }
  await db
    .insertInto('contact_details')
    .values({ id: RECORD_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
  return { _id: RECORD_ID, ...data, updatedAt: values.updated_at }
}
