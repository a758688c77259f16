import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AppContext } from '~/core/context.server'
import { parseEnv } from '~/lib/env.server'
import type { Clock } from '~/core/jobs.server'
import type { Logger } from '~/lib/logger.server'
import { createAppContext, prepareDatabase } from '../../server/boot'
import { cachedFirst, createHttpApp } from '../../server/http'
import { createPublicAnswers } from '../../server/page-cache/public-answers'
import { createRedirectAnswers } from '../../server/redirects'
import { createTestDatabase, type Engine, type TestDatabase } from './databases'

export interface TestApp {
  ctx: AppContext
  baseUrl: string
  close(): Promise<void>
}

/**
 * The real HTTP app (API, uploads, health) on a fresh database, listening on a free port.
 * Given a `shared` database, the app uses it and leaves it in place: a second instance.
 */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  shared?: TestDatabase,
  options: { clock?: Clock; logger?: Logger } = {},
): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase(engine))
  const ctx = await createAppContext(
    parseEnv({ DATABASE_URL: database.url, SEED: 'none', LOG_LEVEL: 'silent', ...env }),
    options.logger,
    options.clock,
  )
  await prepareDatabase(ctx)
  ctx.notifier.start()
  // The server's own listener: cached public answers first, then the Express app.
  const answers = createPublicAnswers(ctx)
  const server = createServer(
    cachedFirst(answers, createHttpApp(ctx, { answers }), ctx.logger, createRedirectAnswers(ctx)),
  ).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ctx,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await ctx.close()
      if (!shared) await database.drop()
    },
  }
}
