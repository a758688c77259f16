/**
 * One instance's start, in a process of its own: the configuration from the environment, then
 * everything `prepareDatabase` does (migrations, seed, the first admin). Tests start several at
 * once to show that instances starting together on one database agree.
 */
import { parseEnv } from '~/lib/env.server'
import { createAppContext, prepareDatabase } from '../../server/boot'

const ctx = await createAppContext(parseEnv(process.env))
try {
  await prepareDatabase(ctx)
} finally {
  await ctx.close()
}
