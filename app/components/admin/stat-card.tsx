import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router'

interface StatCardProps {
  label: string
  value: number | null
  /** Where the card leads; none for a role that may not open that screen. */
  to?: string
  icon: LucideIcon
  detail?: string
}

const cardClass = 'bg-card flex flex-col gap-3 rounded-xl border p-5 shadow-sm'

export function StatCard({ label, value, to, icon: Icon, detail }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between">
        <span className="text-muted-foreground text-sm font-medium">{label}</span>
        <span className="bg-primary/10 text-primary grid size-9 place-items-center rounded-lg">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      {/* A count that failed to load shows a dash; the failure itself is only logged
          (docs/product.md §Dashboard). */}
      <span className="text-3xl font-bold tabular-nums">{value ?? '–'}</span>
      {detail && <span className="text-muted-foreground text-sm">{detail}</span>}
    </>
  )
  if (!to) return <div className={cardClass}>{body}</div>
  return (
    <Link
      to={to}
      className={`${cardClass} group focus-visible:ring-ring hover:border-primary/60 transition-colors focus-visible:ring-2 focus-visible:outline-none`}
    >
      {body}
    </Link>
  )
}
