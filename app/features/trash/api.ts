import type { TrashedItem } from '~/core/trash'
import { apiRequest } from '~/lib/api-client'

/** The Trash screen's calls (docs/api.md §Revisions, drafts and schedule). */
export const listTrash = () => apiRequest<TrashedItem[]>('/api/trash', { auth: true })

const pathOf = (item: TrashedItem) =>
  `/api/trash/${encodeURIComponent(item.type)}/${encodeURIComponent(item._id)}`

export const restoreItem = (item: TrashedItem) =>
  apiRequest<unknown>(`${pathOf(item)}/restore`, { method: 'POST', auth: true })

export const deleteForever = (item: TrashedItem) =>
  apiRequest<{ message: string }>(pathOf(item), { method: 'DELETE', auth: true })
