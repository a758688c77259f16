import type { Kysely } from 'kysely'

/**
 * The journal (ADR 089): `posts`, one row per published post (drafts and schedules are the
 * shared editorial tables'), its body Markdown as written, its HTML made when read. `slug` is
 * unique (the page is /blog/{slug}); `tags` a JSON list; `author_id` a team account's id, no
 * foreign key (an account removed leaves its posts, without an author card; and no collection
 * has a foreign key, so an import loads the tables in any order).
 *
 * `users` gets what an author card shows: a public name, job title, photo and short bio (null:
 * the account's username, and nothing).
 */
export const posts = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('posts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('excerpt', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text')
      .addColumn('cover_alt', 'text')
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text')
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('seo_title', 'text')
      .addColumn('seo_description', 'text')
      .addColumn('share_image_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('posts_published_at').on('posts').column('published_at').execute()
    for (const column of ['public_name', 'job_title', 'photo_url', 'bio']) {
      await db.schema.alterTable('users').addColumn(column, 'text').execute()
    }
  },
}
