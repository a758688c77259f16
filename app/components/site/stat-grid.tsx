import type { Stat } from '~/copy/documents'
import { clsx as cn } from 'clsx'

/** Figures with their labels, e.g. the statistics band or Project Results. */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 md:gap-6', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="bg-card/80 flex flex-col-reverse items-center gap-1 rounded-2xl border p-6 text-center shadow-sm backdrop-blur"
        >
          <dt className="text-muted-foreground text-sm font-medium">{stat.label}</dt>
          <dd className="from-primary to-accent bg-linear-to-r bg-clip-text text-4xl font-extrabold tracking-tight text-transparent md:text-5xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
