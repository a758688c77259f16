import { createHash } from 'node:crypto'
import { recordRead } from '~/core/reads.server'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { processImage, type ProcessedImage } from './image-processing.server'
import { IMAGE_FORMATS } from './image-rules'

export interface StoredImage {
  url: string
  width: number
  height: number
  mime: string
}

const EXT_BY_MIME: Record<string, string> = Object.fromEntries(
  Object.values(IMAGE_FORMATS).map((f) => [f.mime, f.ext]),
)

/** Where a stored file is served: its content hash and the extension of its type. */
export const imageUrl = (hash: string, mime: string) =>
  `/uploads/${hash}.${EXT_BY_MIME[mime] ?? 'bin'}`

/** An image decoded, re-encoded and named by its hash: the CPU work, done before any transaction. */
export interface PreparedImage {
  hash: string
  image: ProcessedImage
}

export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const image = await processImage(bytes)
  return { hash: createHash('sha256').update(image.data).digest('hex'), image }
}

/**
 * Stores an image and its variants, content-addressed: the same bytes give the same URL, and
 * several instances behind one database need no shared disk. Run it inside a transaction. The
 * file's library item is `mediaItemFor`'s (media.server.ts), which calls this.
 */
export async function saveImage(trx: Db, { hash, image }: PreparedImage): Promise<StoredImage> {
  const inserted = await trx
    .insertInto('images')
    .values({
      hash,
      mime: image.mime,
      width: image.width,
      height: image.height,
      size: image.data.length,
      data: image.data,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .executeTakeFirst()
  if (inserted.numInsertedOrUpdatedRows) {
    for (const v of image.variants) {
      await trx
        .insertInto('image_variants')
        .values({
          image_hash: hash,
          width: v.width,
          height: v.height,
          mime: 'image/webp',
          size: v.data.length,
          data: v.data,
        })
        .execute()
    }
  }
  return {
    url: imageUrl(hash, image.mime),
    width: image.width,
    height: image.height,
    mime: image.mime,
  }
}

/** Prepares and stores an image in a transaction of its own. */
export async function storeImage(db: Db, bytes: Buffer): Promise<StoredImage> {
  const prepared = await prepareImage(bytes)
  return db.transaction().execute((trx) => saveImage(trx, prepared))
}

export interface ImageFile {
  data: Uint8Array
  mime: string
  etag: string
}

/** Resolves `/uploads/<hash>.<ext>` and `/uploads/<hash>-<width>.webp`. */
export async function readImageFile(db: Db, name: string): Promise<ImageFile | undefined> {
  const match = /^([0-9a-f]{64})(?:-(\d{2,4}))?\.(jpg|png|webp|gif|avif)$/.exec(name)
  if (!match) return undefined
  const [, hash, width, ext] = match as unknown as [string, string, string | undefined, string]
  if (width) {
    if (ext !== 'webp') return undefined
    const row = await db
      .selectFrom('image_variants')
      .select(['data', 'mime'])
      .where('image_hash', '=', hash)
      .where('width', '=', Number(width))
      .executeTakeFirst()
    return row && { data: row.data, mime: row.mime, etag: `"${hash}-${width}"` }
  }
  const row = await db
    .selectFrom('images')
    .select(['data', 'mime'])
    .where('hash', '=', hash)
    .executeTakeFirst()
  if (!row || EXT_BY_MIME[row.mime] !== ext) return undefined
  return { data: row.data, mime: row.mime, etag: `"${hash}"` }
}

export interface ImageMeta {
  width: number
  height: number
  /** Widths of the WebP variants, for `srcset`. */
  variantWidths: number[]
  /** Its media library item's alt text ('' when none): what a record without its own shows. */
  alt: string
  /** Its item's focal point in per cent (null: the centre): what every crop keeps in frame. */
  focalPoint: { x: number; y: number } | null
}

/**
 * Dimensions, variants, alt text and focal point of our uploaded images, by URL, for
 * width/height, srcset, the alt a record leaves to the library, and crops. A page that reads
 * them is rendered again when the item's alt text or focal point changes (ADR 085, 087).
 */
export async function findImageMeta(db: Db, urls: string[]): Promise<Map<string, ImageMeta>> {
  const hashes = new Map<string, string>()
  for (const url of urls) {
    const m = /^\/uploads\/([0-9a-f]{64})\.\w+$/.exec(url)
    if (m) hashes.set(m[1]!, url)
  }
  const result = new Map<string, ImageMeta>()
  if (hashes.size === 0) return result
  const keys = [...hashes.keys()]
  const images = await db
    .selectFrom('images')
    .leftJoin('media', 'media.hash', 'images.hash')
    .select([
      'images.hash',
      'images.width',
      'images.height',
      'media.id',
      'media.alt',
      'media.focal_x',
      'media.focal_y',
    ])
    .where('images.hash', 'in', keys)
    .execute()
  const variants = await db
    .selectFrom('image_variants')
    .select(['image_hash', 'width'])
    .where('image_hash', 'in', keys)
    .orderBy('width')
    .execute()
  for (const img of images) {
    if (img.id) recordRead(`media/${img.id}`)
    result.set(hashes.get(img.hash)!, {
      width: img.width,
      height: img.height,
      variantWidths: variants.filter((v) => v.image_hash === img.hash).map((v) => v.width),
      alt: img.alt ?? '',
      focalPoint:
        img.focal_x === null || img.focal_y === null ? null : { x: img.focal_x, y: img.focal_y },
    })
  }
  return result
}
