import { clsx } from 'clsx'
import type { SiteIconName } from '~/lib/site-icons'
// Never inlined as a data URL: one file, fetched once and cached, serves every icon of every page.
import spriteUrl from './site-icons.svg?no-inline'

/** A decorative icon from the site's sprite (see ~/lib/site-icons.ts); give it a size class. */
export function SiteIcon({ name, className }: { name: SiteIconName; className?: string }) {
  return (
    <svg aria-hidden className={clsx('site-icon', className ?? 'size-4')}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
