import type { ReactNode } from 'react'

export function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="bg-card/80 flex flex-col gap-3 rounded-2xl border p-6 shadow-sm backdrop-blur">
      <span className="from-primary to-accent grid size-12 place-items-center rounded-xl bg-linear-to-br text-white shadow-md">
        {icon}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="text-muted-foreground flex flex-col gap-1 leading-relaxed">{children}</div>
    </li>
  )
}
