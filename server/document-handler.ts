import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { AppContext } from '~/lib/context.server'
import { inlineScriptHashes, withScriptHashes } from './page-cache/csp'
import type { PublicAnswers } from './page-cache/public-answers'
import { sendAnswer } from './page-cache/send'
import type { CachedAnswer } from './page-cache/store'

export interface DocumentHandlerOptions {
  build: () => Promise<ServerBuild>
  mode: 'development' | 'production'
  ctx: AppContext
  answers: PublicAnswers
}

/**
 * React Router behind Express, with the page cache: a cacheable page is rendered once per
 * content version (concurrent misses share one render) and answered from memory after that.
 * Every HTML answer, cached or not, gets a CSP naming its inline scripts by hash.
 */
export function createDocumentHandler(options: DocumentHandlerOptions): RequestHandler {
  const { ctx, answers } = options
  // The loaders' context is the app's (a plain copy: React Router's type wants an object type).
  const loadContext: AppLoadContext = { ...ctx }
  const { cache } = answers
  const handle = createRequestHandler(options.build, options.mode)
  const rendering = new Map<string, Promise<CachedAnswer | Response>>()

  return async (req, res, next) => {
    try {
      const key =
        cache && (req.method === 'GET' || req.method === 'HEAD') && !isAdminPath(req.path)
          ? answers.keyOf(req.headers.host, req.originalUrl)
          : null
      if (!cache || key === null) {
        await sendResponse(
          res,
          await finishDocument(
            res,
            await handle(toFetchRequest(ctx.env.SITE_URL, req, res), loadContext),
          ),
        )
        return
      }
      const version = ctx.contentVersion.current
      const ready = cache.get(key, version)
      if (ready) return sendAnswer(req, res, ready)

      // Everyone who asks for this page while it renders waits for the same render.
      const flight = `${version} ${key}`
      let pending = rendering.get(flight)
      if (!pending) {
        pending = renderForCache(req, res, key, version).finally(() => rendering.delete(flight))
        rendering.set(flight, pending)
      }
      const answer = await pending
      if (answer instanceof Response) await sendResponse(res, answer)
      else sendAnswer(req, res, answer)
    } catch (error) {
      next(error)
    }
  }

  async function renderForCache(
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    version: number,
  ): Promise<CachedAnswer | Response> {
    // A HEAD is rendered as a GET so the cached answer has its body for the next GET.
    const response = await finishDocument(
      res,
      await handle(toFetchRequest(ctx.env.SITE_URL, req, res, 'GET'), loadContext),
    )
    if (!isCacheable(response)) return response
    const body = Buffer.from(await response.arrayBuffer())
    const headers = answers.pageHeaders(res, response.headers.entries())
    return cache!.put(key, version, { status: response.status, headers, body })
  }
}

/** The portal is the staff's: never cached, whatever its status. */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** Only what every visitor would get alike: a 200 or 404 that sets no cookie. */
function isCacheable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/.test(response.headers.get('cache-control') ?? '')
  )
}

/** An HTML document is read whole so its CSP can name its inline scripts. */
async function finishDocument(res: ExpressResponse, response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
    return response
  }
  const html = await response.text()
  const policy = res.getHeader('content-security-policy')
  const headers = new Headers(response.headers)
  if (typeof policy === 'string') {
    headers.set('content-security-policy', withScriptHashes(policy, inlineScriptHashes(html)))
  }
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

function toFetchRequest(
  siteUrl: string | undefined,
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
  // With SITE_URL set the Host header plays no part; without it, it was validated before.
  const origin = siteUrl ? new URL(siteUrl).origin : `${req.protocol}://${req.get('host')}`
  return new Request(origin + req.originalUrl, init)
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.status(response.status)
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') res.append(name, value)
    else res.setHeader(name, value)
  })
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
