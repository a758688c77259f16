import type { SyntheticEvent } from 'react'
// clsx, not cn: the public pages' budget has no room for tailwind-merge, and nothing here conflicts.
import { clsx as cn } from 'clsx'

/** A logo file, with its size in pixels when known (it gives the box its shape before loading). */
export interface LogoImage {
  src: string
  width?: number
  height?: number
}

/**
 * A logo at its own proportions: as tall as `className` makes it (`h-9`), as wide as its shape
 * then is, up to the class's maximum width (a wide logo is never squeezed into a square; past
 * the maximum it shrinks whole). The dark theme's version, when it has its own, replaces it
 * there. Decorative: the brand's name is said beside it.
 */
export function ThemedLogo({
  light,
  dark,
  className,
  onLoad,
}: {
  light: LogoImage
  dark?: LogoImage | null
  className?: string
  /** The light version's load, to learn its shape. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void
}) {
  const shown = cn('w-auto object-contain', className)
  const own = dark && dark.src !== light.src ? dark : null
  return (
    <>
      <img
        src={light.src}
        alt=""
        width={light.width}
        height={light.height}
        onLoad={onLoad}
        className={cn(shown, own && 'dark:hidden')}
      />
      {own && (
        <img
          src={own.src}
          alt=""
          width={own.width}
          height={own.height}
          className={cn(shown, 'hidden dark:block')}
        />
      )}
    </>
  )
}
