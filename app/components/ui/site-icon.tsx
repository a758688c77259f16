import { clsx } from 'clsx'
import type { SiteIconName } from './site-icon-names'

/** A decorative icon drawn by CSS (see site-icon-names.ts); give it a size class. */
export function SiteIcon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <span aria-hidden className={clsx('site-icon', `site-icon-${name}`, className ?? 'size-4')} />
  )
}
