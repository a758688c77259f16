import { sql, type Kysely } from 'kysely'
import type { Dialect } from '~/lib/db.server'

/**
 * Visitor analytics counted by the server (docs/privacy.md, ADR 050–053), and the source a
 * contact message keeps of the visit that brought it.
 *
 * - `analytics_salts`: the random salt of each day, shared by every instance; deleted once no
 *   visit can still use it.
 * - `analytics_visits` and `analytics_views`: the raw visits and their page views, kept
 *   ANALYTICS_RAW_DAYS. Times are whole seconds since 2025-01-01 UTC, which fit 32 bits (until
 *   2093) on both engines and keep rows small.
 * - `analytics_not_found`: public paths answered 404, with where they were linked from.
 * - `analytics_daily`: per day, per dimension and value, the figures every report reads; kept
 *   for good.
 *
 * On SQLite the raw tables are WITHOUT ROWID: the primary key is the table, so no second copy
 * of the key sits in an index (the bytes per page view, docs/performance.md).
 */
export function analytics(dialect: Dialect) {
  const clustered = <T extends { modifyEnd(node: ReturnType<typeof sql>): T }>(builder: T) =>
    dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute()

      await clustered(
        db.schema
          .createTable('analytics_visits')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('visitor', 'text', (c) => c.notNull())
          .addColumn('last_at', 'integer', (c) => c.notNull())
          .addColumn('views', 'integer', (c) => c.notNull())
          .addColumn('entry_page', 'text', (c) => c.notNull())
          .addColumn('exit_page', 'text', (c) => c.notNull())
          .addColumn('referrer', 'text')
          .addColumn('utm_source', 'text')
          .addColumn('utm_medium', 'text')
          .addColumn('utm_campaign', 'text')
          .addColumn('device', 'text', (c) => c.notNull())
          .addColumn('browser', 'text')
          .addColumn('os', 'text')
          .addColumn('country', 'text')
          .addColumn('conversions', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('analytics_visits_pk', ['day', 'id']),
      ).execute()
      await db.schema
        .createIndex('analytics_visits_visitor')
        .on('analytics_visits')
        .column('visitor')
        .execute()

      await clustered(
        db.schema
          .createTable('analytics_views')
          .addColumn('visit_id', 'text', (c) => c.notNull())
          .addColumn('n', 'integer', (c) => c.notNull())
          .addColumn('at', 'integer', (c) => c.notNull())
          .addColumn('hour', 'integer', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_views_pk', ['visit_id', 'n']),
      ).execute()

      await clustered(
        db.schema
          .createTable('analytics_not_found')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('referrer', 'text', (c) => c.notNull())
          .addColumn('visitor', 'text', (c) => c.notNull())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_not_found_pk', [
            'day',
            'path',
            'referrer',
            'visitor',
          ]),
      ).execute()

      await clustered(
        db.schema
          .createTable('analytics_daily')
          .addColumn('dimension', 'text', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('visitors', 'integer', (c) => c.notNull())
          .addColumn('visits', 'integer', (c) => c.notNull())
          .addColumn('pageviews', 'integer', (c) => c.notNull())
          .addColumn('bounces', 'integer', (c) => c.notNull())
          .addColumn('conversions', 'integer', (c) => c.notNull())
          .addColumn('converted', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_daily_pk', ['dimension', 'day', 'value']),
      ).execute()

      for (const column of [
        'source_landing_page',
        'source_referrer',
        'source_utm_source',
        'source_utm_medium',
        'source_utm_campaign',
      ]) {
        await db.schema.alterTable('messages').addColumn(column, 'text').execute()
      }
    },
  }
}
