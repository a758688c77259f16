import { requireSetUp } from '~/components/admin/signed-in-user'
import { can, type Role } from '~/core/rights'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import {
  DashboardOverview,
  type AnalyticsGlance,
  type DashboardCounts,
  type LeadsGlance,
} from '~/components/admin/dashboard-overview'
import { DEFAULT_STATUSES, STATUS_LABELS } from '~/features/leads/statuses'
import { loadRealtime, loadWeekSummary } from '~/features/analytics/api'
import { listScheduled, type ScheduleOverview } from '~/features/history/api'
import { FailedSchedules, ScheduledChanges } from '~/features/history/components/scheduled-changes'
import { listMessages } from '~/features/leads/api'
import { apiRequest, isUnauthorized, logError } from '~/lib/api-client'
import { titleCase } from '~/lib/text'
import { COLLECTIONS } from '~/collections'
import type { Route } from './+types/dashboard'

export const meta = () => adminMeta('Dashboard')
export const handle: AdminHandle = { title: 'Dashboard' }

/**
 * The counts come from the four list calls; a failure is only logged (docs/product.md
 * §Dashboard).
 */
export async function clientLoader(): Promise<{
  counts: DashboardCounts
  role: Role | null
  analytics: AnalyticsGlance | null
  leads: LeadsGlance | null
  scheduled: ScheduleOverview | null
}> {
  const role = (await requireSetUp())?.role ?? null
  const count = async <T,>(load: () => Promise<T>, what: string) => {
    try {
      return await load()
    } catch (error) {
      if (!isUnauthorized(error)) logError(`Failed to load ${what} for the dashboard`, error)
      return null
    }
  }
  // A kind whose API the team alone reads (composed pages) has no count for the others.
  const shown = COLLECTIONS.filter(
    (collection) =>
      collection.admin.dashboardLabel &&
      (!collection.teamReads || can(role ?? undefined, collection.right)),
  )
  const [lists, messages, week, now, scheduled] = await Promise.all([
    Promise.all(
      shown.map((collection) =>
        count(
          // Every record, drafts too, for whoever edits the kind (as its list shows them); the
          // public records for the others (sales).
          () =>
            can(role ?? undefined, collection.right)
              ? apiRequest<unknown[]>(`/api/${collection.id}?status=all`, { auth: true })
              : apiRequest<unknown[]>(`/api/${collection.id}`),
          collection.labels.plural,
        ),
      ),
    ),
    // Only a role that reads the messages sees their count.
    can(role ?? undefined, 'leads') ? count(() => listMessages(), 'messages') : null,
    can(role ?? undefined, 'insights') ? count(loadWeekSummary, 'analytics') : null,
    can(role ?? undefined, 'insights') ? count(loadRealtime, 'analytics') : null,
    can(role ?? undefined, 'content') ? count(listScheduled, 'scheduled changes') : null,
  ])
  return {
    analytics:
      week && now
        ? {
            visitors: week.visitors,
            pageviews: week.pageviews,
            conversions: week.conversions,
            visitorsNow: now.visitors,
          }
        : null,
    counts: {
      collections: shown.map((collection, i) => ({
        label: collection.admin.dashboardLabel!,
        count: lists[i]?.length ?? null,
        icon: collection.admin.icon,
        to: `/admin/${collection.id}`,
        addLabel: can(role ?? undefined, collection.right)
          ? `Add ${titleCase(collection.labels.singular)}`
          : undefined,
      })),
      messages: messages?.length ?? null,
      unread: messages ? messages.filter((m) => !m.read).length : null,
    },
    role,
    leads: messages
      ? {
          byStatus: DEFAULT_STATUSES.map((status) => ({
            status,
            label: STATUS_LABELS[status],
            count: messages.filter((m) => m.status === status).length,
          })),
          unowned: messages.filter((m) => m.status === 'new' && !m.assignee).length,
        }
      : null,
    scheduled,
  }
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* What did not go live is the first thing to see (ADR 072). */}
      {loaderData.scheduled && <FailedSchedules {...loaderData.scheduled} />}
      <DashboardOverview
        counts={loaderData.counts}
        role={loaderData.role}
        analytics={loaderData.analytics}
        leads={loaderData.leads}
      />
      {loaderData.scheduled && <ScheduledChanges {...loaderData.scheduled} />}
    </>
  )
}
