import type { ReactNode } from 'react'
import { SiteLink as Link } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { SectionBand } from './section-band'

/**
 * Cards another feature draws (projects, posts) under a heading, with a link to all of them,
 * as the home page's services band ends with one.
 */
export function CardsSection({
  heading,
  more,
  cards,
}: {
  heading: string
  more: { label: string; to: string }
  cards: ReactNode
}) {
  return (
    <SectionBand heading={heading}>
      {cards}
      <div className="mt-12 text-center">
        <Link to={more.to} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {more.label}
          <SiteIcon name="arrow-right" />
        </Link>
      </div>
    </SectionBand>
  )
}
