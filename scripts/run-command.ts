import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ConfigError, parseEnv, type Env } from '~/lib/env.server'
import { z } from '~/lib/validation'

/** An error as the one line a command prints: its message, never its stack. */
export function oneLine(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues.map((i) => i.message).join('; ')
  if (error instanceof AggregateError && !error.message && error.errors.length) {
    return oneLine(error.errors[0])
  }
  if (error instanceof ConfigError || error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return (error.message || (typeof code === 'string' ? code : error.name)).split('\n')[0]!
  }
  return String(error)
}

/**
 * Parses a command's arguments; anything it does not expect prints the usage and exits 2.
 * `positionals` is how many positional arguments the command takes.
 */
export function commandArgs<T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  positionals: number,
  options: T,
) {
  try {
    const parsed = parseArgs({ allowPositionals: true, strict: true, options })
    if (parsed.positionals.length !== positionals) throw new Error('wrong number of arguments')
    return parsed
  } catch {
    process.stderr.write(`${usage}\n`)
    process.exit(2)
  }
}

/**
 * Runs a command that needs only the configuration (not the whole app context): a bad
 * variable or any failure prints one line and sets exit code 1.
 */
export async function runCommand(task: (env: Env) => Promise<void>): Promise<void> {
  try {
    await task(parseEnv(process.env))
  } catch (error) {
    process.stderr.write(`${oneLine(error)}\n`)
    process.exitCode = 1
  }
}

/** Where a database URL points, without its credentials: `SQLite data/app.db`. */
export function describeDatabase(url: string): string {
  if (url.startsWith('file:')) return `SQLite ${url.slice('file:'.length)}`
  try {
    const u = new URL(url)
    return `PostgreSQL ${u.host}${u.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/** 1234567 → `1.2 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

export function rowsAndTables(counts: Record<string, number>): string {
  const rows = Object.values(counts).reduce((a, b) => a + b, 0)
  return `${rows} rows of ${Object.keys(counts).length} tables`
}
