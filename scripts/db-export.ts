import {
  commandArgs,
  describeDatabase,
  formatBytes,
  rowsAndTables,
  runCommand,
} from './run-command'

const usage = `Usage: npm run db:export -- FILE
  writes the whole site, from the database DATABASE_URL names, to FILE (gzip NDJSON, ADR 032)`

const { positionals } = commandArgs(usage, 1, {})
const file = positionals[0]!

await runCommand(async (env) => {
  // Loaded once the arguments are known good: a usage error answers at once.
  const { openDatabase } = await import('~/lib/db.server')
  const { exportDatabase } = await import('../db/transfer/export')
  const started = performance.now()
  const handle = await openDatabase(env.DATABASE_URL)
  try {
    const { counts, bytes } = await exportDatabase(handle, file)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(
      `Exported ${rowsAndTables(counts)} from ${describeDatabase(env.DATABASE_URL)} to ${file} (${formatBytes(bytes)}) in ${seconds} s\n`,
    )
  } finally {
    await handle.close()
  }
})
