import { commandArgs, describeDatabase, rowsAndTables, runCommand } from './run-command'

const usage = `Usage: npm run db:import -- FILE [--replace]
  loads an export into the database DATABASE_URL names (created and migrated first);
  --replace overwrites a database that already holds content`

const { positionals, values } = commandArgs(usage, 1, { replace: { type: 'boolean' } })
const file = positionals[0]!

await runCommand(async (env) => {
  // Loaded once the arguments are known good: a usage error answers at once.
  const { importDatabase } = await import('../db/transfer/import')
  const started = performance.now()
  const { counts } = await importDatabase(env.DATABASE_URL, file, { replace: values.replace })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stdout.write(
    `Imported ${rowsAndTables(counts)} from ${file} into ${describeDatabase(env.DATABASE_URL)} in ${seconds} s\n`,
  )
})
