import type { Redirect } from '~/core/redirects'
import { apiRequest } from '~/lib/api-client'
import type { RedirectInput } from './schemas'

export const listRedirects = () => apiRequest<Redirect[]>('/api/redirects', { auth: true })

export const createRedirect = (body: RedirectInput) =>
  apiRequest<Redirect>('/api/redirects', { method: 'POST', body, auth: true })

export const deleteRedirect = (id: string) =>
  apiRequest<{ message: string }>(`/api/redirects/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  })

export const importRedirects = (csv: string) =>
  apiRequest<{ imported: number }>('/api/redirects/import', {
    method: 'POST',
    body: { csv },
    auth: true,
  })
