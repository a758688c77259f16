import { sql, type Kysely } from 'kysely'
import type { Dialect } from '~/lib/db.server'

/**
 * The composed page a message was sent from (issue #40): its path (`/offer/website-audit`) on
 * the message, so the lead says where it came from; and `analytics_form_conversions`, the
 * messages sent from each page's form per day of the site, which the Analytics screen's
 * "Conversions by page" adds up. A count per day and page holds no visitor: it is kept as the
 * daily figures are. Messages sent before this, or from the contact page, have no page.
 */
export function messagePage(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('messages').addColumn('page', 'text').execute()
      const conversions = db.schema
        .createTable('analytics_form_conversions')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('conversions', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_form_conversions_pk', ['day', 'page'])
      await (
        dialect === 'sqlite' ? conversions.modifyEnd(sql`without rowid`) : conversions
      ).execute()
    },
  }
}
