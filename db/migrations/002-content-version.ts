import type { Kysely } from 'kysely'

/**
 * One row counting changes to public content. Every write that changes what visitors see
 * increments it in the same transaction; rendered pages are cached per version, so a write
 * that is committed can never be hidden behind a page rendered before it.
 */
export const contentVersion = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute()
    await db
      .insertInto('content_version' as never)
      .values({ id: 1, version: 1 } as never)
      .execute()
  },
}
