import { pathKey, pathPart } from '~/lib/site-paths'

/**
 * The rules of the redirects table, worked out in memory (ADR 060, 070): the request handler,
 * a new redirect and an import of thousands all use them, and the database only stores what
 * they decide. Paths are compared in `pathKey`'s form, exactly as the request handler looks
 * them up, so `/lz → /lz/` or `/a → https://our.site/A` is the loop it would be for a visitor.
 */

export interface RedirectData {
  from: string
  to: string
  status: 301 | 302
}

export interface StoredRedirect extends RedirectData {
  id: string
}

/**
 * The hosts this site is reached at (SITE_URL's, the Host the admin is using): a full URL to
 * one of them is a path on this site for the loop check, as a browser would follow it.
 */
export type SiteHosts = ReadonlySet<string>

/** The path a redirect target leads to on this site, in compared form, or null (elsewhere). */
export function localTargetKey(to: string, hosts: SiteHosts): string | null {
  if (to.startsWith('/')) return to.startsWith('//') ? null : pathKey(pathPart(to))
  try {
    const url = new URL(to)
    return hosts.has(url.host.toLowerCase()) ? pathKey(url.pathname) : null
  } catch {
    return null
  }
}

/**
 * What the table needs written: rows to add, rows to change, rows to remove. A change a new
 * row asked for names it (`index`); one without is a stored redirect re-pointed through one.
 */
export interface RedirectChanges {
  inserts: (RedirectData & { index: number })[]
  updates: (StoredRedirect & { index?: number })[]
  deletes: string[]
}

/** A new redirect that would send visitors round in a circle. */
export interface RedirectLoop {
  /** Which of the new redirects, counted from 0: the first whose row closes a circle. */
  index: number
  /** What the admin is told, under `to`. */
  detail: string
}

interface Edge {
  to: string
  status: 301 | 302
  /** The stored rows of this path (more than one only for rows saved before paths were compared in one form). */
  ids: string[]
  /** The row as stored, when it is. */
  stored?: RedirectData
  /** Which of the new redirects sets it, when one does. */
  index?: number
}

/**
 * Adds `incoming` to the `stored` table, read as one set (a later row for the same path
 * replaces an earlier one), keeping the table one hop deep (ADR 060, 070):
 * - `from` is stored in compared form, replacing a redirect from the same path;
 * - a target is followed through the table and the new rows to its end, which is stored;
 * - a stored redirect that led to a new `from` now leads to that end (one hop, never two);
 * - a circle is a loop: nothing is changed, and `loop` names the first row that closes one.
 * Linear in the rows, however they chain: an import of thousands is worked out at once.
 */
export function planRedirects(
  stored: readonly StoredRedirect[],
  incoming: readonly RedirectData[],
  hosts: SiteHosts = new Set(),
): { changes: RedirectChanges; loop?: undefined } | { changes?: undefined; loop: RedirectLoop } {
  const edges = new Map<string, Edge>()
  // A row already stored in compared form is the one kept for its path.
  const keyed = stored.map((row) => ({ row, from: pathKey(row.from) }))
  keyed.sort((a, b) => Number(b.from === b.row.from) - Number(a.from === a.row.from))
  for (const { row, from } of keyed) {
    if (from === null) continue
    const edge = edges.get(from)
    if (edge) edge.ids.push(row.id)
    else edges.set(from, { to: row.to, status: row.status, ids: [row.id], stored: row })
  }
  for (const [index, row] of incoming.entries()) {
    const from = pathKey(row.from)
    if (from === null) throw new Error(`not a path: ${row.from}`)
    const edge = edges.get(from)
    if (edge) Object.assign(edge, { to: row.to, status: row.status, index })
    else edges.set(from, { to: row.to, status: row.status, ids: [], index })
  }

  // Each path's end: the target of the last redirect on its chain, or null inside a circle.
  const ends = new Map<string, string | null>()
  const targets = new Map<string, string | null>()
  const target = (to: string) => {
    if (!targets.has(to)) targets.set(to, localTargetKey(to, hosts))
    return targets.get(to)!
  }
  /** The rows that close a circle (or lead into an old one): the first is the one refused. */
  const closing: number[] = []
  for (const start of edges.keys()) {
    const chain: string[] = []
    const onChain = new Map<string, number>()
    let end: string | null | undefined
    for (let key = start; end === undefined;) {
      if (ends.has(key)) {
        end = ends.get(key)!
        break
      }
      const at = onChain.get(key)
      if (at !== undefined) {
        const circle = chain.slice(at).map((k) => edges.get(k)!.index)
        const rows = circle.filter((i) => i !== undefined)
        if (rows.length) closing.push(Math.max(...rows))
        end = null
        break
      }
      onChain.set(key, chain.length)
      chain.push(key)
      const edge = edges.get(key)!
      const next = target(edge.to)
      if (next === null || !edges.has(next)) end = edge.to
      else key = next
    }
    for (const key of chain) ends.set(key, end)
  }
  // A new row that leads into a circle stored before loops were refused is refused too.
  if (!closing.length) {
    for (const [from, edge] of edges) {
      if (edge.index !== undefined && ends.get(from) === null) closing.push(edge.index)
    }
  }
  if (closing.length) {
    const index = Math.min(...closing)
    const row = incoming[index]!
    return { loop: { index, detail: `${row.to} leads back to ${row.from}` } }
  }

  const changes: RedirectChanges = { inserts: [], updates: [], deletes: [] }
  for (const [from, edge] of edges) {
    const to = ends.get(from)
    // A stored row inside an old circle stays as it is (the request handler leaves it out).
    if (to === null || to === undefined) continue
    const [id, ...older] = edge.ids
    // A stored row the new ones do not lead through, and a new row just as it is stored.
    if (edge.index === undefined && to === edge.to) continue
    const { stored } = edge
    const unchanged = stored?.from === from && stored.to === to && stored.status === edge.status
    if (unchanged && !older.length) continue
    const { index, status } = edge
    if (id === undefined) changes.inserts.push({ from, to, status, index: index! })
    else changes.updates.push({ id, from, to, status, ...(index !== undefined && { index }) })
    changes.deletes.push(...older)
  }
  return { changes }
}

/**
 * The stored redirects a visitor may be sent by, keyed by compared path: those whose path is
 * one the product answers itself (`reserved`), whose target is no link (`isLink`), or that
 * lead round in a circle are left out. The write rules keep such rows from being stored; this
 * keeps rows saved before them (or by two admins at the same moment) from reaching a visitor.
 */
export function servableRedirects(
  rows: readonly RedirectData[],
  hosts: SiteHosts,
  rules: { reserved: (key: string) => boolean; isLink: (to: string) => boolean },
): Map<string, { to: string; status: number }> {
  const table = new Map<string, { to: string; status: number }>()
  for (const row of rows) {
    const from = pathKey(row.from)
    if (from === null || rules.reserved(from) || !rules.isLink(row.to)) continue
    // The row stored in compared form wins over an older spelling of the same path.
    if (table.has(from) && row.from !== from) continue
    table.set(from, { to: row.to, status: row.status })
  }
  for (const from of [...table.keys()]) {
    const seen = new Set([from])
    for (let key = localTargetKey(table.get(from)!.to, hosts); key !== null;) {
      if (seen.has(key)) {
        table.delete(from)
        break
      }
      seen.add(key)
      const next = table.get(key)
      if (!next) break
      key = localTargetKey(next.to, hosts)
    }
  }
  return table
}
