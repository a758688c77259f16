import type { Kysely } from 'kysely'
import { slugify, uniqueSlug } from '~/lib/slug'

interface OldItem {
  id: string
  title: string
  created_at: string
}

/**
 * The agency's own brand and pages worth sharing (docs/product.md §Portfolio, §Settings,
 * ADR 058–061):
 *
 * - `portfolio_items` gets a `slug` (its page is /portfolio/{slug}; rows from before get one
 *   made from their title, oldest first, numbered when two titles meet), and a search title,
 *   search description and share image of its own (null: the defaults).
 * - `redirects`: a path that answers 301 or 302 to another path or a URL; a changed slug
 *   adds one.
 * - `site_settings`: one JSON document per key (`brand`), for settings that are not a page's
 *   copy.
 */
export const brandPages = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('portfolio_items').addColumn('slug', 'text').execute()
    await db.schema.alterTable('portfolio_items').addColumn('seo_title', 'text').execute()
    await db.schema.alterTable('portfolio_items').addColumn('seo_description', 'text').execute()
    await db.schema.alterTable('portfolio_items').addColumn('share_image_url', 'text').execute()
    const items = db as unknown as Kysely<{ portfolio_items: OldItem & { slug: string | null } }>
    const rows = await items
      .selectFrom('portfolio_items')
      .select(['id', 'title', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    const taken = new Set<string>()
    for (const row of rows) {
      const slug = uniqueSlug(slugify(row.title), taken)
      taken.add(slug)
      await items.updateTable('portfolio_items').set({ slug }).where('id', '=', row.id).execute()
    }
    await db.schema
      .createIndex('portfolio_items_slug')
      .on('portfolio_items')
      .column('slug')
      .unique()
      .execute()

    await db.schema
      .createTable('redirects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('from_path', 'text', (c) => c.notNull().unique())
      .addColumn('to_url', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },
}
