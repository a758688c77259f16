import { BriefcaseIcon, CircleHelpIcon, MailIcon, PackageIcon } from 'lucide-react'
import { can, type Role } from '~/core/rights'
import { AddNewButton } from './add-new-button'
import { StatCard } from './stat-card'

export interface DashboardCounts {
  portfolio: number | null
  products: number | null
  faqs: number | null
  messages: number | null
  unread: number | null
}

/**
 * Four count cards and quick actions (docs/product.md §Dashboard); a role sees the messages and
 * the actions only where it may use them (docs/product.md §Roles).
 */
export function DashboardOverview({
  counts,
  role,
}: {
  counts: DashboardCounts
  role: Role | null
}) {
  const edits = can(role ?? undefined, 'content')
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="overview-heading" className="flex flex-col gap-4">
        <h2 id="overview-heading" className="text-lg font-semibold">
          Overview
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label="Portfolio Items"
            value={counts.portfolio}
            to={edits ? '/admin/portfolio' : undefined}
            icon={BriefcaseIcon}
          />
          <StatCard
            label="Products"
            value={counts.products}
            to={edits ? '/admin/products' : undefined}
            icon={PackageIcon}
          />
          <StatCard
            label="FAQs"
            value={counts.faqs}
            to={edits ? '/admin/faqs' : undefined}
            icon={CircleHelpIcon}
          />
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
      {edits && (
        <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
          <h2 id="actions-heading" className="text-lg font-semibold">
            Quick Actions
          </h2>
          <div className="flex flex-wrap gap-3">
            <AddNewButton to="/admin/portfolio/new" label="Add Portfolio Item" />
            <AddNewButton to="/admin/products/new" label="Add Product" variant="secondary" />
            <AddNewButton to="/admin/faqs/new" label="Add FAQ" variant="secondary" />
          </div>
        </section>
      )}
    </div>
  )
}
