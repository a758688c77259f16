/**
 * The server build's entry: Vite bundles this file with the pages, so the API and the
 * loaders share one module graph (one database pool, one configuration).
 */
import 'react-router'
import { createRequestHandler } from '@react-router/express'
import type { RequestHandler } from 'express'
import type { AppContext } from '~/lib/context.server'
import { parseEnv } from '~/lib/env.server'
import { createAppContext, prepareDatabase } from './boot'
import { createHttpApp } from './http'

export { ConfigError } from '~/lib/env.server'

export interface StartedApp {
  ctx: AppContext
  app: ReturnType<typeof createHttpApp>
}

/** Parses the configuration, opens and prepares the database, and builds the HTTP app. */
export async function createServerApp(options: {
  env?: Record<string, string | undefined>
  assets?: RequestHandler[]
  dev?: boolean
}): Promise<StartedApp> {
  const env = parseEnv(options.env)
  const ctx = await createAppContext(env)
  try {
    await prepareDatabase(ctx)
  } catch (error) {
    await ctx.close()
    throw error
  }
  ctx.notifier.start()
  const documentHandler = createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: options.dev ? 'development' : 'production',
    getLoadContext: (_req, res) => ({ ...ctx, cspNonce: res.locals.cspNonce as string }),
  })
  const app = createHttpApp(ctx, { assets: options.assets, documentHandler, dev: options.dev })
  return { ctx, app }
}
