import type { Kysely } from 'kysely'

/**
 * A post may be written before it is published (issue #39): `status` is `draft` (only the team
 * sees it; it can be scheduled) or `published` (on /blog, the feed, the sitemap and the API).
 * Every post written before this was published.
 */
export const postStatus = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('posts')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute()
  },
}
