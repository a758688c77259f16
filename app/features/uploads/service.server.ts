import type { Db } from '~/lib/db.server'
import { mediaItemFor, type Uploader } from './media.server'
import { imageUrl, prepareImage, type StoredImage } from './queries.server'

export interface UploadedImage extends StoredImage {
  /** Its media library item (the one the same bytes already were, if any). */
  _id: string
  filename: string
  /** Whether the file was new to the library. */
  created: boolean
}

/**
 * An admin's upload: decoded first, outside any transaction (it is the slow part), then stored
 * with its library item by `publish`, the caller's transaction that bumps the content version.
 */
export async function uploadImage(
  publish: (write: (trx: Db) => Promise<UploadedImage>) => Promise<UploadedImage>,
  bytes: Buffer,
  filename: string | undefined,
  uploader: Uploader | null,
): Promise<UploadedImage> {
  const prepared = await prepareImage(bytes)
  const { image, hash } = prepared
  return publish(async (trx) => {
    const item = await mediaItemFor(trx, prepared, filename, uploader)
    const row = await trx
      .selectFrom('media')
      .select('filename')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow()
    return {
      _id: item.id,
      url: imageUrl(hash, image.mime),
      width: image.width,
      height: image.height,
      mime: image.mime,
      filename: row.filename,
      created: item.created,
    }
  })
}
