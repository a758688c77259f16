import type { ReactNode } from 'react'

/** The frame of every admin form: a heading, the fields, and the buttons at the bottom. */
export function FormCard({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  /** Links beside the heading (the editor's History). */
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="bg-card mx-auto w-full max-w-3xl rounded-xl border p-5 shadow-sm md:p-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}
