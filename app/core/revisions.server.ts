import { sql } from 'kysely'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { newId, nowIso } from '~/lib/records'
import type { Actor } from './activity.server'
import { forgetTranslations } from './translations.server'
import type {
  DraftConflict,
  DraftInfo,
  Revision,
  RevisionSummary,
  ScheduleFailure,
} from './revisions'

export type {
  DraftConflict,
  DraftInfo,
  Revision,
  RevisionSummary,
  ScheduleFailure,
} from './revisions'

/**
 * Revisions and drafts of the editable records (docs/decisions/054-revisions-as-whole-documents.md).
 * A resource is named by its API path under /api: `content/home`, `{collection}/{id}`,
 * `contact`. Each revision keeps the whole published document as
 * JSON text: a restore publishes exactly those bytes again.
 */

const author = (row: { author_id: string | null; author_name: string | null }) =>
  row.author_id && row.author_name ? { _id: row.author_id, username: row.author_name } : null

/**
 * Keeps `document` as the newest revision of `resource`, in the caller's transaction (the one
 * that publishes it), and forgets the ones beyond the newest `keep`.
 */
export async function saveRevision(
  trx: Db,
  actor: Actor | null,
  resource: string,
  document: unknown,
  keep: number,
): Promise<RevisionSummary> {
  const row = {
    id: newId(),
    resource,
    document: JSON.stringify(document),
    author_id: actor?._id ?? null,
    author_name: actor?.username ?? null,
    created_at: await laterThanNewest(trx, resource),
  }
  await trx.insertInto('revisions').values(row).execute()
  const kept = await trx
    .selectFrom('revisions')
    .select('created_at')
    .where('resource', '=', resource)
    .orderBy('created_at', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst()
  if (kept) {
    await trx
      .deleteFrom('revisions')
      .where('resource', '=', resource)
      .where('created_at', '<', kept.created_at)
      .execute()
  }
  return { _id: row.id, createdAt: row.created_at, author: author(row) }
}

/**
 * Now, or a millisecond after the newest revision when two land in the same millisecond: the
 * list's order (newest first) and the pruning both read the time, so no two may share it.
 */
async function laterThanNewest(trx: Db, resource: string): Promise<string> {
  const now = nowIso()
  const newest = await trx
    .selectFrom('revisions')
    .select('created_at')
    .where('resource', '=', resource)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!newest || newest.created_at < now) return now
  return new Date(new Date(newest.created_at).getTime() + 1).toISOString()
}

/**
 * Keeps `document` as the resource's first revision, with no author ("the launch copy"), unless
 * it has one: what the demo seed stores, so History can compare and restore from day one.
 */
export async function saveFirstRevision(
  trx: Db,
  resource: string,
  document: unknown,
  at: string,
): Promise<void> {
  const existing = await trx
    .selectFrom('revisions')
    .select('id')
    .where('resource', '=', resource)
    .limit(1)
    .executeTakeFirst()
  if (existing) return
  await trx
    .insertInto('revisions')
    .values({
      id: newId(),
      resource,
      document: JSON.stringify(document),
      author_id: null,
      author_name: null,
      created_at: at,
    })
    .execute()
}

export async function listRevisions(db: Db, resource: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('revisions')
    .select(['id', 'created_at', 'author_id', 'author_name'])
    .where('resource', '=', resource)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({ _id: row.id, createdAt: row.created_at, author: author(row) }))
}

/** One revision of the resource with its document; 404 for an id it does not have. */
export async function getRevision(db: Db, resource: string, id: string): Promise<Revision> {
  const row = await db
    .selectFrom('revisions')
    .selectAll()
    .where('resource', '=', resource)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('Revision not found')
  return {
    _id: row.id,
    createdAt: row.created_at,
    author: author(row),
    document: JSON.parse(row.document) as unknown,
  }
}

/**
 * Forgets every revision and the draft of a resource (an item deleted for good), and its
 * translations with theirs (`portfolio/1@de`, ADR 080): nothing of it is left to show, export
 * or restore.
 */
export async function forgetResource(trx: Db, resource: string): Promise<void> {
  const resources = [resource, ...(await translatedResources(trx, resource))]
  await trx.deleteFrom('revisions').where('resource', 'in', resources).execute()
  await trx.deleteFrom('drafts').where('resource', 'in', resources).execute()
  const slash = resource.indexOf('/')
  await forgetTranslations(trx, {
    kind: slash === -1 ? resource : resource.slice(0, slash),
    id: slash === -1 ? '' : resource.slice(slash + 1),
  })
}

/**
 * The resources of a resource's translations that have a revision or a draft: `portfolio/1@de`.
 * LIKE is only a first cut (it ignores case on SQLite, and `_` in an id matches anything): the
 * exact prefix decides.
 */
async function translatedResources(trx: Db, resource: string): Promise<string[]> {
  const pattern = `${resource.replace(/[\\%_]/g, '\\$&')}@%`
  const like = sql<boolean>`resource like ${pattern} escape '\\'`
  // One after the other: a transaction's connection runs one query at a time.
  const revisions = await trx
    .selectFrom('revisions')
    .select('resource')
    .distinct()
    .where(like)
    .execute()
  const drafts = await trx.selectFrom('drafts').select('resource').where(like).execute()
  const found = new Set([...revisions, ...drafts].map((row) => row.resource))
  return [...found].filter((r) => r.startsWith(`${resource}@`))
}

export interface StoredDraft extends DraftInfo {
  document: unknown
  /** Set when its scheduled publish could not go live (ADR 072). */
  failedSchedule: ScheduleFailure | null
}

type DraftRow = {
  etag: string
  updated_at: string
  author_id: string | null
  author_name: string | null
  document: string
  failed_schedule: string | null
}

const storedDraft = (row: DraftRow): StoredDraft => ({
  etag: row.etag,
  updatedAt: row.updated_at,
  author: author(row),
  document: JSON.parse(row.document) as unknown,
  failedSchedule: row.failed_schedule ? (JSON.parse(row.failed_schedule) as ScheduleFailure) : null,
})

export async function findDraft(db: Db, resource: string): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('resource', '=', resource)
    .executeTakeFirst()
  return row && storedDraft(row)
}

/**
 * The request's conditions on the draft (docs/decisions/071-drafts-never-overwritten-unseen.md):
 * `If-Match` names the draft the editor started from (its ETag, or `*` for any draft);
 * `If-None-Match: *` says it saw none. Neither: a client that knows nothing of drafts.
 */
export interface DraftCondition {
  ifMatch?: string
  ifNoneMatch?: string
}

/** The ETags a conditional header names, quoted or not, weak or not; `*` stands for any. */
const etagsOf = (header: string) =>
  header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter(Boolean)

/** Whether a conditional header (`If-Match`, `If-None-Match`) names this ETag, or `*`. */
export function etagMatches(header: string, etag: string): boolean {
  return etagsOf(header).some((t) => t === '*' || t === etag)
}

/** Whether the record's draft is the one `condition` expects (none, with If-None-Match). */
export function draftMeets(condition: DraftCondition, draft: DraftInfo | undefined): boolean {
  if (condition.ifNoneMatch !== undefined) {
    return !draft || !etagMatches(condition.ifNoneMatch, draft.etag)
  }
  if (condition.ifMatch !== undefined) return !!draft && etagMatches(condition.ifMatch, draft.etag)
  return true
}

/**
 * The 409 of a draft changed since the editor opened it: who saved it and when (or, the draft
 * being gone, who published last), as words and as `conflict` for the portal's dialog.
 * `refused` says what was refused, for the words.
 */
export async function draftConflict(
  db: Db,
  resource: string,
  refused: 'save' | 'publish' = 'save',
): Promise<AppError> {
  const draft = await findDraft(db, resource)
  const [published] = await listRevisions(db, resource)
  const conflict: DraftConflict = {
    draft: draft ? { etag: draft.etag, updatedAt: draft.updatedAt, author: draft.author } : null,
    published: published ?? null,
  }
  if (draft) {
    const who = draft.author?.username ?? 'someone else'
    const message =
      refused === 'publish'
        ? `${who} saved a draft of this at ${draft.updatedAt}: publish it, discard it or save yours over it first`
        : `This draft was saved by ${who} at ${draft.updatedAt} since you opened it`
    return new AppError(
      409,
      message,
      { draft: [`Saved by ${who} at ${draft.updatedAt}`] },
      {
        conflict,
      },
    )
  }
  const last = published
    ? ` (last published by ${published.author?.username ?? 'the system'} at ${published.createdAt})`
    : ''
  return new AppError(
    409,
    `The draft you opened was published or discarded since${last}`,
    { draft: ['The draft you opened is gone'] },
    { conflict },
  )
}

/** Refuses a publish that does not go through the record's draft while it has one (ADR 071). */
export async function requireNoDraft(trx: Db, resource: string): Promise<void> {
  if (await findDraft(trx, resource)) throw await draftConflict(trx, resource, 'publish')
}

/**
 * Saves the resource's draft, if it is the one `condition` expects, as one statement: an
 * insert that does nothing when a draft exists (`If-None-Match: *`), an update of the draft
 * with the ETag named (`If-Match`), or, without either, an insert or update. Otherwise a 409
 * that says who saved last and when: never a silent overwrite. Only one of two saves naming
 * the same draft at the same moment can match it.
 */
export async function saveDraft(
  trx: Db,
  actor: Actor | null,
  resource: string,
  document: unknown,
  condition: DraftCondition = {},
): Promise<DraftInfo & { document: unknown }> {
  const row = {
    resource,
    document: JSON.stringify(document),
    etag: newId(),
    author_id: actor?._id ?? null,
    author_name: actor?.username ?? null,
    updated_at: nowIso(),
  }
  const { resource: _key, ...changes } = row
  void _key
  const insert = trx.insertInto('drafts').values({ ...row, failed_schedule: null })
  let saved: boolean
  if (condition.ifNoneMatch !== undefined && etagsOf(condition.ifNoneMatch).includes('*')) {
    const result = await insert
      .onConflict((oc) => oc.column('resource').doNothing())
      .executeTakeFirst()
    saved = Number(result.numInsertedOrUpdatedRows ?? 0) > 0
  } else if (condition.ifMatch !== undefined) {
    const tags = etagsOf(condition.ifMatch)
    let update = trx.updateTable('drafts').set(changes).where('resource', '=', resource)
    if (!tags.includes('*')) update = update.where('etag', 'in', tags.length ? tags : [''])
    saved = Number((await update.executeTakeFirst()).numUpdatedRows) > 0
  } else {
    // No condition (or If-None-Match naming ETags, refused only when the draft is one of them).
    saved =
      condition.ifNoneMatch === undefined || draftMeets(condition, await findDraft(trx, resource))
    if (saved) {
      // A failed schedule stays on the draft until it is published, scheduled or dismissed.
      await insert.onConflict((oc) => oc.column('resource').doUpdateSet(changes)).execute()
    }
  }
  if (!saved) throw await draftConflict(trx, resource)
  return { etag: row.etag, updatedAt: row.updated_at, author: author(row), document }
}

/**
 * Drops the resource's draft; with `ifMatch` (an ETag, or an `If-Match` header), only if it is
 * still that one: a colleague's newer save stays. True when a draft was dropped.
 */
export async function deleteDraft(trx: Db, resource: string, ifMatch?: string): Promise<boolean> {
  let query = trx.deleteFrom('drafts').where('resource', '=', resource)
  const tags = ifMatch === undefined ? ['*'] : etagsOf(ifMatch)
  if (!tags.includes('*')) query = query.where('etag', 'in', tags.length ? tags : [''])
  const result = await query.executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Keeps why the draft's scheduled publish failed on it; false when the draft is gone. */
export async function markScheduleFailed(
  db: Db,
  resource: string,
  failure: ScheduleFailure,
): Promise<boolean> {
  const result = await db
    .updateTable('drafts')
    .set({ failed_schedule: JSON.stringify(failure) })
    .where('resource', '=', resource)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Forgets a failed scheduled publish (scheduled again, or dismissed); true when there was one. */
export async function clearScheduleFailure(db: Db, resource: string): Promise<boolean> {
  const result = await db
    .updateTable('drafts')
    .set({ failed_schedule: null })
    .where('resource', '=', resource)
    .where('failed_schedule', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Every draft whose scheduled publish failed, the latest failure first. */
export async function listScheduleFailures(
  db: Db,
): Promise<{ resource: string; failure: ScheduleFailure }[]> {
  const rows = await db
    .selectFrom('drafts')
    .select(['resource', 'failed_schedule'])
    .where('failed_schedule', 'is not', null)
    .execute()
  return rows
    .map((row) => ({
      resource: row.resource,
      failure: JSON.parse(row.failed_schedule!) as ScheduleFailure,
    }))
    .sort((a, b) => b.failure.failedAt.localeCompare(a.failure.failedAt))
}
