import { apiFetch, apiRequest } from '~/lib/api-client'
import type { Message } from './schemas'

export const listMessages = () => apiRequest<Message[]>('/api/messages', { auth: true })

export const markMessageRead = (id: string) =>
  apiRequest<Message>(`/api/messages/${encodeURIComponent(id)}/read`, {
    method: 'PUT',
    auth: true,
  })

export const deleteMessage = (id: string) =>
  apiRequest<{ message: string }>(`/api/messages/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

/**
 * Downloads every message as CSV. The token travels in a header, never in the URL (where
 * history, logs and a Referer would keep it), so the file is fetched and then handed to the
 * browser under the name the server gave it.
 */
export async function downloadMessagesCsv(): Promise<void> {
  const response = await apiFetch('/api/messages/export.csv', { auth: true })
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'messages.csv'
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
