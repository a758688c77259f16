import { apiRequest } from '~/lib/api-client'

/** Sends one image (multipart field `image`); the answer's url is what forms store. */
export function uploadImage(file: File) {
  const body = new FormData()
  body.append('image', file)
  return apiRequest<{ url: string }>('/api/upload', { method: 'POST', body, auth: true })
}
