import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppContext } from '~/core/context.server'
import { redirectTable } from '~/core/redirects.server'

type Table = Map<string, { to: string; status: number }>

/**
 * The redirects of Settings → Redirects and of changed slugs, answered before the page cache
 * and Express (ADR 060). The table is read once per content version (every change to it bumps
 * the version), so a request pays one Map lookup; only the first request after a change waits
 * for the read.
 */
export function createRedirectAnswers(ctx: AppContext) {
  let table: Table = new Map()
  let version = -1
  let loading: Promise<Table> | undefined

  const load = (): Promise<Table> => {
    const wanted = ctx.contentVersion.current
    loading ??= redirectTable(ctx.db).then(
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

  const answer = (req: IncomingMessage, res: ServerResponse, current: Table): boolean => {
    if (current.size === 0) return false
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q === -1 ? url : url.slice(0, q)
    const hit =
      current.get(path) ?? (path.length > 1 ? current.get(path.replace(/\/+$/, '')) : undefined)
    if (!hit) return false
    // A path target keeps the visitor's query string (campaign tags survive the move).
    const query = q === -1 ? '' : url.slice(q)
    const location = hit.to.startsWith('/') && !hit.to.includes('?') ? hit.to + query : hit.to
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
      const url = req.url ?? '/'
      if (url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/uploads/')) {
        return false
      }
      if (version === ctx.contentVersion.current) return answer(req, res, table)
      return load().then((read) => answer(req, res, read))
    },
  }
}

export type RedirectAnswers = ReturnType<typeof createRedirectAnswers>
