import type { AppContext } from '~/lib/context.server'
import { ConfigError, parseEnv } from '~/lib/env.server'
import { createLogger } from '~/lib/logger.server'
import { z } from '~/lib/validation'
import { createAppContext } from '../server/boot'

/** Runs a command-line task against the configured database, with one-line errors. */
export async function runCli(task: (ctx: AppContext) => Promise<void>) {
  let ctx: AppContext | undefined
  try {
    const env = parseEnv(process.env)
    ctx = await createAppContext(
      env,
      createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL),
    )
    await task(ctx)
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((i) => i.message).join('; ')
        : error instanceof ConfigError || error instanceof Error
          ? error.message
          : String(error)
    process.stderr.write(`${message}\n`)
    process.exitCode = 1
  } finally {
    await ctx?.close()
  }
}
