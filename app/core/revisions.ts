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
