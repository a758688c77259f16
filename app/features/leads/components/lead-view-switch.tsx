import { KanbanIcon, TableIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'

/** Table or board: two views of the same leads. */
export function LeadViewSwitch({ current }: { current: 'table' | 'board' }) {
  const views = [
    { id: 'table', to: '/admin/messages', label: 'Table', icon: TableIcon },
    { id: 'board', to: '/admin/messages/board', label: 'Board', icon: KanbanIcon },
  ] as const
  return (
    <nav aria-label="Messages views" className="flex gap-2">
      {views.map(({ id, to, label, icon: Icon }) => (
        <Link
          key={id}
          to={to}
          aria-current={current === id ? 'page' : undefined}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium',
            current === id ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  )
}
