import { apiRequest, apiUpload } from '~/lib/api-client'
import type { MediaItem, MediaPage, MediaSort, MediaUpdate } from './media'

/** The library screen's calls (docs/api.md §Media library). */

export interface MediaFilter {
  q: string
  unused: boolean
  sort: MediaSort
  limit: number
}

export function listMedia({ q, unused, sort, limit }: MediaFilter): Promise<MediaPage> {
  const query = new URLSearchParams({ sort, limit: String(limit) })
  if (q) query.set('q', q)
  if (unused) query.set('unused', '1')
  return apiRequest<MediaPage>(`/api/media?${query}`, { auth: true })
}

const pathOf = (id: string) => `/api/media/${encodeURIComponent(id)}`

export const getMedia = (id: string) => apiRequest<MediaItem>(pathOf(id), { auth: true })

export const updateMedia = (id: string, changes: MediaUpdate) =>
  apiRequest<MediaItem>(pathOf(id), { method: 'PATCH', body: changes, auth: true })

export const deleteMedia = (id: string) =>
  apiRequest<{ message: string }>(pathOf(id), { method: 'DELETE', auth: true })

/** A new file for the item, with its progress (0 to 1): the answer has the new URL. */
export function replaceMediaFile(id: string, file: File, onProgress?: (sent: number) => void) {
  const body = new FormData()
  body.append('image', file)
  return apiUpload<MediaItem>(`${pathOf(id)}/file`, body, { method: 'PUT', onProgress })
}
