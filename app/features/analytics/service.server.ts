import type { Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { fieldErrors, type z } from '~/lib/validation'
import { addDays, dayCount, daysBetween, localInstant, localIso, localToday } from './days'
import * as queries from './queries.server'
import { ZERO, type Metrics, type Range } from './queries.server'
import { toEpochSeconds } from './recorder.server'
import { NOT_FOUND_FROM, rolledThrough, TOTAL } from './rollup.server'
import {
  breakdownQuery,
  DIRECT,
  MAX_HOUR_DAYS,
  rangeQuery,
  timeseriesQuery,
  type BreakdownRow,
  type Filter,
  type Interval,
  type Period,
  type Realtime,
  type Summary,
  type TimeseriesPoint,
  type Totals,
} from './schemas'

/** What the reports read: the database, the site's days, how long raw data is kept, the time. */
export interface ReportContext {
  db: Db
  timeZone: string
  rawDays: number
  now: Date
}

/** Rows a breakdown lists when the query names no limit. */
const DEFAULT_LIMIT = 10
/** Visitors "right now": a view in the last five minutes. */
const REALTIME_SECONDS = 300

function parse<S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.output<S> {
  const input = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  )
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new AppError(400, 'Invalid analytics query', fieldErrors(result.error))
  }
  return result.data
}

/** The range asked for; by default the last 30 days, today included. */
function rangeOf(ctx: ReportContext, q: { from?: string; to?: string; period?: Period }): Range {
  const today = localToday(ctx.now, ctx.timeZone)
  if (q.period && !q.from && !q.to) {
    const back = { today: 0, '7d': 6, '30d': 29, '12mo': 364 }[q.period]
    return { from: addDays(today, -back), to: today }
  }
  const to = q.to ?? (q.from && q.from > today ? q.from : today)
  const from = q.from ?? (addDays(to, -29) < to ? addDays(to, -29) : to)
  return { from, to }
}

/**
 * Where the daily figures end and the raw ones begin. Days up to `rolled` are read from the
 * daily figures; days after it from the raw visits. `rawFrom` is the first day raw visits are
 * still kept for: a filter the daily figures cannot answer reaches back that far.
 */
async function layout(ctx: ReportContext) {
  const rolled = await rolledThrough(ctx.db)
  const kept = addDays(localToday(ctx.now, ctx.timeZone), -ctx.rawDays)
  const rawFrom =
    rolled === null ? '0000-01-01' : kept < addDays(rolled, 1) ? kept : addDays(rolled, 1)
  return { rolled, rawFrom }
}

/** The part of `range` up to `last` (daily figures), and the part after it (raw). */
function split(range: Range, last: string | null): { daily?: Range; raw?: Range } {
  if (last === null || last < range.from) return { raw: range }
  if (last >= range.to) return { daily: range }
  return { daily: { from: range.from, to: last }, raw: { from: addDays(last, 1), to: range.to } }
}

/** Only the days of `range` from `first` on, or undefined when none is left. */
function from(range: Range, first: string): Range | undefined {
  if (first > range.to) return undefined
  return first > range.from ? { from: first, to: range.to } : range
}

function add(into: Metrics, row: Metrics) {
  into.visitors += row.visitors
  into.visits += row.visits
  into.pageviews += row.pageviews
  into.bounces += row.bounces
  into.conversions += row.conversions
  into.converted += row.converted
}

/** The daily figures' dimension and value that answer a filter (or the whole site). */
function dailyKey(filter: Filter | undefined): [string, string] {
  return filter ? [filter.dimension, filter.value] : [TOTAL, '']
}

/** Figures per day of the range: the daily figures, then the raw visits after them. */
async function byDay(ctx: ReportContext, range: Range, filter: Filter | undefined) {
  const { rolled } = await layout(ctx)
  const parts = split(range, rolled)
  const [dimension, value] = dailyKey(filter)
  const [daily, raw] = await Promise.all([
    parts.daily ? queries.dailyByDay(ctx.db, dimension, value, parts.daily) : [],
    parts.raw ? queries.rawByDay(ctx.db, parts.raw, filter) : [],
  ])
  return new Map([...daily, ...raw].map((r) => [r.value, r as Metrics]))
}

async function totals(ctx: ReportContext, range: Range, filter: Filter | undefined) {
  const sum = { ...ZERO }
  for (const row of (await byDay(ctx, range, filter)).values()) add(sum, row)
  return sum
}

const ratio = (part: number, whole: number, digits = 4) =>
  whole > 0 ? Math.round((part / whole) * 10 ** digits) / 10 ** digits : 0

const totalsOf = (m: Metrics): Totals => ({
  visitors: m.visitors,
  visits: m.visits,
  pageviews: m.pageviews,
  conversions: m.conversions,
})

export async function summary(
  ctx: ReportContext,
  query: Record<string, unknown>,
): Promise<Summary> {
  const q = parse(rangeQuery, query)
  const range = rangeOf(ctx, q)
  const days = dayCount(range.from, range.to)
  const before = { from: addDays(range.from, -days), to: addDays(range.from, -1) }
  const [now, previous, { rawFrom }, dropped] = await Promise.all([
    totals(ctx, range, q.filter),
    totals(ctx, before, q.filter),
    layout(ctx),
    queries.notRecorded(ctx.db, range),
  ])
  return {
    ...range,
    ...totalsOf(now),
    bounceRate: ratio(now.bounces, now.visits),
    viewsPerVisit: ratio(now.pageviews, now.visits, 2),
    conversionRate: ratio(now.converted, now.visits),
    previous: totalsOf(previous),
    filterFrom: q.filter && range.from < rawFrom ? rawFrom : null,
    notRecorded: dropped,
  }
}

export async function breakdown(
  ctx: ReportContext,
  query: Record<string, unknown>,
): Promise<BreakdownRow[]> {
  const q = parse(breakdownQuery, query)
  const range = rangeOf(ctx, q)
  const limit = q.limit ?? DEFAULT_LIMIT
  const { rolled, rawFrom } = await layout(ctx)
  const { dimension } = q
  if (dimension === 'form') {
    // Counted per day and page when a message is sent, apart from visits: no filter applies.
    return (await queries.formConversions(ctx.db, range))
      .sort((a, b) => b.conversions - a.conversions || (a.value < b.value ? -1 : 1))
      .slice(0, limit)
      .map((r) => ({
        value: r.value,
        visitors: 0,
        pageviews: 0,
        conversions: r.conversions,
        visits: 0,
        conversionRate: 0,
      }))
  }
  // A broken link belongs to no visit: a filter does not apply to it.
  const filter = dimension === 'not_found' || dimension === 'search' ? undefined : q.filter
  const rows = new Map<string, Metrics & { value: string }>()
  const merge = (list: (Metrics & { value: string })[]) => {
    for (const row of list) {
      const known = rows.get(row.value)
      if (known) add(known, row)
      else rows.set(row.value, { ...row })
    }
  }
  const raw = (part: Range) =>
    dimension === 'page'
      ? queries.rawByPage(ctx.db, part, filter)
      : dimension === 'not_found'
        ? queries.rawNotFound(ctx.db, part)
        : dimension === 'search'
          ? queries.rawSearches(ctx.db, part)
          : queries.rawByVisitDimension(ctx.db, dimension, part, filter)

  if (!filter || filter.dimension === dimension) {
    // The daily figures answer it: per value, or the filter's own value.
    const parts = split(range, rolled)
    if (parts.daily) {
      merge(
        await queries.dailyByValue(
          ctx.db,
          dimension,
          parts.daily,
          filter ? [filter.value] : undefined,
        ),
      )
    }
    if (parts.raw) merge(await raw(parts.raw))
  } else {
    // Another dimension's value: only the raw visits can tell, as far back as they are kept.
    const part = from(range, rawFrom)
    if (part) merge(await raw(part))
  }

  const top = [...rows.values()]
    .sort(
      (a, b) =>
        b.visitors - a.visitors || b.pageviews - a.pageviews || (a.value < b.value ? -1 : 1),
    )
    .slice(0, limit)
  const result: BreakdownRow[] = top.map((r) => ({
    value: r.value,
    visitors: r.visitors,
    pageviews: r.pageviews,
    conversions: r.conversions,
    visits: r.visits,
    conversionRate: ratio(r.converted, r.visits),
  }))
  if (dimension === 'not_found') await addReferrers(ctx, range, rolled, result)
  return result
}

/** Where each broken path was linked from, most hits first. */
async function addReferrers(
  ctx: ReportContext,
  range: Range,
  rolled: string | null,
  rows: BreakdownRow[],
) {
  const paths = rows.map((r) => r.value)
  const parts = split(range, rolled)
  const hits = new Map<string, Map<string, number>>()
  const count = (path: string, referrer: string, n: number) => {
    if (!paths.includes(path)) return
    const of = hits.get(path) ?? new Map<string, number>()
    of.set(referrer || DIRECT, (of.get(referrer || DIRECT) ?? 0) + n)
    hits.set(path, of)
  }
  if (parts.daily) {
    for (const row of await queries.dailyByValue(ctx.db, NOT_FOUND_FROM, parts.daily)) {
      const tab = row.value.indexOf('\t')
      count(row.value.slice(0, tab), row.value.slice(tab + 1), row.pageviews)
    }
  }
  if (parts.raw) {
    for (const row of await queries.rawNotFoundReferrers(ctx.db, parts.raw, paths)) {
      count(row.path, row.referrer, row.hits)
    }
  }
  for (const row of rows) {
    row.referrers = [...(hits.get(row.value) ?? [])]
      .map(([value, n]) => ({ value, hits: n }))
      .sort((a, b) => b.hits - a.hits)
      .slice(0, 5)
  }
}

/** Hour buckets over a day, day buckets over up to three months, month buckets beyond. */
function defaultInterval(range: Range): Interval {
  const days = dayCount(range.from, range.to)
  return days === 1 ? 'hour' : days <= 92 ? 'day' : 'month'
}

export async function timeseries(
  ctx: ReportContext,
  query: Record<string, unknown>,
): Promise<TimeseriesPoint[]> {
  const q = parse(timeseriesQuery, query)
  const range = rangeOf(ctx, q)
  const interval = q.interval ?? defaultInterval(range)
  const days = daysBetween(range.from, range.to)
  const tz = ctx.timeZone
  if (interval === 'hour') {
    if (days.length > MAX_HOUR_DAYS) {
      throw new AppError(400, 'Invalid analytics query', {
        interval: [`Hours are given for at most ${MAX_HOUR_DAYS} days`],
      })
    }
    const { rolled, rawFrom } = await layout(ctx)
    const rows = []
    if (q.filter) {
      const part = from(range, rawFrom)
      if (part) rows.push(...(await queries.rawByHour(ctx.db, part, q.filter)))
    } else {
      const parts = split(range, rolled)
      if (parts.daily) rows.push(...(await queries.dailyByHour(ctx.db, parts.daily)))
      if (parts.raw) rows.push(...(await queries.rawByHour(ctx.db, parts.raw)))
    }
    const byHour = new Map(rows.map((r) => [`${r.day} ${r.hour}`, r]))
    return days.flatMap((day) =>
      Array.from({ length: 24 }, (_, hour) => {
        const row = byHour.get(`${day} ${hour}`)
        return {
          start: localIso(localInstant(day, hour, tz), tz),
          visitors: row?.visitors ?? 0,
          pageviews: row?.pageviews ?? 0,
        }
      }),
    )
  }
  const perDay = await byDay(ctx, range, q.filter)
  const buckets = new Map<string, TimeseriesPoint>()
  for (const day of days) {
    const first = interval === 'day' ? day : `${day.slice(0, 7)}-01`
    let bucket = buckets.get(first)
    if (!bucket) {
      bucket = { start: localIso(localInstant(first, 0, tz), tz), visitors: 0, pageviews: 0 }
      buckets.set(first, bucket)
    }
    const row = perDay.get(day)
    // A visitor is one address and browser on one day: a month's visitors add its days'.
    bucket.visitors += row?.visitors ?? 0
    bucket.pageviews += row?.pageviews ?? 0
  }
  return [...buckets.values()]
}

export async function realtime(ctx: ReportContext): Promise<Realtime> {
  const today = localToday(ctx.now, ctx.timeZone)
  const since = toEpochSeconds(ctx.now.getTime()) - REALTIME_SECONDS
  const rows = await queries.recentActivity(ctx.db, [addDays(today, -1), today], since)
  const visitors = new Set(rows.map((r) => r.visitor))
  const pages = new Map<string, Set<string>>()
  for (const row of rows) {
    const of = pages.get(row.path) ?? new Set<string>()
    of.add(row.visitor)
    pages.set(row.path, of)
  }
  return {
    visitors: visitors.size,
    pageviews: rows.reduce((n, r) => n + r.views, 0),
    pages: [...pages]
      .map(([value, of]) => ({ value, visitors: of.size }))
      .sort((a, b) => b.visitors - a.visitors || (a.value < b.value ? -1 : 1))
      .slice(0, 10),
  }
}
