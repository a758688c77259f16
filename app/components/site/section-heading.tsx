import { clsx as cn } from 'clsx'

/**
 * A section heading: a title, an optional subtitle, aligned (default centre); see
 * docs/product.md §Entities.
 */
export function SectionHeading({
  title,
  subtitle,
  align = 'center',
  id,
  className,
}: {
  title: string
  subtitle?: string
  align?: 'left' | 'center' | 'right'
  id?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'mb-12 flex max-w-3xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        align === 'right' && 'ms-auto items-end text-end',
        className,
      )}
    >
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      <span aria-hidden className="from-primary to-accent h-1 w-14 rounded-full bg-linear-to-r" />
      {subtitle && <p className="text-muted-foreground text-lg text-pretty">{subtitle}</p>}
    </div>
  )
}
