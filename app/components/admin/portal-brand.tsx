import { createContext, useContext, useState, type ReactNode } from 'react'
import { ThemedLogo } from '~/components/ui/themed-logo'
import { cn } from '~/lib/cn'

/** The brand as the portal shows it (Settings → Brand): its name, monogram and logos. */
export interface PortalBrand {
  name: string
  shortName: string
  logoUrl: string | null
  logoDarkUrl: string | null
}

/** The brand for the screens before sign-in and the shell; their routes load and give it. */
export const PortalBrandContext = createContext<PortalBrand | null>(null)

export const usePortalBrand = () => useContext(PortalBrandContext)

/** Wider than this, a logo is a word mark: too small to read in a square place. */
const WIDE = 1.5

/** Where the mark's place is a square (the sidebar's rail): everywhere, below `md`, or nowhere. */
export type SquareAt = 'always' | 'below-md' | 'never'

/**
 * The brand's mark: its logo at its own proportions (`logoClass` sets the height and the widest
 * it may be), else its monogram on the primary colour (`monogramClass` sets the tile's size).
 * Where the place is a square (`squareAt`), a wide logo would be too small to read: once the
 * logo is known to be wide, the monogram stands in for it there.
 */
export function BrandMark({
  brand,
  logoClass,
  monogramClass,
  squareAt = 'never',
}: {
  brand: PortalBrand
  logoClass: string
  monogramClass: string
  squareAt?: SquareAt
}) {
  const [wide, setWide] = useState(false)
  const monogram = (className?: string): ReactNode => (
    <span
      className={cn(
        'bg-primary text-primary-foreground grid shrink-0 place-items-center rounded-lg font-bold',
        monogramClass,
        className,
      )}
      aria-hidden
    >
      {brand.shortName}
    </span>
  )
  if (!brand.logoUrl) return monogram()
  const swap = wide && squareAt !== 'never'
  return (
    <>
      {/* Rendered even where hidden: it still loads, and so tells its shape. Kept to the square
          until then, so a wide one never spills out of the rail. */}
      <span
        className={cn(
          'flex min-w-0 shrink-0',
          squareAt === 'always' && 'max-w-10 overflow-hidden',
          squareAt === 'below-md' && 'max-md:max-w-10 max-md:overflow-hidden',
          swap && (squareAt === 'always' ? 'hidden' : 'max-md:hidden'),
        )}
      >
        <ThemedLogo
          light={{ src: brand.logoUrl }}
          dark={brand.logoDarkUrl ? { src: brand.logoDarkUrl } : null}
          className={logoClass}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget
            setWide(naturalWidth > WIDE * naturalHeight)
          }}
        />
      </span>
      {swap && monogram(squareAt === 'below-md' ? 'md:hidden' : undefined)}
    </>
  )
}
