import { apiRequest } from '~/lib/api-client'
import type { Faq, FaqData } from './schemas'

export const listFaqs = () => apiRequest<Faq[]>('/api/faqs')

export const getFaq = (id: string) => apiRequest<Faq>(`/api/faqs/${encodeURIComponent(id)}`)

export const createFaq = (body: FaqData) =>
  apiRequest<Faq>('/api/faqs', { method: 'POST', body, auth: true })

/** One place up or down in public order, as one change (the list's buttons); the new list. */
export const moveFaq = (id: string, direction: 'up' | 'down') =>
  apiRequest<Faq[]>(`/api/faqs/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    body: { direction },
    auth: true,
  })

export const deleteFaq = (id: string) =>
  apiRequest<{ message: string }>(`/api/faqs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })
