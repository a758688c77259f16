import type { AddressInfo } from 'node:net'
import type { AppContext } from '~/lib/context.server'
import { parseEnv } from '~/lib/env.server'
import { createAppContext, prepareDatabase } from '../../server/boot'
import { createHttpApp } from '../../server/http'
import { createTestDatabase, type Engine } from './databases'

export interface TestApp {
  ctx: AppContext
  baseUrl: string
  close(): Promise<void>
}

/** The real HTTP app (API, uploads, health) on a fresh database, listening on a free port. */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine)
  const ctx = await createAppContext(
    parseEnv({ DATABASE_URL: database.url, SEED: 'none', LOG_LEVEL: 'silent', ...env }),
  )
  await prepareDatabase(ctx)
  ctx.notifier.start()
  const server = createHttpApp(ctx).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ctx,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await ctx.close()
      await database.drop()
    },
  }
}
