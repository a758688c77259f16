import { ImageOffIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '~/lib/cn'

/**
 * An image that turns into the 'Image Not Available' placeholder when it fails to load
 * (docs/product.md §States, Images).
 */
export function AdminImage({
  src,
  alt,
  className,
}: {
  src: string
  alt: string
  className?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (failedSrc === src) {
    return (
      <div
        className={cn(
          'bg-muted text-muted-foreground flex flex-col items-center justify-center gap-1 text-center text-[10px] leading-tight',
          className,
        )}
        role="img"
        aria-label={alt || 'Image Not Available'}
      >
        <ImageOffIcon className="size-4" aria-hidden />
        <span aria-hidden>Image Not Available</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-cover', className)}
    />
  )
}
