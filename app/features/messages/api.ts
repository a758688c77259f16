import { apiRequest } from '~/lib/api-client'
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
