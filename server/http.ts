import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import type { AppContext } from '~/core/context.server'
import { logSerializers, type Logger } from '~/lib/logger.server'
import { createApiRouter } from './api/router'
import { searchRateLimit } from './api/rate-limits'
import { apiErrorHandler } from './errors'
import { createPublicAnswers, isValidHost, type PublicAnswers } from './page-cache/public-answers'
import { type RedirectAnswers } from './redirects'
import { requestId } from './request-id'
import { securityHeaders } from './security'
import { uploadsRouter } from './uploads'
import { brandAssetsRouter } from './brand-assets'
import { shareCardsRouter } from './share-cards'

export interface HttpAppOptions {
  /** Static files (the build's client assets, or Vite's middleware in development). */
  assets?: RequestHandler[]
  /** Renders the pages (React Router); absent in API-only tests. */
  documentHandler?: RequestHandler
  dev?: boolean
  /** The public page and API cache (made here when not given). */
  answers?: PublicAnswers
}

/**
 * The server's request listener: a request whose target no route could take is refused first
 * (400), a cached public answer is sent at once, before any middleware runs; everything else
 * goes to the Express app.
 */
export function cachedFirst(
  answers: PublicAnswers,
  app: (req: IncomingMessage, res: ServerResponse) => void,
  logger: Logger,
  redirects?: RedirectAnswers,
) {
  const rest = (req: IncomingMessage, res: ServerResponse) => {
    if (!answers.serveHit(req, res)) app(req, res)
  }
  return (req: IncomingMessage, res: ServerResponse) => {
    toOriginForm(req)
    const problem = targetProblem(req.url ?? '')
    if (problem) {
      res.statusCode = 400
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end(`Bad Request: ${problem}`)
      logger.info(
        { req: { method: req.method, url: req.url }, res: { statusCode: 400 }, problem },
        'request refused',
      )
      return
    }
    // Redirects come first: a moved page's old path is never served from the cache.
    const redirected = redirects ? redirects.serve(req, res) : false
    if (redirected === true) return
    if (redirected === false) return rest(req, res)
    redirected.then(
      (done) => done || rest(req, res),
      (error: unknown) => {
        logger.error({ err: error }, 'redirects could not be read')
        rest(req, res)
      },
    )
  }
}

/**
 * A request in absolute form (`GET http://host/path`, which a server must accept, RFC 9112
 * §3.2.2) is answered as the same request in origin form: its path as the target, and its
 * authority as the Host, which it replaces. The Host is then checked like any other.
 */
function toOriginForm(req: IncomingMessage) {
  const url = req.url ?? ''
  if (!/^https?:\/\//i.test(url)) return
  try {
    const parsed = new URL(url)
    req.url = parsed.pathname + parsed.search
    req.headers.host = parsed.host
  } catch {
    // Not a URL after all: refused below as a target that is not a path.
  }
}

/**
 * Why a request target is refused, or null. Every route here is a path: the asterisk form
 * (`OPTIONS *`), the authority form (`CONNECT host:port`), an absolute form that is not an
 * http(s) URL, and a path that starts like a network address (`//elsewhere/`) are not.
 */
export function targetProblem(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? null : 'the request target must be a path'
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function createHttpApp(ctx: AppContext, options: HttpAppOptions = {}) {
  const answers = options.answers ?? createPublicAnswers(ctx)
  const app = express()
  app.disable('x-powered-by')
  // The compiled TRUST_PROXY the page-cache hits read the client from: one rule for both.
  app.set('trust proxy', answers.trustProxy)

  // Page views answered here (a render, a 304, a 404 page): counted once answered. The target
  // is read now, as the client sent it, with its UTM tags.
  if (ctx.analytics.enabled) {
    app.use((req, res, next) => {
      if (req.method === 'GET') {
        const url = req.url
        res.once('finish', () => {
          ctx.analytics.count(
            { method: req.method, url, headers: req.headers, status: res.statusCode },
            () => answers.clientAddress(req),
          )
        })
      }
      next()
    })
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    try {
      await ctx.database.ping()
      res.json({ status: 'ok' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    }
  })

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const id = requestId(req)
        res.setHeader('X-Request-Id', id)
        return id
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request, secrets redacted (the logger's own serializers).
      serializers: logSerializers,
    }),
  )
  if (!ctx.env.SITE_URL) {
    // Without SITE_URL, pages name their own origin from the Host header: only a well-formed
    // host may reach them (and the cache keys by it, so a forged one reaches only its sender).
    app.use((req, res, next) => {
      if (isValidHost(req.headers.host)) return next()
      res.status(400).type('text/plain').send('Bad Request: invalid Host header')
    })
  }
  app.use(compression())
  app.use(securityHeaders({ dev: options.dev ?? false }))

  // Methods no route here takes (TRACE, CONNECT, …): 405 naming what a path does take.
  app.use((req, res, next) => {
    if (KNOWN_METHODS.has(req.method)) return next()
    const api = req.path.startsWith('/api/')
    res.setHeader('Allow', api ? 'GET, HEAD, POST, PUT, DELETE' : 'GET, HEAD')
    if (api) res.status(405).json({ message: 'Method not allowed' })
    else res.status(405).type('text/plain').send('Method Not Allowed')
  })

  app.use('/api', createApiRouter(ctx, answers), apiErrorHandler)
  app.use('/uploads', uploadsRouter(ctx))
  app.use(brandAssetsRouter(ctx))
  app.use(shareCardsRouter(ctx))
  for (const handler of options.assets ?? []) app.use(handler)
  // The search page runs a full-text query on each render the cache did not answer: limited per
  // address as /api/search is (ADR 090), its data requests (`.data`) too.
  app.get(['/search', '/search.data', '/:lang/search', '/:lang/search.data'], searchRateLimit(ctx))
  if (options.documentHandler) app.use(options.documentHandler)
  return app
}
