/** An activity log entry as the API sends it (docs/api.md §Activity). */
export interface ActivityEntry {
  _id: string
  at: string
  /** Who did it; null for a failed sign-in with an unknown e-mail, or the server's command line. */
  actor: { _id: string; username: string } | null
  action: string
  entity: string
  entityId: string | null
  summary: string
}
