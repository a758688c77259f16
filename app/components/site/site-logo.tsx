import { SiteLink as Link } from '~/components/site/site-link'
import { clsx as cn } from 'clsx'
import { ThemedLogo } from '~/components/ui/themed-logo'
import { useSiteData } from './site-data'

/**
 * The brand's logo (light and dark, at its own proportions: a wide one is as tall as the
 * monogram and as wide as it needs, up to 11rem) or monogram, and its name, leading home. Beside
 * a wide logo on a phone the name is left to screen readers.
 */
export function SiteLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { brand } = useSiteData()
  const image = (src: string | null) => (src ? { src, ...brand.logoSizes[src] } : null)
  const light = image(brand.logoUrl)
  // A wide logo is most likely a word mark: on a phone it says the name, with no room beside it.
  const wordMark = light?.width && light.height && light.width > 1.5 * light.height
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring flex min-w-0 items-center gap-2.5 rounded-lg font-bold tracking-tight focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      {light ? (
        <ThemedLogo
          light={light}
          dark={image(brand.logoDarkUrl)}
          className="h-9 max-w-44 shrink-0"
        />
      ) : (
        <span
          aria-hidden
          className="from-primary to-accent grid size-9 shrink-0 place-items-center rounded-xl bg-linear-to-br text-base text-white shadow-md"
        >
          {brand.shortName}
        </span>
      )}
      <span className={cn('truncate text-lg', wordMark && 'max-sm:sr-only')}>{brand.name}</span>
    </Link>
  )
}
