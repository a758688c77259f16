import type { Selectable } from 'kysely'
import type { RedirectsTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { newId, nowIso } from '~/lib/records'
import { linkProblem, pathKey } from '~/lib/site-paths'
import { readContentVersion } from './content-version.server'
import { productPathOfKey, productPathProblem } from './product-paths'
import {
  planRedirects,
  servableRedirects,
  type RedirectChanges,
  type RedirectData,
  type SiteHosts,
  type StoredRedirect,
} from './redirect-plan'

import type { Redirect } from './redirects'
import { recordChange } from './reads.server'

export type { Redirect } from './redirects'
export type { RedirectData, SiteHosts } from './redirect-plan'

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

async function storedRedirects(db: Db): Promise<StoredRedirect[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'from_path', 'to_url', 'status'])
    .execute()
  return rows.map((r) => ({
    id: r.id,
    from: r.from_path,
    to: r.to_url,
    status: r.status === 302 ? 302 : 301,
  }))
}

/** A new redirect that would make a loop: `409`, naming which of those given (`index`). */
export class RedirectLoopError extends AppError {
  constructor(
    readonly index: number,
    readonly detail: string,
  ) {
    super(409, 'This redirect would make a loop', { to: [detail] })
  }
}

/**
 * The rules every writer of the table keeps, whoever calls (the API's schema says the same
 * to the admin first): a `from` the product answers itself, or a target that is no link, is
 * never stored.
 */
function assertStorable(rows: readonly RedirectData[]) {
  for (const row of rows) {
    const reserved = productPathProblem(row.from)
    if (pathKey(row.from) === null || reserved) {
      throw new AppError(400, 'Validation failed', {
        from: [reserved ?? 'Enter a path on this site, like /old-page'],
      })
    }
    const problem = linkProblem(row.to)
    if (problem) throw new AppError(400, 'Validation failed', { to: [problem] })
  }
}

/** What saving `rows` would change, or the loop it would make (read only). */
async function plan(db: Db, rows: readonly RedirectData[], hosts: SiteHosts) {
  assertStorable(rows)
  const planned = planRedirects(await storedRedirects(db), rows, hosts)
  if (planned.loop) throw new RedirectLoopError(planned.loop.index, planned.loop.detail)
  return planned.changes
}

/** An import worked out at once: its changes in batches, and the table's version it read. */
export interface RedirectImport {
  batches: RedirectChanges[]
  /** The content version before the table was read: the table is unchanged while it holds. */
  version: number
}

/**
 * Works out what saving `rows` (an imported file, in order) changes, on the table as it is now,
 * and cuts it into batches of at most `size` rows: changed rows first, then new ones, so every
 * batch leaves the table one hop deep and free of loops whatever follows (ADR 077). Reads
 * only; a loop is a `RedirectLoopError` naming the first row that closes one.
 */
export async function planRedirectImport(
  db: Db,
  rows: readonly RedirectData[],
  hosts: SiteHosts,
  size: number,
): Promise<RedirectImport> {
  // The version first: a change committed while the table is read makes it stale, not wrong.
  const version = await readContentVersion(db)
  const { inserts, updates, deletes } = await plan(db, rows, hosts)
  const batches: RedirectChanges[] = []
  const cut = <T>(list: T[], make: (part: T[]) => RedirectChanges) => {
    for (let i = 0; i < list.length; i += size) batches.push(make(list.slice(i, i + size)))
  }
  if (deletes.length) batches.push({ inserts: [], updates: [], deletes })
  cut(updates, (part) => ({ inserts: [], updates: part, deletes: [] }))
  cut(inserts, (part) => ({ inserts: part, updates: [], deletes: [] }))
  return { batches, version }
}

/**
 * Writes one batch of an import in `trx`. While the content version is still `planned` (no
 * other change since the import was worked out) the batch is written as planned; otherwise
 * the file's rows in it are saved afresh on the table as it is now (`saveRedirects`, which
 * re-points what leads to them and may find a loop another admin made meanwhile; a stored
 * redirect the plan re-pointed is left to that, so one deleted meanwhile stays deleted). True
 * when it went as planned; once it has not, the caller passes null and every later batch is
 * saved afresh too.
 */
export async function writeRedirectBatch(
  trx: Db,
  batch: RedirectChanges,
  planned: number | null,
  hosts: SiteHosts,
): Promise<boolean> {
  if (planned !== null && (await readContentVersion(trx)) === planned) {
    await write(trx, batch)
    return true
  }
  const rows = [...batch.updates, ...batch.inserts]
    .filter((row) => row.index !== undefined)
    .map(({ from, to, status }) => ({ from, to, status }))
  await saveRedirects(trx, rows, hosts)
  return false
}

/** Rows per insert statement (6 values each, well under SQLite's 999 parameters). */
const INSERT_CHUNK = 100

async function write(db: Db, changes: RedirectChanges): Promise<void> {
  recordChange('redirects')
  const now = nowIso()
  if (changes.deletes.length) {
    await db.deleteFrom('redirects').where('id', 'in', changes.deletes).execute()
  }
  for (const row of changes.updates) {
    await db
      .updateTable('redirects')
      .set({ from_path: row.from, to_url: row.to, status: row.status, updated_at: now })
      .where('id', '=', row.id)
      .execute()
  }
  for (let i = 0; i < changes.inserts.length; i += INSERT_CHUNK) {
    await db
      .insertInto('redirects')
      .values(
        changes.inserts.slice(i, i + INSERT_CHUNK).map((row) => ({
          id: newId(),
          from_path: row.from,
          to_url: row.to,
          status: row.status,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  }
}

/**
 * Saves `rows` in `db` (a transaction: the table is read and written in it), in this order,
 * keeping the table free of chains and loops (ADR 060, 070): see `planRedirects`. A loop is
 * a `RedirectLoopError` and nothing is written.
 */
export async function saveRedirects(
  db: Db,
  rows: readonly RedirectData[],
  hosts: SiteHosts = new Set(),
): Promise<void> {
  await write(db, await plan(db, rows, hosts))
}

/** Adds (or replaces) the redirect from `data.from` and returns it as stored. */
export async function putRedirect(
  db: Db,
  data: RedirectData,
  hosts: SiteHosts = new Set(),
): Promise<Redirect> {
  await saveRedirects(db, [data], hosts)
  const row = await db
    .selectFrom('redirects')
    .selectAll()
    .where('from_path', '=', pathKey(data.from)!)
    .executeTakeFirstOrThrow()
  return toRedirect(row)
}

export async function findRedirect(db: Db, id: string): Promise<Redirect | undefined> {
  const row = await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toRedirect(row)
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  recordChange('redirects')
  const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** A page now lives at `path`: a redirect from it would hide the page, so it goes. */
export async function clearRedirectFrom(db: Db, path: string): Promise<void> {
  recordChange('redirects')
  const key = pathKey(path)
  await db
    .deleteFrom('redirects')
    .where('from_path', 'in', key === null || key === path ? [path] : [path, key])
    .execute()
}

/**
 * The redirects the request handler answers, by path in compared form (`pathKey`): rows the
 * rules refuse today, stored before they did, are left out (`servableRedirects`).
 */
export async function redirectTable(
  db: Db,
  hosts: SiteHosts = new Set(),
): Promise<Map<string, { to: string; status: number }>> {
  return servableRedirects(await storedRedirects(db), hosts, {
    reserved: (key) => productPathOfKey(key) !== undefined,
    isLink: (to) => linkProblem(to) === null,
  })
}
