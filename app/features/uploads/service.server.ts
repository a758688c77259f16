import type { Db } from '~/lib/db.server'
import { prepareImage, saveImage, type StoredImage } from './queries.server'

/**
 * An admin's upload: decoded first, outside any transaction (it is the slow part), then stored
 * by `publish`, the caller's transaction that bumps the content version.
 */
export async function uploadImage(
  publish: (write: (trx: Db) => Promise<StoredImage>) => Promise<StoredImage>,
  bytes: Buffer,
): Promise<StoredImage> {
  const prepared = await prepareImage(bytes)
  return publish((trx) => saveImage(trx, prepared))
}
