import { Router, type RequestHandler } from 'express'
import { readImageFile } from '~/features/uploads/queries.server'
import type { AppContext } from '~/core/context.server'
import { apiErrorHandler } from './errors'

/**
 * If-None-Match as RFC 9110 §13.1.2 reads it: a comma-separated list compared weakly (a
 * `W/"…"` tag, as proxies and compressing servers send ours back, matches), or `*`.
 * Not Express's req.fresh: it ignores the header whenever the request also says
 * `Cache-Control: no-cache`, which fetch() adds to every request carrying the header.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * `/uploads/:name` in a router of its own: a name Express cannot percent-decode fails while
 * the route is matched, before any handler of the route runs, so only an error handler
 * mounted beside it (not after it) turns that into JSON instead of Express's HTML page.
 */
export function uploadsRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/:name', uploadsHandler(ctx))
  router.use(apiErrorHandler)
  return router
}

/** Serves stored images; their URLs are content hashes, so they never change. */
export function uploadsHandler(ctx: AppContext): RequestHandler<{ name: string }> {
  return async (req, res) => {
    const file = await readImageFile(ctx.db, req.params.name)
    if (!file) {
      res.status(404).json({ message: 'Not found' })
      return
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('ETag', file.etag)
    if (matchesIfNoneMatch(req.headers['if-none-match'], file.etag)) {
      res.status(304).end()
      return
    }
    res
      .type(file.mime)
      .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength))
  }
}
