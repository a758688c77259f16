import type { AppContext } from '~/core/context.server'
import { parseEnv } from '~/lib/env.server'
import { createLogger } from '~/lib/logger.server'
import { createAppContext } from '../server/boot'
import { oneLine } from './run-command'

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
    process.stderr.write(`${oneLine(error)}\n`)
    process.exitCode = 1
  } finally {
    await ctx?.close()
  }
}
