import { sql, type Kysely } from 'kysely'

/**
 * Messages the bot traps doubt are kept, and analytics are capped (ADR 073, 074):
 *
 * - `messages.spam_reason`: why the traps put a message under spam when it arrived ("The hidden
 *   field was filled."); null for every message they did not doubt, and for those stored before.
 * - `analytics_limits`: per day of `SITE_TIMEZONE`, the visitors whose page views were kept
 *   (what the day's cap is checked against) and the page views not kept, by the cap that
 *   refused them. Kept for good beside the daily figures, so a report says what it left out.
 * - `analytics_not_found_visitor`: a visitor's broken-link hits of the day, found by their
 *   hash, as their visits already are, for the per-visitor cap.
 * - Leads owned by an account whose role cannot see leads (editors could be given leads until
 *   now) lose their owner; from now on a role change does that itself (docs/product.md §Leads).
 */
export const spamReasonsAndAnalyticsLimits = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('messages').addColumn('spam_reason', 'text').execute()

    await db.schema
      .createTable('analytics_limits')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addColumn('over_day_cap', 'integer', (c) => c.notNull())
      .addColumn('over_visitor_cap', 'integer', (c) => c.notNull())
      .execute()

    await db.schema
      .createIndex('analytics_not_found_visitor')
      .on('analytics_not_found')
      .column('visitor')
      .execute()

    await sql`update messages set assignee_id = null
      where assignee_id in (select id from users where role not in ('admin', 'sales'))`.execute(db)
  },
}
