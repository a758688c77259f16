import { apiRequest } from '~/lib/api-client'
import { dashboardRequests, SCREEN_TABLES, type AnalyticsView } from './dashboard-requests'
import type { BreakdownRow, Dimension, Realtime, Summary, TimeseriesPoint } from './schemas'

export interface AnalyticsData {
  summary: Summary
  series: TimeseriesPoint[]
  tables: Partial<Record<Dimension, BreakdownRow[]>>
  realtime: Realtime
}

/** Everything the Analytics screen shows of a view, fetched at once. */
export async function loadAnalytics(view: AnalyticsView): Promise<AnalyticsData> {
  const answers = await Promise.all(
    dashboardRequests(view).map((path) => apiRequest<unknown>(path, { auth: true })),
  )
  const [summary, series, ...rest] = answers
  const realtime = rest.pop() as Realtime
  return {
    summary: summary as Summary,
    series: series as TimeseriesPoint[],
    tables: Object.fromEntries(
      SCREEN_TABLES.map((t, i) => [t.dimension, rest[i] as BreakdownRow[]]),
    ),
    realtime,
  }
}

/** The last five minutes, for the dashboard's card and the screen's refresh. */
export const loadRealtime = () => apiRequest<Realtime>('/api/analytics/realtime', { auth: true })

/** The last seven days' figures, for the dashboard's card. */
export const loadWeekSummary = () =>
  apiRequest<Summary>('/api/analytics/summary?period=7d', { auth: true })
