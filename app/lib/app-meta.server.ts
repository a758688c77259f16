import type { Db } from './db.server'

/**
 * A value every instance on one database shares (a secret, the site's identity): the first
 * instance to ask makes it, every other one reads what that one made.
 */
export async function sharedValue(db: Db, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return row.value
}

/** A shared value if one was made, without making it. */
export async function storedValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.value
}
