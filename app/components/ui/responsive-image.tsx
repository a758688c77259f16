import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { clsx as cn } from 'clsx'
import type { ImageSource } from '~/lib/srcset'
import { SiteIcon } from '~/components/ui/site-icon'
import { useSiteTextOr } from '~/components/site/site-data'

/**
 * An image with fixed dimensions (no layout shift) and a srcset, lazy unless `priority`.
 * A picture that fails to load becomes the 'Image Not Available' placeholder
 * (docs/product.md §States, Images),
 * also when it failed before the page hydrated.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  style,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: ImageSource
  alt: string
  sizes: string
  priority?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const unavailable = useSiteTextOr('image.unavailable', 'Image Not Available')
  const ref = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const img = ref.current
    // An error event that fired before React attached its handler is lost; the state is not.
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [image.src])

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${alt} (${unavailable})`}
        className={cn(
          'bg-muted text-muted-foreground flex flex-col items-center justify-center gap-2',
          className,
        )}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        <SiteIcon name="image-off" className="size-8" />
        <span className="text-sm font-medium">{unavailable}</span>
      </div>
    )
  }
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={className}
      // A crop (object-cover) keeps the picture's focal point in frame (media library).
      style={{ objectPosition: image.position, ...style }}
      {...props}
    />
  )
}
