import type { Kysely } from 'kysely'

/**
 * The raw page views by time (ADR 084): the reports' raw part (the days not rolled up yet,
 * today at least) finds its views by their time instead of reading every view kept for the
 * last 31 days to join them to the range's visits.
 */
export const analyticsViewsByTime = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('analytics_views_at').on('analytics_views').column('at').execute()
  },
}
