/**
 * Uploaded images have WebP variants at `/uploads/<hash>-<width>.webp` (see the uploads
 * feature); this builds the `srcset` that lets the browser pick the smallest one that fits.
 */
export function uploadSrcSet(url: string, variantWidths: readonly number[], width: number) {
  const match = /^\/uploads\/([0-9a-f]{64})\.\w+$/.exec(url)
  if (!match || variantWidths.length === 0) return undefined
  const hash = match[1]!
  const entries = [...variantWidths]
    .filter((w) => w < width)
    .sort((a, b) => a - b)
    .map((w) => `/uploads/${hash}-${w}.webp ${w}w`)
  // The original closes the list, so screens wider than every variant still get a sharp image.
  entries.push(`${url} ${width}w`)
  return entries.join(', ')
}

/** An image with its intrinsic size, for width/height (no layout shift) and srcset. */
export interface ImageSource {
  src: string
  width: number
  height: number
  srcSet?: string
  /**
   * Where a crop centres (`object-position`): the picture's focal point, set in the media
   * library; absent = the centre.
   */
  position?: string
}

export interface ImageMetaLike {
  width: number
  height: number
  variantWidths: number[]
  /** The media library's alt text for it ('' or absent: none). */
  alt?: string
  focalPoint?: { x: number; y: number } | null
}

/** Images we know nothing about (an outside URL) are laid out at the seed artwork's 3:2. */
const FALLBACK_SIZE = { width: 1200, height: 800 }

export function toImageSource(url: string, meta: ImageMetaLike | undefined): ImageSource {
  const { width, height } = meta ?? FALLBACK_SIZE
  const focal = meta?.focalPoint
  return {
    src: url,
    width,
    height,
    srcSet: meta && uploadSrcSet(url, meta.variantWidths, width),
    position: focal ? `${focal.x}% ${focal.y}%` : undefined,
  }
}
