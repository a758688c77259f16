import type { PageContent, SitePage } from '~/copy/documents'
import { apiRequest } from '~/lib/api-client'

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

/**
 * A link that shows the page with `content`, published or not, for an hour; in `lang` (a
 * translation's preview), at the page's address in that language.
 */
export const previewPage = (page: SitePage, content: unknown, lang?: string) =>
  apiRequest<{ url: string; urls: string[]; expiresAt: string }>(
    `${pathOf(page)}/preview${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`,
    { method: 'POST', body: content, auth: true },
  )
