import type { Revision, RevisionSummary, ScheduleFailure } from '~/core/revisions'
import { pathOf } from '~/components/admin/drafts-api'
import { apiRequest } from '~/lib/api-client'

// Shared with the editors' draft controls, which live below the features.
export {
  cancelScheduled,
  documentOf,
  getCurrent,
  getSchedule,
  refusalOf,
} from '~/components/admin/drafts-api'
export { editorPathOf } from '~/core/revisions'

/**
 * The History panel's calls (docs/api.md §Revisions, drafts and schedule). `resource` is the
 * record's path under /api: `content/home`, `{collection}/{id}`,
 * `contact`.
 */
export const listRevisions = (resource: string) =>
  apiRequest<RevisionSummary[]>(pathOf(resource, '/revisions'), { auth: true })

export const getRevision = (resource: string, id: string) =>
  apiRequest<Revision>(pathOf(resource, `/revisions/${encodeURIComponent(id)}`), { auth: true })

export const restoreRevision = (resource: string, id: string) =>
  apiRequest<unknown>(pathOf(resource, `/revisions/${encodeURIComponent(id)}/restore`), {
    method: 'POST',
    auth: true,
  })

/** The History screen of a record, showing one revision's changes when `revision` is given. */
export function historyPathOf(resource: string, revision?: string | null): string {
  return `/admin/history/${resource}${revision ? `?revision=${encodeURIComponent(revision)}` : ''}`
}

export interface ScheduledChange {
  resource: string
  title: string
  scheduledAt: string
}

/** A scheduled publish that could not go live at its time, and why (ADR 072). */
export interface FailedSchedule extends ScheduleFailure {
  resource: string
  title: string
}

export interface ScheduleOverview {
  /** The zone the times are shown in (SITE_TIMEZONE). */
  timeZone: string
  /** Every scheduled publish, soonest first. */
  items: ScheduledChange[]
  /** Every one that failed, latest first. */
  failed: FailedSchedule[]
}

export const listScheduled = () => apiRequest<ScheduleOverview>('/api/schedule', { auth: true })
