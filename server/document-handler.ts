import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { AppContext } from '~/core/context.server'
import { inlineScriptHashes, withScriptHashes } from './page-cache/csp'
import { surrogateKey, type PublicAnswers } from './page-cache/public-answers'
import { readsOf } from '~/core/reads.server'
import { sendAnswer } from './page-cache/send'
import { hydrateAfterPaint } from './hydrate-after-paint'

export interface DocumentHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production'
  ctx: AppContext
  answers: PublicAnswers
}

/**
 * React Router behind Express, with the page cache: a cacheable page is rendered once (concurrent
 * misses share one render) and answered from memory until something it read changes (ADR 085).
 * Every HTML answer, cached or not, gets a CSP naming its inline scripts by hash.
 */
export function createDocumentHandler(options: DocumentHandlerOptions): RequestHandler {
  const { ctx, answers } = options
  const { cache } = answers
  const handle = createRequestHandler(options.build, options.mode)
  // What each page reads of the query, declared by its route (`handle.query`).
  const declared = readDeclaredQuery(options.build).then((names) => answers.readsQuery(names))

  return async (req, res, next) => {
    try {
      await declared
      if (decodedPath(req.path) === null) {
        // React Router would only warn and match nothing: the path names no page.
        res
          .status(400)
          .type('text/plain')
          .send('Bad Request: the path is not valid percent-encoding')
        return
      }
      const preview = isPreviewLink(req.query)
      // A page of the public site, whose scripts wait for its first paint (ADR 095).
      const publicPage = !isAdminPath(req.path)
      // A public page sees only the query it reads; the portal and React Router's own
      // endpoints (the route manifest, asked for with `?p=…&version=…`), their whole URL.
      const url =
        isAdminPath(req.path) || req.path === MANIFEST_PATH
          ? req.originalUrl
          : answers.pageUrl(req.originalUrl)
      const origin = answers.originOf(req)
      const key =
        cache &&
        origin !== null &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        !isAdminPath(req.path) &&
        !preview
          ? answers.keyOf(req, url)
          : null
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
        // Pages are read (GET, HEAD), and forms post to them; nothing else reaches a page.
        res.setHeader('Allow', 'GET, HEAD')
        res.status(405).type('text/plain').send('Method Not Allowed')
        return
      }
      // The app's context, and what is known of this request: its logger, its client.
      const loadContext: AppLoadContext = {
        ...ctx,
        log: req.log,
        clientAddress: answers.clientAddress(req),
      }
      if (origin === null) {
        res.status(400).type('text/plain').send('Bad Request: invalid Host header')
        return
      }
      /** Renders the page, and says what it read (ADR 085). */
      const renderReading = (method = req.method) =>
        readsOf(() => handle(toFetchRequest(origin + url, req, res, method), loadContext))
      const render = async (method = req.method) => {
        const { value, keys } = await renderReading(method)
        value.headers.set('Surrogate-Key', surrogateKey(keys))
        return value
      }
      if (preview) {
        // An editor's draft: for whoever holds the link, never kept by us, a CDN or a browser.
        res.setHeader('X-Robots-Tag', 'noindex')
        res.setHeader('X-Cache', 'miss')
        // The page builder shows a preview in a frame of the portal (issue #40): a preview may
        // be framed by this origin, and by no other; every other page by none.
        const policy = res.getHeader('Content-Security-Policy')
        if (typeof policy === 'string') {
          res.setHeader(
            'Content-Security-Policy',
            policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
          )
        }
        const response = await render()
        response.headers.set('Cache-Control', 'private, no-store')
        return await sendDocument(res, await finishDocument(res, response, publicPage))
      }
      if (!cache || key === null) {
        const response = await render()
        // A public page made for this request; the portal says nothing of a cache it never uses.
        if (!isAdminPath(req.path) && req.path !== MANIFEST_PATH) res.setHeader('X-Cache', 'miss')
        // React Router answers 405 to a POST where the page has no form to take it.
        if (response.status === 405) res.setHeader('Allow', 'GET, HEAD')
        return await sendDocument(res, await finishDocument(res, response, publicPage))
      }

      // Concurrent misses share one render. An answer that may not be kept (a redirect, an
      // error) goes to the request that made it; any other waiting renders its own.
      let own: Finished | undefined
      // Taken from the cache as it stands now (`answer` looks it up before any await): a hit.
      const kept = cache.get(key.key) !== undefined
      const answer = await cache.answer(
        key.key,
        ctx.contentVersion.current,
        async () => {
          // A HEAD is rendered as a GET, so the kept answer has its body for the next GET.
          const { value, keys } = await renderReading('GET')
          value.headers.set('Surrogate-Key', surrogateKey(keys))
          const finished = await finishDocument(res, value, publicPage)
          const { response } = finished
          if (isCacheable(response)) {
            const body = finished.html ?? Buffer.from(await response.arrayBuffer())
            const headers = answers.pageHeaders(res, response.headers.entries())
            return { status: response.status, headers, body, keys }
          }
          own = finished
          return null
        },
        { primary: key.primary },
      )
      if (answer) sendAnswer(req, res, answer, kept ? 'hit' : 'miss')
      else {
        res.setHeader('X-Cache', 'miss')
        await sendDocument(res, own ?? (await finishDocument(res, await render(), publicPage)))
      }
    } catch (error) {
      next(error)
    }
  }
}

/**
 * The path decoded, or null when its escapes do not decode. (It returns the decoded path, not
 * a yes or no: the bundler drops a call to decodeURIComponent whose result is unused.)
 */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** A preview link (docs/product.md §Site content) carries its token as `?preview=`. */
const isPreviewLink = (query: Record<string, unknown>) => query.preview !== undefined

/** Where React Router's browser asks for the routes of a path it has not seen yet. */
const MANIFEST_PATH = '/__manifest'

/** The portal is the staff's: never cached, whatever its status (its pages and their data). */
const isAdminPath = (path: string) => /^\/admin(?:\/|\.data$|$)/.test(path)

/** Only what every visitor would get alike: a 200 or 404 that sets no cookie. */
function isCacheable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '')
  )
}

/** An answer of React Router's, with an HTML document's bytes once read whole. */
interface Finished {
  response: Response
  /** The document's bytes; its `response`'s body is then not to be read. */
  html?: Buffer
}

/**
 * An HTML document is read whole so its CSP can name its inline scripts; a public page's
 * framework scripts are made to wait for its first paint first (ADR 095). It stays bytes from
 * the renderer to the socket, never decoded as UTF-8 (see `inlineScriptHashes`).
 */
async function finishDocument(
  res: ExpressResponse,
  response: Response,
  publicPage: boolean,
): Promise<Finished> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
    return { response }
  }
  const rendered = Buffer.from(await response.arrayBuffer())
  const html = publicPage ? hydrateAfterPaint(rendered) : rendered
  const policy = res.getHeader('content-security-policy')
  if (typeof policy === 'string') {
    response.headers.set(
      'content-security-policy',
      withScriptHashes(policy, inlineScriptHashes(html)),
    )
  }
  return { response, html }
}

/** Every query parameter the build's routes say they read (`export const handle = { query }`). */
async function readDeclaredQuery(build: DocumentHandlerOptions['build']): Promise<string[]> {
  const resolved = typeof build === 'function' ? await build() : build
  return Object.values(resolved.routes).flatMap((route) => {
    const query = (route?.module.handle as { query?: unknown } | undefined)?.query
    return Array.isArray(query) ? query.filter((name) => typeof name === 'string') : []
  })
}

/** The Fetch request React Router renders: `url` is absolute (origin and the page's URL). */
function toFetchRequest(
  url: string,
  req: ExpressRequest,
  res: ExpressResponse,
  method = req.method,
) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: controller.signal }
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url, init)
}

async function sendDocument(res: ExpressResponse, { response, html }: Finished) {
  if (res.destroyed || res.writableEnded) {
    if (!html) await response.body?.cancel()
    return
  }
  res.status(response.status)
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') res.append(name, value)
    else res.setHeader(name, value)
  })
  if (html) res.end(html)
  else if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
