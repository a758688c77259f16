import { randomUUID } from 'node:crypto'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import type { AppContext } from '~/lib/context.server'
import { createApiRouter } from './api/router'
import { apiErrorHandler } from './errors'
import { cspNonce, securityHeaders } from './security'
import { uploadsRouter } from './uploads'

export interface HttpAppOptions {
  /** Static files (the build's client assets, or Vite's middleware in development). */
  assets?: RequestHandler[]
  /** Renders the pages (React Router); absent in API-only tests. */
  documentHandler?: RequestHandler
  dev?: boolean
}

const REQUEST_ID = /^[\w.-]{1,100}$/

export function createHttpApp(ctx: AppContext, options: HttpAppOptions = {}) {
  const app = express()
  app.disable('x-powered-by')
  if (ctx.env.trustProxy !== undefined) app.set('trust proxy', ctx.env.trustProxy)

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
        const given = req.headers['x-request-id']
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      // Health probes every few seconds would drown the log.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: no headers (tokens, cookies) and no bodies.
      serializers: {
        req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  app.use(compression())
  app.use(cspNonce, securityHeaders({ dev: options.dev ?? false }))

  app.use('/api', createApiRouter(ctx), apiErrorHandler)
  app.use('/uploads', uploadsRouter(ctx))
  for (const handler of options.assets ?? []) app.use(handler)
  if (options.documentHandler) app.use(options.documentHandler)
  return app
}
