import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { createGunzip } from 'node:zlib'
import type { Readable } from 'node:stream'

/**
 * The export file (ADR 032): gzip-compressed NDJSON, one JSON value per line.
 *
 *   {"format":"agency-site-export","version":1,"createdAt":"…","source":"sqlite","migrations":["001-…",…]}
 *   {"table":"messages","columns":["id","name",…]}
 *   ["0b6e…","Sam",…]                       one array per row, values in column order
 *   …                                       the next table line, its rows, …
 *   {"end":{"app_meta":2,"messages":10000,…}}
 *
 * Values are JSON strings, numbers and null as the database holds them; bytes are
 * {"base64":"…"}. The end line's counts make a cut-off file detectable.
 */
export const FORMAT = 'agency-site-export'
export const FORMAT_VERSION = 1

/** The longest line a reader accepts: an image of 5 MB and its variants fit many times over. */
const MAX_LINE_BYTES = 256 * 1024 * 1024

export interface ExportHeader {
  format: typeof FORMAT
  version: number
  createdAt: string
  source: 'sqlite' | 'postgres'
  migrations: string[]
}

export type Value = string | number | null | Buffer

/** A problem the user can act on: reported as its message alone, never with a stack. */
export class TransferError extends Error {
  override name = 'TransferError'
}

/** One value as it goes into the file. */
export function encodeValue(value: unknown, numeric: boolean, where: () => string): unknown {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') {
    // PostgreSQL hands int8 and numeric back as strings: keep them numbers, exactly.
    if (numeric && /^-?\d+$/.test(value)) return safeInteger(Number(value), where)
    return value
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TransferError(`${where()}: ${value} cannot be exported`)
    return value
  }
  if (typeof value === 'bigint') return safeInteger(Number(value), where)
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') }
  if (value instanceof Date) return value.toISOString()
  throw new TransferError(`${where()}: a value of type ${typeof value} cannot be exported`)
}

function safeInteger(n: number, where: () => string): number {
  if (!Number.isSafeInteger(n)) throw new TransferError(`${where()}: ${n} is too large to export`)
  return n
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function decodeValue(value: unknown): Value | undefined {
  if (value === null || typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value)
    const base64 = (value as { base64?: unknown }).base64
    if (keys.length === 1 && typeof base64 === 'string' && base64.length % 4 === 0) {
      if (BASE64.test(base64)) return Buffer.from(base64, 'base64')
    }
  }
  return undefined
}

export type ExportEvent =
  | { kind: 'header'; header: ExportHeader }
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; table: string; columns: string[]; values: Value[] }
  | { kind: 'end'; counts: Record<string, number> }

/**
 * Reads an export file line by line (gzip or plain), checking everything as it goes: the
 * header, each table's column line, every row's width and values, and the end line's counts.
 * Any fault throws a TransferError naming the file and the line. Memory stays bounded by the
 * longest line.
 */
export async function* readExport(
  file: string,
  knownTables: readonly string[],
  knownMigrations: readonly string[],
): AsyncGenerator<ExportEvent> {
  const name = path.basename(file)
  let lineNo = 0
  function fail(problem: string): never {
    throw new TransferError(`${name}: ${lineNo ? `line ${lineNo}: ` : ''}${problem}`)
  }
  let header: ExportHeader | undefined
  let table: { name: string; columns: string[]; rows: number } | undefined
  const counts: Record<string, number> = {}
  let ended: Record<string, number> | undefined

  for await (const line of readLines(file, name)) {
    lineNo++
    if (ended) {
      if (line.trim() === '') continue
      fail('there is more after the end line: the file is corrupt')
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(line)
    } catch {
      if (!header) fail('not an export of this site (no export header)')
      fail('not valid JSON: the file is corrupt')
    }
    if (!header) {
      header = checkHeader(parsed, knownMigrations, fail)
      yield { kind: 'header', header }
      continue
    }
    if (Array.isArray(parsed)) {
      if (!table) fail('a row before any table line: the file is corrupt')
      if (parsed.length !== table.columns.length) {
        fail(
          `a row of ${table.name} has ${parsed.length} values for ${table.columns.length} columns`,
        )
      }
      const values = parsed.map((v, i) => {
        const decoded = decodeValue(v)
        if (decoded === undefined) fail(`${table!.name}.${table!.columns[i]}: not a valid value`)
        return decoded as Value
      })
      table.rows++
      counts[table.name] = table.rows
      yield { kind: 'row', table: table.name, columns: table.columns, values }
      continue
    }
    const object = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
      string,
      unknown
    >
    if (typeof object.table === 'string') {
      const t = object.table
      const columns = object.columns
      if (!knownTables.includes(t)) {
        fail(`unknown table ${t} (made by a newer version of the site?)`)
      }
      if (t in counts) fail(`table ${t} appears twice: the file is corrupt`)
      if (
        !Array.isArray(columns) ||
        !columns.length ||
        !columns.every((c) => typeof c === 'string') ||
        new Set(columns).size !== columns.length
      ) {
        fail(`table ${t}: its column list is not valid`)
      }
      table = { name: t, columns: columns as string[], rows: 0 }
      counts[t] = 0
      yield { kind: 'table', table: t, columns: table.columns }
      continue
    }
    if (typeof object.end === 'object' && object.end !== null) {
      const expected = object.end as Record<string, unknown>
      const names = new Set([...Object.keys(expected), ...Object.keys(counts)])
      for (const t of names) {
        if (expected[t] !== (counts[t] ?? 0)) {
          fail(
            `the end line counts ${String(expected[t] ?? 0)} rows of ${t}, the file holds ${counts[t] ?? 0}: the file is corrupt`,
          )
        }
      }
      ended = counts
      continue
    }
    fail('not a line of an export: the file is corrupt')
  }
  if (!header) {
    lineNo = 0
    fail('the file is empty: not an export')
  }
  if (!ended) {
    const lines = lineNo
    lineNo = 0
    fail(`truncated: no end line after ${lines} lines`)
  }
  yield { kind: 'end', counts: ended! }
}

function checkHeader(
  parsed: unknown,
  knownMigrations: readonly string[],
  fail: (problem: string) => never,
): ExportHeader {
  const h = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
  if (h.format !== FORMAT) fail('not an export of this site (no export header)')
  if (typeof h.version !== 'number' || !Number.isInteger(h.version) || h.version < 1) {
    fail('the export header has no valid format version')
  }
  if ((h.version as number) > FORMAT_VERSION) {
    fail(
      `made by a newer version of the site (export format ${String(h.version)}; this one reads format ${FORMAT_VERSION}): upgrade the site first`,
    )
  }
  const migrations = h.migrations
  if (!Array.isArray(migrations) || !migrations.every((m) => typeof m === 'string')) {
    fail('the export header lists no migrations')
  }
  const unknown = (migrations as string[]).filter((m) => !knownMigrations.includes(m))
  if (unknown.length) {
    fail(
      `made by a newer version of the site (its schema has ${unknown.join(', ')}, unknown here): upgrade the site first`,
    )
  }
  return h as unknown as ExportHeader
}

/** The file's lines, decompressed when it starts with gzip's magic bytes. */
async function* readLines(file: string, name: string): AsyncGenerator<string> {
  const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
    throw new TransferError(
      error.code === 'ENOENT' ? `${file}: no such file` : `${file}: ${error.message}`,
    )
  })
  const magic = Buffer.alloc(2)
  await handle.read(magic, 0, 2, 0)
  await handle.close()
  const raw = createReadStream(file)
  let stream: Readable = raw
  if (magic[0] === 0x1f && magic[1] === 0x8b) {
    const gunzip = createGunzip()
    raw.on('error', (error) => gunzip.destroy(error))
    stream = raw.pipe(gunzip)
  }
  let parts: Buffer[] = []
  let length = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0
      for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
        parts.push(chunk.subarray(start, nl))
        yield Buffer.concat(parts).toString('utf8')
        parts = []
        length = 0
        start = nl + 1
      }
      if (start < chunk.length) {
        parts.push(chunk.subarray(start))
        length += chunk.length - start
        if (length > MAX_LINE_BYTES) {
          throw new TransferError(`${name}: a line longer than 256 MiB: not an export`)
        }
      }
    }
  } catch (error) {
    if (error instanceof TransferError) throw error
    const code = (error as { code?: string }).code ?? ''
    if (code.startsWith('Z_')) {
      throw new TransferError(`${name}: truncated or corrupt (gzip: ${(error as Error).message})`)
    }
    throw error
  } finally {
    raw.destroy()
  }
  if (length) yield Buffer.concat(parts).toString('utf8')
}
