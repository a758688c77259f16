import type { Dimension, Period } from './schemas'

/** What the Analytics screen shows of a period: in the URL (`?period=7d&filter=referrer:x`). */
export interface AnalyticsView {
  period: Period | 'custom'
  from?: string
  to?: string
  /** `D:value`, as the API takes it. */
  filter?: string
}

/** The tables of the screen, in order, each a breakdown the API gives. */
export const SCREEN_TABLES: { dimension: Dimension; title: string; column: string }[] = [
  { dimension: 'page', title: 'Top pages', column: 'Page' },
  { dimension: 'entry', title: 'Entry pages', column: 'Page' },
  { dimension: 'referrer', title: 'Referrers', column: 'Referrer' },
  { dimension: 'utm_source', title: 'Campaign sources', column: 'utm_source' },
  { dimension: 'utm_medium', title: 'Campaign media', column: 'utm_medium' },
  { dimension: 'utm_campaign', title: 'Campaigns', column: 'utm_campaign' },
  { dimension: 'device', title: 'Devices', column: 'Device' },
  { dimension: 'browser', title: 'Browsers', column: 'Browser' },
  { dimension: 'os', title: 'Operating systems', column: 'OS' },
  { dimension: 'country', title: 'Countries', column: 'Country' },
  { dimension: 'language', title: 'Languages', column: 'Language' },
  { dimension: 'not_found', title: 'Broken links', column: 'Path' },
  { dimension: 'search', title: 'Searches', column: 'Search' },
  { dimension: 'form', title: 'Conversions by page', column: 'Page' },
]

/** The query of a view's range and filter. */
export function viewQuery(view: AnalyticsView): URLSearchParams {
  const query = new URLSearchParams()
  if (view.period === 'custom') {
    if (view.from) query.set('from', view.from)
    if (view.to) query.set('to', view.to)
  } else {
    query.set('period', view.period)
  }
  if (view.filter) query.set('filter', view.filter)
  return query
}

/**
 * Every call the screen makes for a view, in parallel (the bench times this set:
 * bench/analytics.ts): the summary, the chart, each table and the visitors right now.
 */
export function dashboardRequests(view: AnalyticsView): string[] {
  const query = viewQuery(view)
  const withQuery = (path: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(query)
    for (const [name, value] of Object.entries(extra)) params.set(name, value)
    return `${path}?${params}`
  }
  return [
    withQuery('/api/analytics/summary'),
    withQuery('/api/analytics/timeseries'),
    ...SCREEN_TABLES.map((t) => withQuery('/api/analytics/breakdown', { dimension: t.dimension })),
    '/api/analytics/realtime',
  ]
}
