import type { ImageUploader } from '~/components/admin/image-upload'
import { apiUpload } from '~/lib/api-client'
import { listMedia } from './media-api'
import { IMAGE_ACCEPT, IMAGE_FORMAT_NAMES, imageFileProblem, MAX_IMAGE_SIZE } from './image-rules'

/**
 * Sends one image (multipart field `image`); the answer's url is what forms store, its `_id` the
 * media library's item.
 */
export function uploadImage(
  file: File,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
) {
  const body = new FormData()
  body.append('image', file)
  return apiUpload<{ url: string; _id: string }>('/api/upload', body, options)
}

/** Pictures the picker shows at once (a search narrows them). */
const MEDIA_PICKER_LIMIT = 60

/**
 * What the portal's image fields upload with, the server's rules they check first, and the
 * media library they may choose from instead.
 */
export const imageUploader: ImageUploader = {
  upload: uploadImage,
  problem: imageFileProblem,
  accept: IMAGE_ACCEPT,
  accepted: `${IMAGE_FORMAT_NAMES}, up to ${MAX_IMAGE_SIZE}`,
  library: {
    search: async (q) =>
      (await listMedia({ q, unused: false, sort: 'date', limit: MEDIA_PICKER_LIMIT })).items,
  },
}
