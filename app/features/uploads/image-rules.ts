/**
 * What an upload may be (docs/product.md §Image upload), in one place for the server, which
 * decides by the bytes, and the portal, which refuses a file at once when its declared type or
 * its size already says the server would.
 */

/** The formats we accept, by sharp's name for them: label, MIME type and the stored extension. */
export const IMAGE_FORMATS = {
  jpeg: { label: 'JPEG', mime: 'image/jpeg', ext: 'jpg' },
  png: { label: 'PNG', mime: 'image/png', ext: 'png' },
  webp: { label: 'WebP', mime: 'image/webp', ext: 'webp' },
  gif: { label: 'GIF', mime: 'image/gif', ext: 'gif' },
  avif: { label: 'AVIF', mime: 'image/avif', ext: 'avif' },
} as const

/** The largest file `POST /api/upload` takes (a larger one is answered 413). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const formats = Object.values(IMAGE_FORMATS)
const labels = formats.map((f) => f.label)

/** 'JPEG, PNG, WebP, GIF or AVIF'. */
export const IMAGE_FORMAT_NAMES = `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`

/** '5 MB'. */
export const MAX_IMAGE_SIZE = `${MAX_IMAGE_BYTES / (1024 * 1024)} MB`

/** The file picker's `accept`: the accepted types only. */
export const IMAGE_ACCEPT = formats.map((f) => f.mime).join(',')

/** The 415 answer's message, and the portal's for a file whose declared type is another. */
export const UNSUPPORTED_IMAGE_MESSAGE = `Only ${IMAGE_FORMAT_NAMES} images are accepted`

/** The portal's message for a file over the limit (never sent: the server would answer 413). */
export const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${MAX_IMAGE_SIZE}`

/**
 * Why the server would refuse this file, judged from what the browser knows before sending it:
 * its size, and the type it declares (from its name). An empty type is left to the server,
 * which decides by the bytes anyway; a renamed file passes here and is refused there.
 */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (file.type && !formats.some((f) => f.mime === file.type)) return UNSUPPORTED_IMAGE_MESSAGE
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE
  return undefined
}
