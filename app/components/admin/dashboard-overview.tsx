import { BarChart3Icon, MailIcon, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { can, type Role } from '~/core/rights'
import { AddNewButton } from './add-new-button'
import { StatCard } from './stat-card'

/** Leads per status (spam left out, as in every count) and new leads nobody owns yet. */
export interface LeadsGlance {
  byStatus: { status: string; label: string; count: number }[]
  unowned: number
}

/** A collection's count card and quick action, where the role may use the collection. */
export interface CollectionGlance {
  /** The card's label: 'Portfolio Items'. */
  label: string
  /** Null when the list could not be loaded (only logged). */
  count: number | null
  icon: LucideIcon
  /** The list's screen, where the card leads. */
  to: string
  /** The quick action: 'Add Portfolio Item' to `{to}/new`; absent without the right to add. */
  addLabel?: string
}

export interface DashboardCounts {
  collections: CollectionGlance[]
  messages: number | null
  unread: number | null
}

/** The last seven days of visits, for the dashboard's analytics card. */
export interface AnalyticsGlance {
  visitors: number
  pageviews: number
  conversions: number
  visitorsNow: number
}

/**
 * Four count cards, the week's visits and quick actions (docs/product.md §Dashboard); a role
 * sees the messages and the actions only where it may use them (docs/product.md §Roles).
 */
export function DashboardOverview({
  counts,
  role,
  analytics,
  leads = null,
}: {
  counts: DashboardCounts
  role: Role | null
  analytics: AnalyticsGlance | null
  leads?: LeadsGlance | null
}) {
  const adds = counts.collections.filter((collection) => collection.addLabel)
  return (
    <div className="flex flex-col gap-8">
      {analytics && <AnalyticsCard glance={analytics} />}
      <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
        <h2 id="overview-heading" className="text-lg font-semibold">
          Overview
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {counts.collections.map((collection) => (
            <StatCard
              key={collection.to}
              label={collection.label}
              value={collection.count}
              to={collection.addLabel ? collection.to : undefined}
              icon={collection.icon}
            />
          ))}
          {can(role ?? undefined, 'leads') && (
            <StatCard
              label="Messages"
              value={counts.messages}
              to="/admin/messages"
              icon={MailIcon}
              detail={counts.unread === null ? undefined : `${counts.unread} unread`}
            />
          )}
        </div>
      </section>
      {leads && <LeadsCard glance={leads} />}
      {adds.length > 0 && (
        <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
          <h2 id="actions-heading" className="text-lg font-semibold">
            Quick Actions
          </h2>
          <div className="flex flex-wrap gap-3">
            {adds.map((collection, i) => (
              <AddNewButton
                key={collection.to}
                to={`${collection.to}/new`}
                label={collection.addLabel!}
                variant={i === 0 ? undefined : 'secondary'}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  )
}

/** A compact view of the site's visits, linking to the Analytics screen. */
function AnalyticsCard({ glance }: { glance: AnalyticsGlance }) {
  const figures: [string, number][] = [
    ['Visitors', glance.visitors],
    ['Page views', glance.pageviews],
    ['Conversions', glance.conversions],
    ['Visitors right now', glance.visitorsNow],
  ]
  return (
    <section
      aria-labelledby="visits-heading"
      className="bg-card flex flex-col gap-4 rounded-xl border p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="visits-heading" className="flex items-center gap-2 text-lg font-semibold">
          <BarChart3Icon className="text-primary size-5" aria-hidden />
          Visits in the last 7 days
        </h2>
        <Link
          to="/admin/analytics?period=7d"
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          Open Analytics
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Leads by status and the new ones without an owner, each linking to its filtered list. */
function LeadsCard({ glance }: { glance: LeadsGlance }) {
  return (
    <section
      aria-labelledby="leads-heading"
      className="bg-card flex flex-col gap-4 rounded-xl border p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="leads-heading" className="flex items-center gap-2 text-lg font-semibold">
          <MailIcon className="text-primary size-5" aria-hidden />
          Leads
        </h2>
        <Link
          to="/admin/messages?status=new&owner=none"
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {glance.unowned} new {glance.unowned === 1 ? 'lead' : 'leads'} without an owner
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
        {glance.byStatus.map(({ status, label, count }) => (
          <div key={status} className="flex flex-col gap-1">
            <dt className="text-muted-foreground text-sm">
              <Link
                to={`/admin/messages?status=${status}`}
                className="underline-offset-4 hover:underline"
              >
                {label}
              </Link>
            </dt>
            <dd className="text-2xl font-bold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
