import { z } from '~/lib/validation'
import { dayCount, isDay } from './days'

/** What a breakdown can be by (docs/api.md §Analytics). */
export const DIMENSIONS = [
  'page',
  'entry',
  'exit',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'country',
  'language',
  'not_found',
  'search',
  // Messages sent from each composed page's contact form (issue #40).
  'form',
] as const

export type Dimension = (typeof DIMENSIONS)[number]

/** The dimensions counted apart from visits: they cannot filter the visits. */
const APART = ['not_found', 'search', 'form'] as const

/**
 * A broken link is not part of a visit, a search is counted apart from its visit (ADR 090), and
 * so is a message sent from a page's form: every other dimension can filter.
 */
export const FILTER_DIMENSIONS = DIMENSIONS.filter(
  (d): d is FilterDimension => !(APART as readonly string[]).includes(d),
)
export type FilterDimension = Exclude<Dimension, (typeof APART)[number]>

export interface Filter {
  dimension: FilterDimension
  value: string
}

/** The referrer of a visit that had none. */
export const DIRECT = '(direct)'

export const INTERVALS = ['hour', 'day', 'month'] as const
export type Interval = (typeof INTERVALS)[number]

/** The longest range a report covers: ten years of days, a month of hours. */
export const MAX_DAYS = 3660
export const MAX_HOUR_DAYS = 31

const day = z.string().refine(isDay, 'Expected a day as YYYY-MM-DD')

const filter = z
  .string()
  .max(400)
  .transform((value, ctx): Filter => {
    const colon = value.indexOf(':')
    const dimension = value.slice(0, colon) as FilterDimension
    if (colon < 1 || !FILTER_DIMENSIONS.includes(dimension)) {
      ctx.addIssue({
        code: 'custom',
        message: `Expected D:value with D one of ${FILTER_DIMENSIONS.join(', ')}`,
      })
      return z.NEVER
    }
    return { dimension, value: value.slice(colon + 1) }
  })

/** The screen's periods, ending today (site time zone); `from` and `to` take precedence. */
export const PERIODS = ['today', '7d', '30d', '12mo'] as const
export type Period = (typeof PERIODS)[number]

/** `from`, `to` (site days, both included), or a `period`, and an optional `filter=D:value`. */
export const rangeQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    period: z.enum(PERIODS, `Expected one of ${PERIODS.join(', ')}`).optional(),
    filter: filter.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || dayCount(q.from, q.to) <= MAX_DAYS, {
    message: `A range covers at most ${MAX_DAYS} days`,
    path: ['to'],
  })

export const breakdownQuery = rangeQuery.and(
  z.object({
    dimension: z.enum(DIMENSIONS, `Expected one of ${DIMENSIONS.join(', ')}`),
    limit: z
      .string()
      .regex(/^\d+$/, 'Expected a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(1000))
      .optional(),
  }),
)

export const timeseriesQuery = rangeQuery.and(
  z.object({
    interval: z.enum(INTERVALS, `Expected one of ${INTERVALS.join(', ')}`).optional(),
  }),
)

export interface Totals {
  visitors: number
  visits: number
  pageviews: number
  conversions: number
}

export interface Summary extends Totals {
  from: string
  to: string
  /** Visits of one page view, of all visits (0–1). */
  bounceRate: number
  viewsPerVisit: number
  /** Visits with a conversion, of all visits (0–1). */
  conversionRate: number
  previous: Totals
  /**
   * With a filter, days older than the raw data kept (ANALYTICS_RAW_DAYS) that a filtered
   * report cannot break down any more; null when every day is counted.
   */
  filterFrom?: string | null
  /**
   * Page views and broken-link hits of the range that the caps on what visitors may write did
   * not keep (ADR 074), over the whole site whatever the filter; 0 when none.
   */
  notRecorded?: number
}

export interface BreakdownRow {
  value: string
  visitors: number
  pageviews: number
  conversions: number
  visits: number
  conversionRate: number
  /** Broken links only: where the path was linked from ('(direct)' when unknown), most first. */
  referrers?: { value: string; hits: number }[]
}

export interface TimeseriesPoint {
  /** The bucket's start, in the site's time zone with its offset. */
  start: string
  visitors: number
  pageviews: number
}

export interface Realtime {
  visitors: number
  pageviews: number
  pages: { value: string; visitors: number }[]
}
