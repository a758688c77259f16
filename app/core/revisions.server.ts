import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { newId, nowIso } from '~/lib/records'
import type { Actor } from './activity.server'
import type { RevisionSummary, Revision, DraftInfo } from './revisions'

export type { RevisionSummary, Revision, DraftInfo } from './revisions'

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

/** Forgets every revision and the draft of a resource (an item deleted for good). */
export async function forgetResource(trx: Db, resource: string): Promise<void> {
  await trx.deleteFrom('revisions').where('resource', '=', resource).execute()
  await trx.deleteFrom('drafts').where('resource', '=', resource).execute()
}

export interface StoredDraft extends DraftInfo {
  document: unknown
}

export async function findDraft(db: Db, resource: string): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .selectAll()
    .where('resource', '=', resource)
    .executeTakeFirst()
  return (
    row && {
      etag: row.etag,
      updatedAt: row.updated_at,
      author: author(row),
      document: JSON.parse(row.document) as unknown,
    }
  )
}

/**
 * Saves the resource's draft. `ifMatch` is the ETag of the draft the editor started from
 * (undefined: the client knows nothing of drafts and overwrites); a draft saved since by
 * someone else makes this a 409 that says who saved it and when, never a silent overwrite.
 */
export async function saveDraft(
  trx: Db,
  actor: Actor | null,
  resource: string,
  document: unknown,
  ifMatch: string | undefined,
): Promise<StoredDraft> {
  const current = await findDraft(trx, resource)
  if (ifMatch !== undefined && current && !etagMatches(ifMatch, current.etag)) {
    const who = current.author?.username ?? 'someone else'
    throw new AppError(
      409,
      `This draft was saved by ${who} at ${current.updatedAt} since you opened it`,
      { draft: [`Saved by ${who} at ${current.updatedAt}`] },
    )
  }
  const row = {
    resource,
    document: JSON.stringify(document),
    etag: newId(),
    author_id: actor?._id ?? null,
    author_name: actor?.username ?? null,
    updated_at: nowIso(),
  }
  await trx
    .insertInto('drafts')
    .values(row)
    .onConflict((oc) =>
      oc.column('resource').doUpdateSet({
        document: row.document,
        etag: row.etag,
        author_id: row.author_id,
        author_name: row.author_name,
        updated_at: row.updated_at,
      }),
    )
    .execute()
  return { etag: row.etag, updatedAt: row.updated_at, author: author(row), document }
}

/** `If-Match` names ETags quoted or not, several separated by commas, or `*` (any). */
function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((t) => t === '*' || t === etag)
}

export async function deleteDraft(trx: Db, resource: string): Promise<boolean> {
  const result = await trx.deleteFrom('drafts').where('resource', '=', resource).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
