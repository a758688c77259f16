import type { Kysely } from 'kysely'

/**
 * Editorial history (docs/decisions/054-revisions-as-whole-documents.md): every published
 * version of an editable record as a whole document, the one unpublished draft of each, the
 * trash of deleted collection items, and which revision an activity entry produced.
 */
export const editorial = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // `content/home`, `portfolio/{id}`, `products/{id}`, `faqs/{id}`, `contact`.
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('revisions_resource_created_at')
      .on('revisions')
      .columns(['resource', 'created_at'])
      .execute()

    await db.schema
      .createTable('drafts')
      .addColumn('resource', 'text', (c) => c.primaryKey())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('trash')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      // The table's row as it was, column by column, so a restore puts back exactly it.
      .addColumn('row', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('deleted_by_id', 'text')
      .addColumn('deleted_by_name', 'text')
      .addPrimaryKeyConstraint('trash_pkey', ['type', 'id'])
      .execute()
    await db.schema.createIndex('trash_deleted_at').on('trash').column('deleted_at').execute()

    await db.schema.alterTable('activity').addColumn('revision_id', 'text').execute()
  },
}
