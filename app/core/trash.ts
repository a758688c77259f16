/** A trashed item as `GET /api/trash` lists it (docs/api.md §Revisions, drafts and schedule). */
export interface TrashedItem {
  _id: string
  /** The collection it belongs to, by its id. */
  type: string
  title: string
  deletedAt: string
  deletedBy: { _id: string; username: string } | null
  /** Its picture, shown beside it so it can be recognised. */
  imageUrl: string | null
}
