import { apiRequest } from '~/lib/api-client'
import type { Page, PageData } from './schemas'

/** Pages are the team's to read through the API (drafts too): every call carries the token. */
export const listPages = () => apiRequest<Page[]>('/api/pages', { auth: true })

export const getPage = (id: string) =>
  apiRequest<Page>(`/api/pages/${encodeURIComponent(id)}`, { auth: true })

export const createPage = (body: PageData) =>
  apiRequest<Page>('/api/pages', { method: 'POST', body, auth: true })

export const deletePage = (id: string) =>
  apiRequest<{ message: string }>(`/api/pages/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

/**
 * A link that shows the page as the builder holds it, saved or not, for a while
 * (`?preview=TOKEN` on its path): what the builder's preview frame loads.
 */
export const previewPage = (body: unknown) =>
  apiRequest<{ url: string; expiresAt: string }>('/api/pages/preview', {
    method: 'POST',
    body,
    auth: true,
  })
