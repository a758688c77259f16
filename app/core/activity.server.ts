import type { ActivityAction, ActivityEntity, ActivityEntry } from './activity'

export type { ActivityAction, ActivityEntity } from './activity'
import type { Db } from '~/lib/db.server'
import { newId, nowIso } from '~/lib/records'

/** Who did it: the signed-in user (null for a failed sign-in with an unknown e-mail). */
export interface Actor {
  _id: string
  username: string
  /** Set when an API token acted for the account: the log says "{username} via token {name}". */
  viaToken?: string
}

/** What happened, as the one who records it says it. */
export interface ActivityEvent {
  action: ActivityAction
  entity: ActivityEntity
  entityId?: string | null
  /** One line a person reads: 'Deleted the FAQ "How long does a project take?"'. */
  summary: string
  /** The revision the change published, so the entry can link to it. */
  revisionId?: string | null
}

const MAX_SUMMARY = 300

/**
 * Records one event. Called with the transaction of the write it describes, so an entry exists
 * exactly when its change does (docs/architecture.md §Activity log).
 */
export async function recordActivity(
  trx: Db,
  actor: Actor | null,
  event: ActivityEvent,
): Promise<void> {
  await trx
    .insertInto('activity')
    .values({
      id: newId(),
      at: nowIso(),
      actor_id: actor?._id ?? null,
      actor_name: actor ? actorName(actor) : null,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId ?? null,
      summary:
        event.summary.length > MAX_SUMMARY
          ? event.summary.slice(0, MAX_SUMMARY - 1) + '…'
          : event.summary,
      revision_id: event.revisionId ?? null,
    })
    .execute()
}

/** Who the log names: the account, and the API token it acted through (ADR 081). */
export const actorName = (actor: Actor) =>
  actor.viaToken ? `${actor.username} via token ${actor.viaToken}` : actor.username

/** Which entries a page shows: any mix of who, what kind of record, what was done, and when. */
export interface ActivityFilter {
  /** The staff account that did it (its `_id`); entries keep the id after the account goes. */
  actor?: string
  entity?: ActivityEntity
  action?: ActivityAction
  /** Only entries at or after this instant (the start of a chosen day, say). */
  since?: string
}

/**
 * Entries newest first, `limit` of them, older than `before` when given (the previous page's
 * last `at`, or the end of a chosen day), narrowed by `filter`. Entries of one millisecond share
 * a page boundary rarely enough that ordering by id after time keeps pages stable without a
 * cursor of two parts.
 */
export async function listActivity(
  db: Db,
  page: { limit: number; before?: string } & ActivityFilter,
): Promise<ActivityEntry[]> {
  let query = db.selectFrom('activity').selectAll()
  if (page.before) query = query.where('at', '<', page.before)
  if (page.since) query = query.where('at', '>=', page.since)
  if (page.actor) query = query.where('actor_id', '=', page.actor)
  if (page.entity) query = query.where('entity', '=', page.entity)
  if (page.action) query = query.where('action', '=', page.action)
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).execute()
  return rows.map((row) => ({
    _id: row.id,
    at: row.at,
    actor: row.actor_id && row.actor_name ? { _id: row.actor_id, username: row.actor_name } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    revisionId: row.revision_id,
  }))
}

/** Forgets entries older than the retention (ACTIVITY_RETENTION_DAYS); returns how many. */
export async function pruneActivity(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString()
  const result = await db.deleteFrom('activity').where('at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Quotes a record's name in a summary, shortened: 'the FAQ "How long…"'. */
export function named(name: string, max = 80): string {
  const clean = name.replace(/\s+/g, ' ').trim()
  return `"${clean.length > max ? clean.slice(0, max - 1) + '…' : clean}"`
}
