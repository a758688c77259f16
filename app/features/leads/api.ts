import { apiFetch, apiRequest } from '~/lib/api-client'
import type { Assignee, LeadView, Message, TimelineEntry } from './schemas'
import type { LeadStatus } from './statuses'

/** Messages, newest first; without statuses, spam is left out. */
export const listMessages = (filter: { statuses?: LeadStatus[]; assignee?: string } = {}) => {
  const query = new URLSearchParams()
  if (filter.statuses?.length) query.set('status', filter.statuses.join(','))
  if (filter.assignee) query.set('assignee', filter.assignee)
  const qs = query.toString()
  return apiRequest<Message[]>(`/api/messages${qs ? `?${qs}` : ''}`, { auth: true })
}

const path = (id: string) => `/api/messages/${encodeURIComponent(id)}`

export const getLead = (id: string) => apiRequest<LeadView>(path(id), { auth: true })

export const listAssignees = () => apiRequest<Assignee[]>('/api/messages/assignees', { auth: true })

export const updateLead = (
  id: string,
  patch: { status?: LeadStatus; assigneeId?: string | null },
) => apiRequest<Message>(path(id), { method: 'PATCH', body: patch, auth: true })

export const addNote = (id: string, body: string) =>
  apiRequest<TimelineEntry>(`${path(id)}/notes`, { method: 'POST', body: { body }, auth: true })

export const sendReply = (id: string, body: string) =>
  apiRequest<TimelineEntry>(`${path(id)}/replies`, { method: 'POST', body: { body }, auth: true })

export const markMessageUnread = (id: string) =>
  apiRequest<Message>(`${path(id)}/read`, { method: 'DELETE', auth: true })

export const eraseAddress = (email: string) =>
  apiRequest<{ deleted: number }>(`/api/messages?email=${encodeURIComponent(email)}`, {
    method: 'DELETE',
    auth: true,
  })

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
export async function downloadMessagesCsv(email?: string): Promise<void> {
  const query = email ? `?email=${encodeURIComponent(email)}` : ''
  const response = await apiFetch(`/api/messages/export.csv${query}`, { auth: true })
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
