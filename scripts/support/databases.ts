import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type Engine = 'sqlite' | 'postgres'

export const POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

/**
 * A brand-new, empty database of the given engine, and a way to throw it away: what a test
 * or a benchmark run starts its server on.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'))
    return {
      url: `file:${path.join(dir, `${name}.db`)}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_URL} (${(error as Error).message}). ` +
        'Start it, or set SKIP_POSTGRES=1 to run the SQLite half only.',
    )
  }
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
