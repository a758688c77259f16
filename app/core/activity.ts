/** What an entry can say was done, and to what kind of record (docs/api.md §Activity). */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'move',
  'read',
  'unread',
  'erase',
  'upload',
  'sign-in',
  'sign-in-failed',
  'password-change',
  'password-reset',
  'two-factor-on',
  'two-factor-off',
  'two-factor-reset',
  'passkey-add',
  'passkey-remove',
] as const
/**
 * The kinds of record entries name beside the collections, which each declare their own
 * (`activity.entity` in app/core/collections.ts; app/collections.ts lists them all).
 */
export const ACTIVITY_ENTITIES = [
  'contact',
  'site-content',
  'message',
  'upload',
  'user',
  'redirect',
  'settings',
  'integration',
] as const

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]
/** One of ACTIVITY_ENTITIES, or a collection's own. */
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number] | (string & {})

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
  /** The revision this change published (History in the record's editor), or null. */
  revisionId: string | null
}
