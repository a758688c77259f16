import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import { brandDefaults, brandInput, type Brand } from './schemas'
import { recordChange, recordRead } from '~/core/reads.server'

const KEY = 'brand'

/** The brand as saved, or today's (the defaults) until an admin saves one. */
export async function readBrand(db: Db): Promise<Brand> {
  recordRead('brand')
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst()
  if (!row) return brandDefaults
  try {
    const parsed = brandInput.safeParse({ ...brandDefaults, ...bodyObject(JSON.parse(row.value)) })
    return parsed.success ? parsed.data : brandDefaults
  } catch {
    return brandDefaults
  }
}

export async function saveBrand(db: Db, brand: Brand): Promise<Brand> {
  recordChange('brand')
  const value = JSON.stringify(brand)
  const updated_at = nowIso()
  await db
    .insertInto('site_settings')
    .values({ key: KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute()
  return brand
}
