import type { Redirect } from '~/core/redirects'
import { apiFetch, apiRequest } from '~/lib/api-client'
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

/** Downloads every redirect as CSV (the token in a header, never in the URL). */
export async function downloadRedirectsCsv(): Promise<void> {
  const response = await apiFetch('/api/redirects/export.csv', { auth: true })
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: 'redirects.csv' })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
