import type { ReactNode } from 'react'
import { clsx as cn } from 'clsx'
import { SectionHeading } from '~/components/site/section-heading'

/**
 * One band of a composed page, spaced and centred as the built-in pages' bands are (home,
 * services): an optional heading, then its content.
 */
export function SectionBand({
  heading,
  label,
  width = 'max-w-7xl',
  children,
}: {
  heading?: string
  /** The band's name for assistive technology when it shows no heading. */
  label?: string
  width?: 'max-w-7xl' | 'max-w-5xl' | 'max-w-3xl'
  children: ReactNode
}) {
  return (
    <section aria-label={heading ? undefined : label} className="px-4 py-16 sm:px-6">
      <div className={cn('mx-auto', width)}>
        {heading && <SectionHeading title={heading} />}
        {children}
      </div>
    </section>
  )
}
