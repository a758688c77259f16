import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppContext } from '~/core/context.server'
import { productPathOfKey } from '~/core/product-paths'
import { localTargetKey } from '~/core/redirect-plan'
import { redirectTable } from '~/core/redirects.server'
import { remembered } from '~/lib/remembered'
import { asciiLink, pathKey } from '~/lib/site-paths'

type Table = Map<string, { to: string; status: number }>

/** How many request paths' keys are remembered: the site's paths, and room for some others. */
const MAX_REMEMBERED_PATHS = 4096

/**
 * The redirects of Settings → Redirects and of changed slugs, answered before the page cache
 * and Express (ADR 060). The table is read once per change to it (every change records
 * `redirects`, ADR 085), so a request pays one lookup; only the first request after a change
 * waits for the read. A request's path is looked up in the form redirects are stored in (`pathKey`: any
 * case, escape or trailing slash), and the table holds no path the product answers itself
 * (ADR 077), so `/healthz` or `/Admin` is never taken over, whatever was stored.
 */
export function createRedirectAnswers(ctx: AppContext) {
  let table: Table = new Map()
  let version = -1
  let loading: Promise<Table> | undefined
  const siteHosts = new Set(ctx.env.SITE_URL ? [new URL(ctx.env.SITE_URL).host.toLowerCase()] : [])

  /** The version the redirects last changed at: the table read is current while it stays. */
  const REDIRECTS = ['redirects']
  const changed = () => ctx.contentVersion.versionOf(REDIRECTS)

  /**
   * A request path's key in the table, or null for a path no redirect may take (one that does
   * not decode, one the product answers). It depends on the path alone, never on the table, so
   * a request for a path asked for before (every cache hit's) pays one Map lookup, not the
   * decoding, splitting and re-encoding of `pathKey`.
   */
  const keyOfPath = remembered(MAX_REMEMBERED_PATHS, (path) => {
    const compared = pathKey(path)
    return compared === null || productPathOfKey(compared) ? null : compared
  })

  const load = (): Promise<Table> => {
    const wanted = ctx.contentVersion.current
    loading ??= redirectTable(ctx.db, siteHosts).then(
      (read) => {
        table = read
        version = wanted
        loading = undefined
        return read
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const answer = (req: IncomingMessage, res: ServerResponse, key: string, current: Table) => {
    const hit = current.get(key)
    if (!hit) return false
    // A full URL to the host this request came to, and to this very path, is a loop stored
    // before loops were checked against the request's own host: the page answers instead.
    const host = req.headers.host?.toLowerCase()
    if (host && localTargetKey(hit.to, new Set([host])) === key) return false
    // A path target keeps the visitor's query string (campaign tags survive the move).
    const url = req.url ?? '/'
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
    const to = asciiLink(hit.to)
    const hash = to.indexOf('#')
    const location =
      !to.startsWith('/') || to.includes('?') || !query
        ? to
        : hash === -1
          ? to + query
          : to.slice(0, hash) + query + to.slice(hash)
    res.statusCode = hit.status
    res.setHeader('Location', location)
    res.setHeader('Cache-Control', hit.status === 301 ? 'public, max-age=3600' : 'no-cache')
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end(req.method === 'HEAD' ? undefined : `Redirecting to ${location}`)
    return true
  }

  return {
    /**
     * True when the request was answered with a redirect; a promise of that when the table
     * must be read first (the first request after a change).
     */
    serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const current = version >= changed()
      if (current && table.size === 0) return false
      // Never redirected, so never kept waiting for the table's read (a health probe, a script).
      const url = req.url ?? '/'
      const query = url.indexOf('?')
      const key = keyOfPath(query === -1 ? url : url.slice(0, query))
      if (key === null) return false
      if (current) return answer(req, res, key, table)
      return load().then((read) => answer(req, res, key, read))
    },
  }
}

export type RedirectAnswers = ReturnType<typeof createRedirectAnswers>
