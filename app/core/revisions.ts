/** A revision as `GET /api/R/revisions` lists it (docs/api.md §Revisions). */
export interface RevisionSummary {
  _id: string
  createdAt: string
  author: { _id: string; username: string } | null
}

/** One revision with the whole document it published. */
export interface Revision extends RevisionSummary {
  document: unknown
}

/** Who saved a draft last, and when; its ETag names this save. */
export interface DraftInfo {
  etag: string
  updatedAt: string
  author: { _id: string; username: string } | null
}

/**
 * What a `409` about a draft says of the record as it is now (ADR 071): the draft a colleague
 * saved since the editor opened it, or, when the draft it opened is gone (published or
 * discarded), null; and the last publish.
 */
export interface DraftConflict {
  draft: DraftInfo | null
  /** The newest revision: when the record was last published, and by whom. */
  published: RevisionSummary | null
}

/**
 * A scheduled publish that could not go live at its time (ADR 072): a link that leads nowhere, a
 * slug another record took, a document that no longer fits. Kept on the draft, which stays,
 * until the draft is published, scheduled again or discarded, or the failure dismissed.
 */
export interface ScheduleFailure {
  /** When it was due. */
  scheduledAt: string
  failedAt: string
  /** Why, in words for the editor: 'There is no page at /carrers'. */
  reason: string
  /** The fields at fault, as a 400 names them (`items.2.to`). */
  errors: Record<string, string[]>
  /** Who scheduled it: they are mailed. */
  scheduledBy: { _id: string; username: string } | null
}

/** Where a record is edited in the portal, from its resource (`{collection}/{id}`). */
export function editorPathOf(resource: string): string {
  // A translation's editor is its record's, in its language (`portfolio/1@de`, ADR 080).
  const at = resource.lastIndexOf('@')
  const lang = at === -1 ? '' : `?lang=${encodeURIComponent(resource.slice(at + 1))}`
  const [kind, key = ''] = (at === -1 ? resource : resource.slice(0, at)).split('/', 2) as [
    string,
    string?,
  ]
  if (kind === 'content') return `/admin/site-content/${key}${lang}`
  if (kind === 'contact') return `/admin/contact${lang}`
  return `/admin/${kind}/edit/${key}${lang}`
}
