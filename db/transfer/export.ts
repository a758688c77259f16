import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql, type Kysely } from 'kysely'
import type { DatabaseHandle, Db } from '~/lib/db.server'
import { encodeValue, FORMAT, FORMAT_VERSION, TransferError, type ExportHeader } from './format'
import { appliedMigrations, readShapes, TRANSFER_TABLES, type TableShape } from './tables'

/** Rows fetched per round trip from PostgreSQL's cursor. */
const PAGE_ROWS = 500

export interface ExportSummary {
  counts: Record<string, number>
  bytes: number
}

/**
 * Writes every table of TRANSFER_TABLES to `file` (format.ts), read in one consistent
 * snapshot that never blocks the site: a read transaction on SQLite (WAL readers do not stop
 * the writer), REPEATABLE READ READ ONLY on PostgreSQL. Rows are streamed (SQLite's statement
 * iterator, PostgreSQL's cursor), so memory does not grow with the table. The file appears
 * under its name only once complete, readable by its owner only (it holds password hashes).
 */
export async function exportDatabase(handle: DatabaseHandle, file: string): Promise<ExportSummary> {
  const temporary = path.join(
    path.dirname(path.resolve(file)),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  )
  const counts: Record<string, number> = {}
  const lines = async function* (trx: Db) {
    const header: ExportHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: handle.dialect,
      migrations: await appliedMigrations({ ...handle, db: trx }),
    }
    yield `${JSON.stringify(header)}\n`
    const shapes = await readShapes({ ...handle, db: trx })
    for (const table of TRANSFER_TABLES) {
      const shape = shapes.get(table)
      if (!shape) continue
      yield `${JSON.stringify({ table, columns: shape.columns })}\n`
      let n = 0
      const numeric = shape.columns.map((c) =>
        /^(int8|bigint|numeric|decimal)/.test(shape.types.get(c)!),
      )
      for await (const rows of readRows(trx, handle.dialect, table, shape)) {
        let chunk = ''
        for (const row of rows) {
          n++
          const values = shape.columns.map((c, i) =>
            encodeValue(row[c], numeric[i]!, () => `${table}.${c}`),
          )
          chunk += `${JSON.stringify(values)}\n`
        }
        yield chunk
      }
      counts[table] = n
    }
    yield `${JSON.stringify({ end: counts })}\n`
  }

  try {
    let builder = handle.db.transaction()
    if (handle.dialect === 'postgres') {
      builder = builder.setIsolationLevel('repeatable read').setAccessMode('read only')
    }
    await builder.execute(async (trx) => {
      await pipeline(
        Readable.from(lines(trx)),
        createGzip(),
        createWriteStream(temporary, { mode: 0o600 }),
      )
    })
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'EACCES'
    ) {
      throw new TransferError(`${file}: cannot write there (${(error as Error).message})`)
    }
    throw error
  }
  return { counts, bytes: (await stat(file)).size }
}

/** A table's rows in primary-key order, a page at a time. */
async function* readRows(
  trx: Db,
  dialect: DatabaseHandle['dialect'],
  table: string,
  shape: TableShape,
): AsyncGenerator<Record<string, unknown>[]> {
  const any = trx as unknown as Kysely<Record<string, Record<string, unknown>>>
  if (!shape.key.length) throw new TransferError(`table ${table} has no primary key`)
  // PostgreSQL orders text by byte value under "C", as SQLite does: both engines write the
  // rows of a table in the same order.
  let query = any.selectFrom(table).select(shape.columns)
  for (const c of shape.key) {
    query = query.orderBy(
      dialect === 'postgres' && shape.types.get(c) === 'text'
        ? sql`${sql.ref(c)} collate "C"`
        : sql.ref(c),
    )
  }
  if (dialect === 'sqlite') {
    let page: Record<string, unknown>[] = []
    for await (const row of query.stream()) {
      page.push(row)
      if (page.length === PAGE_ROWS) {
        yield page
        page = []
      }
    }
    if (page.length) yield page
    return
  }
  const compiled = query.compile()
  await sql`declare transfer_rows no scroll cursor for ${sql.raw(compiled.sql)}`.execute(trx)
  try {
    for (;;) {
      const { rows } = await sql<
        Record<string, unknown>
      >`fetch ${sql.lit(PAGE_ROWS)} from transfer_rows`.execute(trx)
      if (!rows.length) break
      yield rows
    }
  } finally {
    await sql`close transfer_rows`.execute(trx)
  }
}
