import { apiRequest } from '~/lib/api-client'
import type { Faq, FaqData } from './schemas'

export const listFaqs = () => apiRequest<Faq[]>('/api/faqs')

export const getFaq = (id: string) => apiRequest<Faq>(`/api/faqs/${encodeURIComponent(id)}`)

export const createFaq = (body: FaqData) =>
  apiRequest<Faq>('/api/faqs', { method: 'POST', body, auth: true })

/** A partial body keeps the other fields: the list's up/down buttons send only `order`. */
export const updateFaq = (id: string, body: Partial<FaqData>) =>
  apiRequest<Faq>(`/api/faqs/${encodeURIComponent(id)}`, { method: 'PUT', body, auth: true })

export const deleteFaq = (id: string) =>
  apiRequest<{ message: string }>(`/api/faqs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })
