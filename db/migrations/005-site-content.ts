import type { Kysely } from 'kysely'

/**
 * The site's copy as typed documents, one per page (docs/product.md §Site content), and the
 * drafts an editor previews before publishing (kept as token hashes, for an hour).
 */
export const siteContent = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_content')
      .addColumn('page', 'text', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('content_previews')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('content_previews_expires_at')
      .on('content_previews')
      .column('expires_at')
      .execute()
  },
}
