import type { Revision, RevisionSummary } from '~/core/revisions'
import { pathOf } from '~/components/admin/drafts-api'
import { apiRequest } from '~/lib/api-client'

// Shared with the editors' draft controls, which live below the features.
export { cancelScheduled, documentOf, getCurrent } from '~/components/admin/drafts-api'

/**
 * The History panel's calls (docs/api.md §Revisions, drafts and schedule). `resource` is the
 * record's path under /api: `content/home`, `{collection}/{id}`,
 * `contact`.
 */
export const listRevisions = (resource: string) =>
  apiRequest<RevisionSummary[]>(`${pathOf(resource)}/revisions`, { auth: true })

export const getRevision = (resource: string, id: string) =>
  apiRequest<Revision>(`${pathOf(resource)}/revisions/${encodeURIComponent(id)}`, { auth: true })

export const restoreRevision = (resource: string, id: string) =>
  apiRequest<unknown>(`${pathOf(resource)}/revisions/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    auth: true,
  })

/** Where the record is edited in the portal. */
export function editorPathOf(resource: string): string {
  const [kind, key = ''] = resource.split('/', 2) as [string, string?]
  if (kind === 'content') return `/admin/site-content/${key}`
  if (kind === 'contact') return '/admin/contact'
  return `/admin/${kind}/edit/${key}`
}

/** The History screen of a record, showing one revision's changes when `revision` is given. */
export function historyPathOf(resource: string, revision?: string | null): string {
  return `/admin/history/${resource}${revision ? `?revision=${encodeURIComponent(revision)}` : ''}`
}

export interface ScheduledChange {
  resource: string
  title: string
  scheduledAt: string
}

/** Every scheduled publish, soonest first, and the zone their times are shown in. */
export const listScheduled = () =>
  apiRequest<{ timeZone: string; items: ScheduledChange[] }>('/api/schedule', { auth: true })
