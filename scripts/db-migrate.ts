import { migrateToLatest } from '../db/migrate'
import { runCli } from './cli-context'

await runCli(async (ctx) => {
  const applied = await migrateToLatest(ctx.database)
  process.stdout.write(
    applied.length ? `Applied: ${applied.join(', ')}\n` : 'Database is up to date\n',
  )
})
