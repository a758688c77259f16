import type { Kysely } from 'kysely'

/**
 * Every account has one role (docs/product.md §Roles): admin, editor or sales. Accounts made
 * before roles existed could do everything, so they become admins.
 */
export const roles = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
      .execute()
  },
}
