/**
 * The server build's entry: Vite bundles this file with the pages, so the API and the
 * loaders share one module graph (one database pool, one configuration).
 */
import 'react-router'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { AppContext } from '~/core/context.server'
import { parseEnv } from '~/lib/env.server'
import { createLogger } from '~/lib/logger.server'
import { createAppContext, prepareDatabase } from './boot'
import { createDocumentHandler } from './document-handler'
import { cachedFirst, createHttpApp } from './http'
import { createPublicAnswers } from './page-cache/public-answers'
import { createRedirectAnswers } from './redirects'

export { ConfigError } from '~/lib/env.server'

export interface StartedApp {
  ctx: AppContext
  app: ReturnType<typeof createHttpApp>
  /** The server's request listener: cached public answers first, then the Express app. */
  handler: (req: IncomingMessage, res: ServerResponse) => void
}

/** Parses the configuration, opens and prepares the database, and builds the HTTP app. */
export async function createServerApp(options: {
  env?: Record<string, string | undefined>
  assets?: RequestHandler[]
  dev?: boolean
}): Promise<StartedApp> {
  const env = parseEnv(options.env)
  // Readable lines when a person watches the development server in a terminal; JSON otherwise.
  const pretty = Boolean(options.dev) && process.stdout.isTTY
  const ctx = await createAppContext(env, createLogger(env.LOG_LEVEL, { pretty }))
  try {
    await prepareDatabase(ctx)
  } catch (error) {
    await ctx.close()
    throw error
  }
  ctx.notifier.start()
  if (!env.SITE_URL && !options.dev) {
    ctx.logger.warn(
      'SITE_URL is not set: canonical URLs, the sitemap and robots.txt use the request Host',
    )
  }
  const answers = createPublicAnswers(ctx)
  const documentHandler = createDocumentHandler({
    // In production the build is loaded once: given a function, React Router re-derives its
    // route tables (handlers, flattened and ranked routes) on every request, as development
    // needs for hot reloading.
    build: options.dev
      ? () => import('virtual:react-router/server-build')
      : await import('virtual:react-router/server-build'),
    mode: options.dev ? 'development' : 'production',
    ctx,
    answers,
  })
  const app = createHttpApp(ctx, {
    assets: options.assets,
    documentHandler,
    answers,
    dev: options.dev,
  })
  return { ctx, app, handler: cachedFirst(answers, app, ctx.logger, createRedirectAnswers(ctx)) }
}
