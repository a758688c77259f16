import { BarChart3 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * One click from an editor to the Analytics screen filtered to the record's public page
 * (docs/product.md §Analytics): its visitors, sources and campaigns over the last 30 days.
 */
export function PageAnalyticsLink({ path }: { path: string }) {
  const query = new URLSearchParams({ period: '30d', filter: `page:${path}` })
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/analytics?${query.toString()}`} aria-label="Analytics of this page">
        <BarChart3 aria-hidden="true" />
        Analytics
      </Link>
    </Button>
  )
}
