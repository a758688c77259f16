import { commandArgs, describeDatabase, formatBytes, runCommand } from './run-command'

const usage = `Usage: npm run db:backup -- FILE
  a consistent copy of the live database DATABASE_URL names, safe while the site serves:
  on SQLite a database file (DATABASE_URL=file:FILE serves it), on PostgreSQL an export`

const { positionals } = commandArgs(usage, 1, {})
const file = positionals[0]!

await runCommand(async (env) => {
  // Loaded once the arguments are known good: a usage error answers at once.
  const { backupDatabase } = await import('../db/transfer/backup')
  const started = performance.now()
  const { kind, bytes } = await backupDatabase(env.DATABASE_URL, file)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const what = kind === 'snapshot' ? 'SQLite snapshot' : 'export'
  process.stdout.write(
    `Backed up ${describeDatabase(env.DATABASE_URL)} to ${file} (${what}, ${formatBytes(bytes)}) in ${seconds} s\n`,
  )
})
