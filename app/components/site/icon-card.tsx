import { SiteIcon } from '~/components/ui/site-icon'
import type { ReactNode } from 'react'
import { SiteLink as Link } from '~/components/site/site-link'
import type { SiteIconName } from '~/copy/icons'
import { clsx as cn } from 'clsx'

/** A card with an icon tile, a title and a description (services, values, offerings). */
export function IconCard({
  icon,
  title,
  description,
  headingLevel = 3,
  className,
  children,
  to,
}: {
  /** The card's page: the title becomes its link, and the whole card its click area. */
  to?: string
  icon?: SiteIconName
  title: string
  description: string
  headingLevel?: 2 | 3
  className?: string
  children?: ReactNode
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        to && 'focus-within:ring-ring focus-within:ring-2',
        'group bg-card/80 hover:border-primary/40 hover:shadow-primary/10 relative flex flex-col gap-4 rounded-2xl border p-6 shadow-sm backdrop-blur transition-all duration-300 hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        className,
      )}
    >
      {icon && (
        <span className="from-primary/15 to-accent/15 text-primary grid size-12 place-items-center rounded-xl bg-linear-to-br">
          <SiteIcon name={icon} className="size-6" />
        </span>
      )}
      <Heading className="text-lg font-semibold">
        {to ? (
          <Link
            to={to}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <p className="text-muted-foreground leading-relaxed">{description}</p>
      {children}
    </article>
  )
}
