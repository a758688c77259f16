import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './db-schema'
import { SQLite } from './sqlite-driver.server'

export type Db = Kysely<Database>

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (a content write
 * runs inside the transaction that bumps the content version).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}
export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Db
  dialect: Dialect
  /** Answers when the database can run a query (for /readyz). */
  ping(): Promise<void>
  close(): Promise<void>
}

/** `file:PATH` → SQLite at PATH; `postgres://…` → PostgreSQL. */
export async function openDatabase(url: string): Promise<DatabaseHandle> {
  return url.startsWith('file:') ? openSqlite(url.slice('file:'.length)) : openPostgres(url)
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const connection = new SQLite(file)
  // WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit so an
  // acknowledged write survives a crash or power loss, not just a process kill.
  connection.pragma('journal_mode = WAL')
  connection.pragma('synchronous = FULL')
  connection.pragma('foreign_keys = ON')
  connection.pragma('busy_timeout = 5000')
  // Deleted and overwritten rows are zeroed, not left in free space: erasing a person's data
  // (ADR 065) removes it from the file's bytes, including old copies left by earlier updates.
  connection.pragma('secure_delete = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) })
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: () => db.destroy(),
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  await createPostgresDatabaseIfMissing(url)
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client's error (the server restarting, say) must not crash the process;
  // the next query gets a fresh connection.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: () => db.destroy(),
  }
}

/** A first start against a new PostgreSQL database name creates it, as SQLite creates its file. */
async function createPostgresDatabaseIfMissing(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    return
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error
  } finally {
    await client.end().catch(() => {})
  }
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  target.pathname = '/postgres'
  const admin = new pg.Client({
    connectionString: target.toString(),
    connectionTimeoutMillis: 5000,
  })
  await admin.connect()
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`)
  } catch (error) {
    // Another instance starting at the same moment may have created it first: PostgreSQL
    // says so as duplicate_database, or, when the two commands race inside the catalog, as a
    // unique violation on pg_database's name index.
    const code = (error as { code?: string }).code
    if (code !== '42P04' && code !== '23505') throw error
  } finally {
    await admin.end()
  }
}
