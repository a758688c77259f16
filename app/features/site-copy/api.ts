import type { PageContent, SitePage } from '~/copy/documents'
import { ApiError, apiFetch, apiRequest } from '~/lib/api-client'

export interface PageSummary {
  page: SitePage
  title: string
  /** The public pages that show it. */
  paths: string[]
  /** When an editor last published it; null while the page shows its starter copy. */
  updatedAt: string | null
}

export interface PageDocument<P extends SitePage = SitePage> {
  page: P
  content: PageContent<P>
  updatedAt: string | null
}

const pathOf = (page: SitePage) => `/api/content/${encodeURIComponent(page)}`

export const listPages = () => apiRequest<PageSummary[]>('/api/content')

export const getPage = <P extends SitePage>(page: P) => apiRequest<PageDocument<P>>(pathOf(page))

export const publishPage = <P extends SitePage>(page: P, content: PageContent<P>) =>
  apiRequest<PageDocument<P>>(pathOf(page), { method: 'PUT', body: content, auth: true })

/** A link that shows the page with `content`, published or not, for an hour. */
export const previewPage = (page: SitePage, content: unknown) =>
  apiRequest<{ url: string; urls: string[]; expiresAt: string }>(`${pathOf(page)}/preview`, {
    method: 'POST',
    body: content,
    auth: true,
  })

/** An unpublished draft of a page (docs/api.md §Revisions, drafts and schedule). */
export interface PageDraft<P extends SitePage = SitePage> {
  content: PageContent<P>
  /** When it was saved last; `etag` names that save, for the next one's If-Match. */
  updatedAt: string
  etag: string
}

const etagOf = (response: Response) => (response.headers.get('etag') ?? '').replace(/"/g, '')

/** The page's draft, or null when there is none. */
export async function getDraft<P extends SitePage>(page: P): Promise<PageDraft<P> | null> {
  try {
    const response = await apiFetch(`${pathOf(page)}/draft`, { auth: true })
    const body = (await response.json()) as PageDocument<P>
    return { content: body.content, updatedAt: body.updatedAt ?? '', etag: etagOf(response) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * Saves the draft. `etag` is the draft this editor started from: one saved since by a colleague
 * makes this a 409 naming them, never a silent overwrite.
 */
export async function saveDraft<P extends SitePage>(
  page: P,
  content: PageContent<P>,
  etag: string | undefined,
): Promise<PageDraft<P>> {
  const response = await apiFetch(`${pathOf(page)}/draft`, {
    method: 'PUT',
    body: content,
    auth: true,
    headers: etag ? { 'if-match': `"${etag}"` } : {},
  })
  const body = (await response.json()) as PageDocument<P>
  return { content: body.content, updatedAt: body.updatedAt ?? '', etag: etagOf(response) }
}

export const discardDraft = (page: SitePage) =>
  apiRequest<{ message: string }>(`${pathOf(page)}/draft`, { method: 'DELETE', auth: true })

/** Publishes the draft now, or schedules it for `at`. */
export const publishDraft = (page: SitePage, at?: string) =>
  apiRequest<PageDocument | { scheduledAt: string }>(`${pathOf(page)}/publish`, {
    method: 'POST',
    body: at ? { at } : {},
    auth: true,
  })

export interface PageSchedule {
  scheduledAt: string | null
  /** The draft there is, if any (its content is asked for only then). */
  draft?: { etag: string; updatedAt: string } | null
  /** SITE_TIMEZONE: the zone "Publish at…" reads and shows times in. */
  timeZone: string
}

export const getSchedule = (page: SitePage) =>
  apiRequest<PageSchedule>(`${pathOf(page)}/schedule`, { auth: true })

export const cancelSchedule = (page: SitePage) =>
  apiRequest<{ message: string }>(`${pathOf(page)}/schedule`, { method: 'DELETE', auth: true })
