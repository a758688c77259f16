import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { toastFailure } from '~/components/admin/failure-toast'
import { loadAnalytics, type AnalyticsData } from '~/features/analytics/api'
import { AnalyticsScreen } from '~/features/analytics/components/analytics-screen'
import type { AnalyticsView } from '~/features/analytics/dashboard-requests'
import { PERIODS, type Period } from '~/features/analytics/schemas'
import type { Route } from './+types/analytics'

export const meta = () => adminMeta('Analytics')
export const handle: AdminHandle = { title: 'Analytics' }

/** The view in the URL: `?period=7d`, `?period=custom&from=…&to=…`, and `&filter=D:value`. */
function viewOf(url: URL): AnalyticsView {
  const params = url.searchParams
  const asked = params.get('period')
  const period: AnalyticsView['period'] =
    asked === 'custom' || (PERIODS as readonly string[]).includes(asked ?? '')
      ? (asked as Period | 'custom')
      : '30d'
  return {
    period,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    filter: params.get('filter') || undefined,
  }
}

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<{ view: AnalyticsView; data: AnalyticsData | null }> {
  const view = viewOf(new URL(request.url))
  try {
    return { view, data: await loadAnalytics(view) }
  } catch (error) {
    toastFailure('Failed to load analytics', error)
    return { view, data: null }
  }
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  const { view, data } = loaderData
  if (!data) {
    return <p className="text-muted-foreground">Analytics could not be loaded.</p>
  }
  return <AnalyticsScreen view={view} data={data} />
}
