import type { Kysely } from 'kysely'

/**
 * The change log beside the content version (ADR 085): for each publish, the version it made and
 * the keys of what it changed (`["faqs/…"]`, or `["*"]`), so every instance drops from its page
 * cache only the answers that read them. Rows are kept an hour (a job forgets older ones).
 */
export const contentChanges = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_changes')
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('keys', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('content_changes_at').on('content_changes').column('at').execute()
  },
}
