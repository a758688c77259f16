import type { ContentVersion } from '~/lib/content-version.server'
import { prepareImage, saveImage, type StoredImage } from './queries.server'

/** An admin's upload: decoded first, then stored in a transaction that bumps the content version. */
export async function uploadImage(content: ContentVersion, bytes: Buffer): Promise<StoredImage> {
  const prepared = await prepareImage(bytes)
  return content.publish((trx) => saveImage(trx, prepared))
}
