import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import type { AppContext } from '~/core/context.server'
import { remembered } from '~/lib/remembered'
import { clientAddress, compileTrustProxy } from '../client-address'
import { hitLogger } from '../access-line'
import { requestId } from '../request-id'
import { readsOf } from '~/core/reads.server'
import { sendAnswer } from './send'
import { PageCache } from './store'
import { TopOrigins } from './top-origins'

/**
 * Every public page is the same for every visitor until content changes: revalidate on each
 * use (so neither a CDN nor a browser shows an old page after an edit) and let the strong
 * ETag make that a cheap 304 (docs/decisions/034-public-answers-cached-per-content-version.md).
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
  'x-cache',
])

/** A host name with an optional port, as a browser sends it; anything else is refused (400). */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::(\d{1,5}))?$|^\[[0-9a-f:.]+\](?::(\d{1,5}))?$/

export function isValidHost(host: string | undefined): boolean {
  if (host === undefined || host.length > 260) return false
  const match = HOST.exec(host.toLowerCase())
  const port = match?.[1] ?? match?.[2]
  return match !== null && (port === undefined || Number(port) <= 65535)
}

/**
 * Without SITE_URL, how many origins may move pages into the main part of the cache: the ones
 * whose cached pages are asked for most. A site answers to a handful (its name, `www.`, an
 * address, each by http and https). Requests naming other hosts never get a page into the main
 * part unless they are asked for more than the site's own, so they cannot push its pages out
 * (ADR 044).
 */
const MAX_CACHED_ORIGINS = 4

/** How many Host headers' checks are remembered (without SITE_URL): the site's, and others. */
const MAX_REMEMBERED_HOSTS = 256

/**
 * Query parameters the server itself reads on any page: React Router's own (`_routes` names
 * the loaders a client navigation wants) and a preview link's. Each page declares the others
 * it reads in its route's `handle.query`; every other parameter (`utm_*`, `gclid`, `fbclid`,
 * a random one) is dropped before the page is rendered or looked up, so it can neither make
 * a new render nor reach the page.
 */
const SERVER_QUERY = ['_routes', 'preview']

/**
 * The scheme of a request: SITE_URL's when set; otherwise `https` or `http` as the trusted
 * proxy says (TRUST_PROXY) or as the connection is; never another value a client sends.
 */
function requestScheme(req: IncomingMessage, trustsProxy: boolean): 'http' | 'https' {
  const socket = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  if (!trustsProxy) return socket
  const header = req.headers['x-forwarded-proto']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase()
  return first === 'http' || first === 'https' ? first : socket
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>

/**
 * The `Surrogate-Key` header of a public answer: the keys it read, as a CDN or Varnish purges by
 * (docs/deployment.md §Behind a CDN).
 */
export const surrogateKey = (keys: readonly string[]) => keys.join(' ')

/** What a public API path reads of its query beyond `lang`, and whether `status` is the team's. */
export interface ApiQuery {
  /** Parameters a path narrows by (a list's `tag`), by path. */
  reads: ReadonlyMap<string, ReadonlySet<string>>
  /** Paths whose `?status=` asks for what only the team sees (a list with drafts). */
  teamStatus: ReadonlySet<string>
}

/**
 * The URL a public API read is kept under: its path and, of its query, `lang` (ADR 080) and the
 * parameters its path reads (`readsApiQuery`: a list's `tag`), in a fixed order; whatever else
 * the query holds is left out. Null for a read that is never kept nor answered from the cache:
 * `status` on a path whose `?status=` is the team's (`teamReadsStatus`).
 */
export const apiUrl = (
  url: string,
  { reads, teamStatus }: ApiQuery = { reads: new Map(), teamStatus: new Set() },
): string | null => {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  const path = url.slice(0, query)
  if (params.has('status') && teamStatus.has(path)) return null
  const own = reads.get(path)
  const read = [...params]
    .filter(([name]) => name === 'lang' || own?.has(name))
    .map(([name, value]) => [name, name === 'lang' ? value.toLowerCase() : value])
  read.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
  return read.length ? `${path}?${new URLSearchParams(read).toString()}` : path
}

/**
 * Public pages and public API reads, answered from memory per content version.
 *
 * Misses are made by Express (the document handler, the public API routes) and kept here;
 * `serveHit` answers a hit before Express sees the request at all.
 */
export function createPublicAnswers(ctx: AppContext) {
  const maxBytes = ctx.env.PAGE_CACHE_MB * 1024 * 1024
  const cache =
    maxBytes > 0 ? new PageCache(maxBytes, (keys) => ctx.contentVersion.versionOf(keys)) : undefined
  // An edit drops exactly the answers that read what it changed, here and on every instance.
  ctx.contentVersion.onChange((change) => cache?.invalidate(change.keys))
  const siteOrigin = ctx.env.SITE_URL ? new URL(ctx.env.SITE_URL).origin : undefined
  const trustsProxy = Boolean(ctx.env.trustProxy)
  /** TRUST_PROXY, compiled once: Express is given the same function (server/http.ts). */
  const trustProxy = compileTrustProxy(ctx.env.trustProxy)
  const addressOf = (req: IncomingMessage) => clientAddress(req, trustProxy)
  const pageQuery = new Set(SERVER_QUERY)
  const apiQuery = { reads: new Map<string, Set<string>>(), teamStatus: new Set<string>() }
  // The origins whose pages are hit most: only theirs move to the main LRU.
  const cachedOrigins = new TopOrigins(MAX_CACHED_ORIGINS)
  /** One access line per hit, written cheaply (server/access-line.ts). */
  const logHit = hitLogger(ctx.logger)

  /**
   * Each Host header seen, checked once: its lower-case form, or null when it is malformed. A
   * site is asked for under a handful of hosts, so a request pays a Map lookup, not the check.
   */
  const checkedHost = remembered(MAX_REMEMBERED_HOSTS, (host) =>
    isValidHost(host) ? host.toLowerCase() : null,
  )

  /** The origin pages name (canonical URLs, JSON-LD), or null for a malformed Host. */
  const originOf = (req: IncomingMessage): string | null => {
    if (siteOrigin) return siteOrigin
    const host = req.headers.host === undefined ? null : checkedHost(req.headers.host)
    return host === null ? null : `${requestScheme(req, trustsProxy)}://${host}`
  }

  /**
   * The URL a public page is rendered for and kept under: its path, and of its query only
   * what pages read, in a fixed order. `/?gclid=1` and `/?gclid=2` are both `/`.
   */
  const pageUrl = (url: string): string => {
    const query = url.indexOf('?')
    if (query === -1) return url
    const params = new URLSearchParams(url.slice(query + 1))
    const kept = [...params].filter(([name]) => pageQuery.has(name))
    kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const path = url.slice(0, query)
    return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path
  }

  /**
   * The key of a public page or API read. With SITE_URL set, pages never depend on the request
   * and the key is the page's URL alone; without it, pages use the request's origin, so the key
   * starts with it (a validated scheme and host: a forged one reaches only its own sender),
   * and only the MAX_CACHED_ORIGINS origins hit most move pages to the main part.
   */
  const keyOf = (
    req: IncomingMessage,
    url: string,
  ): { key: string; primary: boolean; origin?: string } | null => {
    if (siteOrigin) return { key: url, primary: true }
    const origin = originOf(req)
    if (origin === null) return null
    return { key: origin + url, primary: cachedOrigins.has(origin), origin }
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
    trustProxy,
    /** The client's address, before Express and inside it alike. */
    clientAddress: addressOf,
    keyOf,
    originOf,
    pageUrl,
    pageHeaders,

    /** A public API path whose `?status=` asks for what only the team sees (never cached). */
    teamReadsStatus(path: string) {
      apiQuery.teamStatus.add(path)
    },

    /** Query parameters a public API path narrows by (a list's `tag`): kept in its answers' keys. */
    readsApiQuery(path: string, names: Iterable<string>) {
      const own = apiQuery.reads.get(path) ?? new Set<string>()
      for (const name of names) own.add(name)
      apiQuery.reads.set(path, own)
    },

    /** Query parameters a page reads (its route's `handle.query`): kept in its URL and key. */
    readsQuery(names: Iterable<string>) {
      for (const name of names) pageQuery.add(name)
    },

    /** Answers a cached GET/HEAD at once, with one log line; false when Express must answer. */
    serveHit(req: IncomingMessage, res: ServerResponse): boolean {
      if (!cache || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      const url = req.url ?? '/'
      const api = url.startsWith('/api/')
      const kept = api ? apiUrl(url, apiQuery) : pageUrl(url)
      const key = kept === null ? null : keyOf(req, kept)
      const answer = key === null ? undefined : cache.get(key.key)
      if (!answer) return false
      // Asked for again: a page people read. It stays, if its origin is one they use.
      if (key!.origin) cachedOrigins.hit(key!.origin)
      if (!key!.origin || cachedOrigins.has(key!.origin)) cache.promote(key!.key)
      const started = performance.now()
      const id = requestId(req)
      sendAnswer(req, res, answer, 'hit', id)
      // A page view answered from memory is counted here: Express never sees it. An API read is
      // never a page view (`countedPath`), so it is not even offered to the counter.
      if (!api)
        ctx.analytics.count(
          { method: req.method, url, headers: req.headers, status: res.statusCode },
          () => addressOf(req),
        )
      logHit({
        id,
        method: req.method,
        url: req.url,
        remoteAddress: req.socket.remoteAddress,
        statusCode: res.statusCode,
        responseTime: Math.round(performance.now() - started),
      })
      return true
    },

    /** A public API read: its JSON is made once and kept until what it read changes. */
    json(produce: (req: Request) => Promise<unknown>): RequestHandler {
      return async (req, res) => {
        const url = apiUrl(req.originalUrl, apiQuery)
        const key = cache && url !== null && keyOf(req, url)
        if (!cache || !key) {
          const { value, keys } = await readsOf(() => produce(req))
          res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
          res.setHeader('Surrogate-Key', surrogateKey(keys))
          res.setHeader('X-Cache', 'miss')
          res.json(value)
          return
        }
        // Kept already (serveHit did not take it: a race with an edit, a HEAD turned GET): a hit.
        const kept = cache.get(key.key) !== undefined
        const answer = await cache.answer(
          key.key,
          ctx.contentVersion.current,
          async () => {
            const { value, keys } = await readsOf(() => produce(req))
            return {
              status: 200,
              headers: pageHeaders(res, [
                ['content-type', 'application/json; charset=utf-8'],
                ['surrogate-key', surrogateKey(keys)],
              ]),
              body: Buffer.from(JSON.stringify(value)),
              keys,
            }
          },
          { primary: key.primary },
        )
        sendAnswer(req, res, answer!, kept ? 'hit' : 'miss')
      }
    },
  }
}
