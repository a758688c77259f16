import type { Kysely } from 'kysely'

/**
 * The composed page a message was sent from (issue #40): its path (`/offer/website-audit`), so
 * the lead says where it came from and Analytics counts conversions per page. Messages sent
 * before this, or from the contact page, have none.
 */
export const messagePage = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('messages').addColumn('page', 'text').execute()
  },
}
