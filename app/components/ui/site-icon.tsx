import { clsx } from 'clsx'
import type { SiteIconName } from '~/content/icons'

/** A decorative icon drawn by CSS (see generate-site-icons.ts); give it a size class. */
export function SiteIcon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <span aria-hidden className={clsx('site-icon', `site-icon-${name}`, className ?? 'size-4')} />
  )
}
