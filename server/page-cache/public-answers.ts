import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import type { AppContext } from '~/lib/context.server'
import { requestId } from '../request-id'
import { sendAnswer } from './send'
import { PageCache } from './store'

/**
 * Every public page is the same for every visitor until content changes: revalidate on each
 * use (so neither a CDN nor a browser shows an old page after an edit) and let the strong
 * ETag make that a cheap 304 (docs/decisions/025-page-cache.md).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache'

/** Headers that belong to one response, never stored with a cached answer. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
])

/** A host name with an optional port, as a browser sends it; anything else is refused (400). */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/

export function isValidHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 260 && HOST.test(host.toLowerCase())
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>

/**
 * Public pages and public API reads, answered from memory per content version.
 *
 * Misses are made by Express (the document handler, the public API routes) and kept here;
 * `serveHit` answers a hit before Express sees the request at all.
 */
export function createPublicAnswers(ctx: AppContext) {
  const maxBytes = ctx.env.PAGE_CACHE_MB * 1024 * 1024
  const cache = maxBytes > 0 ? new PageCache(maxBytes) : undefined

  /**
   * With SITE_URL set, pages never depend on the Host header and the key is the path alone;
   * without it, pages use the request's origin, so the key includes the (validated) host and
   * a forged Host can only ever reach its own sender.
   */
  const keyOf = (host: string | undefined, url: string): string | null => {
    if (ctx.env.SITE_URL) return url
    return isValidHost(host) ? `${host!.toLowerCase()}${url}` : null
  }

  /** The headers Express set on `res` so far, as a cached answer keeps them. */
  const pageHeaders = (res: ServerResponse, extra: Iterable<[string, string]> = []) => {
    const headers = new Map<string, string>()
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE.has(name) && value !== undefined) headers.set(name, String(value))
    }
    for (const [name, value] of extra) if (!PER_RESPONSE.has(name)) headers.set(name, value)
    headers.set('cache-control', PUBLIC_CACHE_CONTROL)
    return [...headers]
  }

  return {
    cache,
    keyOf,
    pageHeaders,

    /** Answers a cached GET/HEAD at once, with one log line; false when Express must answer. */
    serveHit(req: IncomingMessage, res: ServerResponse): boolean {
      if (!cache || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      const key = keyOf(req.headers.host, req.url ?? '/')
      const answer = key === null ? undefined : cache.get(key, ctx.contentVersion.current)
      if (!answer) return false
      const started = performance.now()
      const id = requestId(req)
      res.setHeader('X-Request-Id', id)
      sendAnswer(req, res, answer)
      ctx.logger.info(
        {
          req: { id, method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: 'hit',
        },
        'request completed',
      )
      return true
    },

    /** A public API read: its JSON is made once per content version and kept. */
    json(produce: (req: Request) => Promise<unknown>): RequestHandler {
      return async (req, res) => {
        const key = cache && keyOf(req.headers.host, req.originalUrl)
        if (!cache || !key) {
          res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
          res.json(await produce(req))
          return
        }
        const answer = await cache.answer(key, ctx.contentVersion.current, async () => ({
          status: 200,
          headers: pageHeaders(res, [['content-type', 'application/json; charset=utf-8']]),
          body: Buffer.from(JSON.stringify(await produce(req))),
        }))
        sendAnswer(req, res, answer!)
      }
    },
  }
}
