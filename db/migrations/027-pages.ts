import type { Kysely } from 'kysely'

/**
 * Composed pages (issue #40, ADR 094): a page staff put together from the site's sections, at a
 * path of its own. `sections` is a JSON list; `path` is unique (a changed path leaves a 301 in
 * the redirects, as a post's slug does); drafts and schedules are the shared editorial tables'.
 */
export const pages = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull().unique())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .addColumn('seo_title', 'text')
      .addColumn('seo_description', 'text')
      .addColumn('share_image_url', 'text')
      .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
}
