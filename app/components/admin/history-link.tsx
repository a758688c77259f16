import { History } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * The editor's way into its History panel (docs/product.md §History). `resource` is the
 * record's path under /api: `content/home`, `{collection}/{id}`, `contact`.
 */
export function HistoryLink({ resource }: { resource: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/history/${resource}`}>
        <History aria-hidden="true" />
        History
      </Link>
    </Button>
  )
}
