import type { Kysely } from 'kysely'

/**
 * A text alternative for the image of each portfolio item and product (docs/product.md
 * §Entities). Rows from before have none (NULL): the public pages then use the title or name.
 * Numbered 006 because 005 is the site-content change made alongside it.
 */
export const imageAlt = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('portfolio_items').addColumn('image_alt', 'text').execute()
    await db.schema.alterTable('products').addColumn('image_alt', 'text').execute()
  },
}
