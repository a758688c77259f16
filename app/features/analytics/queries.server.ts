import { sql, type RawBuilder } from 'kysely'
import type { AnalyticsDailyTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { toEpochSeconds } from './recorder.server'
import { DIRECT, type Dimension, type Filter } from './schemas'

/**
 * The analytics reports' SQL, over the raw visits and views (days not rolled up yet, or a
 * filter the daily figures cannot answer) and over the daily figures (`analytics_daily`).
 * Written once for both engines: counts are cast to integer (PostgreSQL's count is a bigint,
 * which `pg` returns as a string).
 */

/** The figures every report adds up: the daily figures' columns. */
export type Metrics = Pick<
  AnalyticsDailyTable,
  'visitors' | 'visits' | 'pageviews' | 'bounces' | 'conversions' | 'converted'
>

export interface Range {
  from: string
  to: string
}

export const ZERO: Metrics = {
  visitors: 0,
  visits: 0,
  pageviews: 0,
  bounces: 0,
  conversions: 0,
  converted: 0,
}

/** The visits' column of each dimension a visit has one value of. */
const VISIT_COLUMN: Partial<Record<Dimension, string>> = {
  entry: 'entry_page',
  exit: 'exit_page',
  referrer: 'referrer',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
  country: 'country',
  language: 'language',
}

export type VisitDimension = Exclude<Dimension, 'page' | 'not_found' | 'search'>

const int = (expression: RawBuilder<unknown>) => sql<number>`cast(${expression} as integer)`

/** The metric columns over rows of visits (`s`) each with its views counted in `pv`. */
const metricColumns = sql`
  ${int(sql`count(distinct visitor)`)} as visitors,
  ${int(sql`count(*)`)} as visits,
  ${int(sql`coalesce(sum(pv), 0)`)} as pageviews,
  ${int(sql`coalesce(sum(case when views = 1 then 1 else 0 end), 0)`)} as bounces,
  ${int(sql`coalesce(sum(conversions), 0)`)} as conversions,
  ${int(sql`coalesce(sum(case when conversions > 0 then 1 else 0 end), 0)`)} as converted`

/** The condition a filter puts on a visit `s` (a page filter: it viewed that page). */
function filterCondition(filter: Filter | undefined): RawBuilder<unknown> {
  if (!filter) return sql`1 = 1`
  if (filter.dimension === 'page') {
    return sql`exists (select 1 from analytics_views f where f.visit_id = s.id and f.path = ${filter.value})`
  }
  const column = sql.ref(`s.${VISIT_COLUMN[filter.dimension]!}`)
  if (filter.dimension === 'referrer' && filter.value === DIRECT) return sql`${column} is null`
  return sql`${column} = ${filter.value}`
}

/**
 * The visits of the range that pass the filter, one row each with the views that count: all
 * its views, or with a page filter only those of that page.
 */
function visitRows(range: Range, filter: Filter | undefined, value: RawBuilder<unknown>) {
  const views =
    filter?.dimension === 'page'
      ? sql`(select coalesce(sum(v.count), 0) from analytics_views v where v.visit_id = s.id and v.path = ${filter.value})`
      : sql`s.views`
  return sql`
    select ${value} as value, s.visitor, s.views, s.conversions, ${views} as pv
    from analytics_visits s
    where s.day >= ${range.from} and s.day <= ${range.to} and ${filterCondition(filter)}`
}

const toMetrics = <T extends object>(row: T & Record<keyof Metrics, unknown>) =>
  ({
    ...row,
    visitors: Number(row.visitors),
    visits: Number(row.visits),
    pageviews: Number(row.pageviews),
    bounces: Number(row.bounces),
    conversions: Number(row.conversions),
    converted: Number(row.converted),
  }) as T & Metrics

/** Figures per day of the range, from the raw visits. */
export async function rawByDay(db: Db, range: Range, filter?: Filter) {
  const { rows } = await sql<{ value: string } & Metrics>`
    select value, ${metricColumns}
    from (${visitRows(range, filter, sql`s.day`)}) x
    group by value`.execute(db)
  return rows.map(toMetrics)
}

/** Figures per value of a dimension a visit has one value of, from the raw visits. */
export async function rawByVisitDimension(
  db: Db,
  dimension: VisitDimension,
  range: Range,
  filter?: Filter,
) {
  const column = sql.ref(`s.${VISIT_COLUMN[dimension]!}`)
  const value = dimension === 'referrer' ? sql`coalesce(${column}, ${DIRECT})` : column
  const { rows } = await sql<{ value: string } & Metrics>`
    select value, ${metricColumns}
    from (${visitRows(range, filter, value)}) x
    where value is not null
    group by value`.execute(db)
  return rows.map(toMetrics)
}

/**
 * A lower bound on the time (the analytics epoch's seconds) of every view of a visit of `day` or later, in any
 * time zone: the day's midnight where a day starts first (UTC+14), less an hour for a clock
 * change. A visit's views are never earlier than the start of its day, so the condition drops
 * no view; it lets the database find a range's views by their time (`analytics_views_at`,
 * ADR 084) rather than read every view of the last 31 days to join them to the range's visits.
 */
export function viewsFrom(day: string): number {
  const [year, month, date] = day.split('-').map(Number)
  return toEpochSeconds(Date.UTC(year!, month! - 1, date!) - 15 * 3600 * 1000)
}

/** Figures per page viewed (a visit counts once per page it viewed), from the raw views. */
export async function rawByPage(db: Db, range: Range, filter?: Filter) {
  const onePage = filter?.dimension === 'page' ? sql`and v.path = ${filter.value}` : sql``
  const { rows } = await sql<{ value: string } & Metrics>`
    select value, ${metricColumns}
    from (
      select v.path as value, s.id, s.visitor, s.views, s.conversions, sum(v.count) as pv
      from analytics_visits s join analytics_views v on v.visit_id = s.id
      where s.day >= ${range.from} and s.day <= ${range.to} and v.at >= ${viewsFrom(range.from)}
        and ${filterCondition(filter?.dimension === 'page' ? undefined : filter)} ${onePage}
      group by v.path, s.id, s.visitor, s.views, s.conversions
    ) x
    group by value`.execute(db)
  return rows.map(toMetrics)
}

/** Visitors, visits and views per local hour of each day, from the raw views. */
export async function rawByHour(db: Db, range: Range, filter?: Filter) {
  const onePage = filter?.dimension === 'page' ? sql`and v.path = ${filter.value}` : sql``
  const { rows } = await sql<{
    day: string
    hour: number
    visitors: number
    visits: number
    pageviews: number
  }>`
    select s.day, v.hour,
      ${int(sql`count(distinct s.visitor)`)} as visitors,
      ${int(sql`count(distinct s.id)`)} as visits,
      ${int(sql`sum(v.count)`)} as pageviews
    from analytics_visits s join analytics_views v on v.visit_id = s.id
    where s.day >= ${range.from} and s.day <= ${range.to} and v.at >= ${viewsFrom(range.from)}
      and ${filterCondition(filter?.dimension === 'page' ? undefined : filter)} ${onePage}
    group by s.day, v.hour`.execute(db)
  return rows.map((r) => ({
    day: r.day,
    hour: Number(r.hour),
    visitors: Number(r.visitors),
    visits: Number(r.visits),
    pageviews: Number(r.pageviews),
  }))
}

/** Public paths answered 404: visitors and hits per path, from the raw records. */
export async function rawNotFound(db: Db, range: Range) {
  const { rows } = await sql<{ value: string; visitors: number; pageviews: number }>`
    select path as value,
      ${int(sql`count(distinct visitor)`)} as visitors,
      ${int(sql`sum(hits)`)} as pageviews
    from analytics_not_found
    where day >= ${range.from} and day <= ${range.to}
    group by path`.execute(db)
  return rows.map((r) => ({
    ...ZERO,
    ...r,
    visitors: Number(r.visitors),
    pageviews: Number(r.pageviews),
  }))
}

/** What visitors searched for: visitors and searches per query, from the raw records. */
export async function rawSearches(db: Db, range: Range) {
  const { rows } = await sql<{ value: string; visitors: number; pageviews: number }>`
    select query as value,
      ${int(sql`count(distinct visitor)`)} as visitors,
      ${int(sql`sum(hits)`)} as pageviews
    from analytics_searches
    where day >= ${range.from} and day <= ${range.to}
    group by query`.execute(db)
  return rows.map((r) => ({
    ...ZERO,
    ...r,
    visitors: Number(r.visitors),
    pageviews: Number(r.pageviews),
  }))
}

/** Messages sent from each composed page's form over the range (issue #40). */
export async function formConversions(db: Db, range: Range) {
  const rows = await db
    .selectFrom('analytics_form_conversions')
    .select((eb) => ['page as value', int(sql`${eb.fn.sum('conversions')}`).as('conversions')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('page')
    .execute()
  return rows.map((r) => ({ ...ZERO, value: r.value, conversions: Number(r.conversions) }))
}

/** Where each broken path was linked from, with its hits, from the raw records. */
export async function rawNotFoundReferrers(db: Db, range: Range, paths?: string[]) {
  if (paths && !paths.length) return []
  const { rows } = await sql<{ path: string; referrer: string; hits: number }>`
    select path, referrer, ${int(sql`sum(hits)`)} as hits
    from analytics_not_found
    where day >= ${range.from} and day <= ${range.to}
      ${paths ? sql`and path in (${sql.join(paths)})` : sql``}
    group by path, referrer`.execute(db)
  return rows.map((r) => ({ ...r, hits: Number(r.hits) }))
}

/** Daily figures summed over a range, per value of a dimension (or only the values given). */
export async function dailyByValue(db: Db, dimension: string, range: Range, values?: string[]) {
  if (values && !values.length) return []
  const rows = await db
    .selectFrom('analytics_daily')
    .select((eb) => [
      'value',
      int(sql`${eb.fn.sum('visitors')}`).as('visitors'),
      int(sql`${eb.fn.sum('visits')}`).as('visits'),
      int(sql`${eb.fn.sum('pageviews')}`).as('pageviews'),
      int(sql`${eb.fn.sum('bounces')}`).as('bounces'),
      int(sql`${eb.fn.sum('conversions')}`).as('conversions'),
      int(sql`${eb.fn.sum('converted')}`).as('converted'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .$if(values !== undefined, (q) => q.where('value', 'in', values!))
    .groupBy('value')
    .execute()
  return rows.map(toMetrics)
}

/** Daily figures of one value of a dimension, per day (`total` and '' for the whole site). */
export async function dailyByDay(db: Db, dimension: string, value: string, range: Range) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select([
      'day as value',
      'visitors',
      'visits',
      'pageviews',
      'bounces',
      'conversions',
      'converted',
    ])
    .where('dimension', '=', dimension)
    .where('value', '=', value)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute()
  return rows.map(toMetrics)
}

/** The hour figures of the days of a range, per day and hour. */
export async function dailyByHour(db: Db, range: Range) {
  const rows = await db
    .selectFrom('analytics_daily')
    .select(['day', 'value', 'visitors', 'visits', 'pageviews'])
    .where('dimension', '=', 'hour')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute()
  return rows.map((r) => ({
    day: r.day,
    hour: Number(r.value),
    visitors: Number(r.visitors),
    visits: Number(r.visits),
    pageviews: Number(r.pageviews),
  }))
}

/** Visitors and views since `since` (epoch seconds), with the pages they viewed. */
export async function recentActivity(db: Db, days: string[], since: number) {
  const { rows } = await sql<{ path: string; visitor: string; views: number }>`
    select v.path, s.visitor, ${int(sql`sum(v.count)`)} as views
    from analytics_visits s join analytics_views v on v.visit_id = s.id
    where s.day in (${sql.join(days)}) and s.last_at >= ${since} and v.at >= ${since}
    group by v.path, s.visitor`.execute(db)
  return rows.map((r) => ({ ...r, views: Number(r.views) }))
}

/** Page views and broken-link hits the caps did not keep over the range (ADR 074). */
export async function notRecorded(db: Db, range: Range): Promise<number> {
  const row = await db
    .selectFrom('analytics_limits')
    .select((eb) =>
      int(
        sql`coalesce(${eb.fn.sum('over_day_cap')}, 0) + coalesce(${eb.fn.sum('over_visitor_cap')}, 0)`,
      ).as('n'),
    )
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
