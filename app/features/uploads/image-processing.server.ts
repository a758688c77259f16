import sharp, { type Metadata, type OutputInfo } from 'sharp'
import { AppError } from '~/lib/errors'
import { IMAGE_FORMATS, UNSUPPORTED_IMAGE_MESSAGE } from './image-rules'

/** Formats we accept, decided by decoding the bytes, never by name or declared type. */
const ACCEPTED: Record<string, { mime: string; ext: string }> = IMAGE_FORMATS

/** Widths of the WebP variants offered in `srcset`; only those narrower than the original. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const

const MAX_PIXELS = 50_000_000

// Every image is processed once and then served from the database: libvips' operation
// cache would only hold memory.
sharp.cache(false)

export interface ProcessedImage {
  data: Buffer
  mime: string
  ext: string
  width: number
  height: number
  variants: { width: number; height: number; data: Buffer }[]
}

export const unsupportedImage = () => new AppError(415, UNSUPPORTED_IMAGE_MESSAGE)

/** sharp reports AVIF as heif; HEIC (also heif) is not something browsers can show. */
function acceptedFormat(meta: Metadata) {
  if (meta.format === 'heif') return meta.compression === 'av1' ? ACCEPTED.avif : undefined
  return meta.format ? ACCEPTED[meta.format] : undefined
}

/**
 * Decodes an untrusted upload, applies its orientation, re-encodes it without any metadata
 * (EXIF, GPS, XMP) and renders the WebP variants.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
  } catch {
    throw unsupportedImage()
  }
  const format = acceptedFormat(meta)
  if (!format) throw unsupportedImage()
  const animated = (meta.pages ?? 1) > 1
  const source = () =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' }).rotate()

  let output: { data: Buffer; info: OutputInfo }
  try {
    const encoder = source()
    if (format.ext === 'jpg') encoder.jpeg({ quality: 85, mozjpeg: true })
    else if (format.ext === 'png') encoder.png({ compressionLevel: 9 })
    else if (format.ext === 'webp') encoder.webp({ quality: 85 })
    else if (format.ext === 'gif') encoder.gif()
    else encoder.avif({ quality: 60 })
    output = await encoder.toBuffer({ resolveWithObject: true })
  } catch {
    // The header looked like an image but the body does not decode: not an image we accept.
    throw unsupportedImage()
  }

  const width = output.info.width
  const height = animated ? (output.info.pageHeight ?? output.info.height) : output.info.height
  const variants = []
  for (const w of VARIANT_WIDTHS) {
    if (w >= width) break
    const variant = await source()
      .resize({ width: w })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    variants.push({
      width: w,
      height: Math.round((height * w) / width),
      data: variant.data,
    })
  }
  return { data: output.data, mime: format.mime, ext: format.ext, width, height, variants }
}
