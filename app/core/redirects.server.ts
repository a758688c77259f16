import type { Selectable } from 'kysely'
import type { RedirectsTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { newId, nowIso } from '~/lib/records'

import type { Redirect } from './redirects'

export type { Redirect } from './redirects'

export interface RedirectData {
  from: string
  to: string
  status: 301 | 302
}

const toRedirect = (row: Selectable<RedirectsTable>): Redirect => ({
  _id: row.id,
  from: row.from_path,
  to: row.to_url,
  status: row.status === 302 ? 302 : 301,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('from_path').execute()
  return rows.map(toRedirect)
}

/** The path part of a target that stays on this site, else null (a full URL elsewhere). */
const localPath = (to: string) => (to.startsWith('/') ? to.split(/[?#]/)[0]! : null)

/**
 * Adds (or replaces) the redirect from `data.from`, keeping the table free of chains and loops
 * (ADR 060):
 * - its target is followed through the redirects already stored, so it points at the end;
 * - redirects that pointed at `from` now point where it points (one hop, never two);
 * - a target that leads back to `from` is a loop: 409, nothing written.
 */
export async function putRedirect(db: Db, data: RedirectData): Promise<Redirect> {
  const all = await listRedirects(db)
  const byFrom = new Map(all.map((r) => [r.from, r]))
  let to = data.to
  const seen = new Set<string>()
  for (let path = localPath(to); path !== null && path !== data.from; path = localPath(to)) {
    const next = byFrom.get(path)
    if (!next || seen.has(path)) break
    seen.add(path)
    to = next.to
  }
  if (localPath(to) === data.from) {
    throw new AppError(409, 'This redirect would make a loop', {
      to: [`${data.to} leads back to ${data.from}`],
    })
  }
  const now = nowIso()
  const existing = byFrom.get(data.from)
  if (existing) {
    await db
      .updateTable('redirects')
      .set({ to_url: to, status: data.status, updated_at: now })
      .where('id', '=', existing._id)
      .execute()
  } else {
    await db
      .insertInto('redirects')
      .values({
        id: newId(),
        from_path: data.from,
        to_url: to,
        status: data.status,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  // Those that led to `from` now lead straight to its end.
  await db
    .updateTable('redirects')
    .set({ to_url: to, updated_at: now })
    .where('to_url', '=', data.from)
    .execute()
  const row = await db
    .selectFrom('redirects')
    .selectAll()
    .where('from_path', '=', data.from)
    .executeTakeFirstOrThrow()
  return toRedirect(row)
}

export async function findRedirect(db: Db, id: string): Promise<Redirect | undefined> {
  const row = await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toRedirect(row)
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** A page now lives at `path`: a redirect from it would hide the page, so it goes. */
export async function clearRedirectFrom(db: Db, path: string): Promise<void> {
  await db.deleteFrom('redirects').where('from_path', '=', path).execute()
}

/** Every redirect by its path, as the request handler looks them up. */
export async function redirectTable(db: Db): Promise<Map<string, { to: string; status: number }>> {
  const rows = await db.selectFrom('redirects').select(['from_path', 'to_url', 'status']).execute()
  return new Map(rows.map((r) => [r.from_path, { to: r.to_url, status: r.status }]))
}
