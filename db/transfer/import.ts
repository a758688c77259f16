import type { Kysely } from 'kysely'
import type { Db } from '~/lib/db.server'
import { openDatabase } from '~/lib/db.server'
import { knownMigrations, migrateToLatest } from '../migrate'
import { readExport, TransferError, type ExportHeader, type Value } from './format'
import { BOOKKEEPING_TABLES, readShapes, TRANSFER_TABLES } from './tables'

/** Values bound per INSERT (both engines allow far more) and bytes held before a flush. */
const BATCH_VALUES = 5000
const BATCH_BYTES = 8 * 1024 * 1024

export interface ImportSummary {
  header: ExportHeader
  counts: Record<string, number>
}

/** Reads the whole file once, checking it, without touching any database. */
export async function checkExport(file: string): Promise<ImportSummary> {
  let header: ExportHeader | undefined
  let counts: Record<string, number> = {}
  for await (const event of readExport(file, TRANSFER_TABLES, knownMigrations())) {
    if (event.kind === 'header') header = event.header
    if (event.kind === 'end') counts = event.counts
  }
  return { header: header!, counts }
}

/**
 * Loads an export into the database at `url`: the file is checked whole first (a truncated,
 * corrupt or newer file touches nothing), then the database is created if missing and
 * migrated, and every table is emptied and loaded in one transaction. A database that holds
 * content is refused unless `replace`. Values are written as they were read, so ids,
 * timestamps, flags, image URLs and bytes come back identical.
 */
export async function importDatabase(
  url: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<ImportSummary> {
  const summary = await checkExport(file)
  const handle = await openDatabase(url)
  try {
    await migrateToLatest(handle)
    const shapes = await readShapes(handle)
    const db = handle.db as unknown as Kysely<Record<string, Record<string, Value>>>

    if (!options.replace) {
      const held: string[] = []
      for (const table of TRANSFER_TABLES) {
        if (BOOKKEEPING_TABLES.includes(table)) continue
        const { n } = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
        if (Number(n)) held.push(`${Number(n)} ${table}`)
      }
      if (held.length) {
        throw new TransferError(
          `The database already holds content (${held.join(', ')}): add --replace to overwrite it`,
        )
      }
    }

    await handle.db.transaction().execute(async (trx) => {
      const t = trx as unknown as typeof db
      // Emptied children first; the first delete takes the write lock, before anything is read.
      let targetVersion = 0
      for (const table of [...TRANSFER_TABLES].reverse()) {
        if (table === 'content_version') {
          const row = await t.selectFrom(table).select('version').executeTakeFirst()
          targetVersion = Number(row?.version ?? 0)
        }
        await t.deleteFrom(table).execute()
      }

      let batch: Record<string, Value>[] = []
      let batchTable = ''
      let batchBytes = 0
      const flush = async () => {
        if (batch.length) await t.insertInto(batchTable).values(batch).execute()
        batch = []
        batchBytes = 0
      }
      for await (const event of readExport(file, TRANSFER_TABLES, knownMigrations())) {
        if (event.kind === 'table') {
          await flush()
          batchTable = event.table
          const target = shapes.get(event.table)!
          const missing = event.columns.filter((c) => !target.columns.includes(c))
          if (missing.length) {
            throw new TransferError(
              `${event.table} has no column ${missing.join(', ')} here: the export does not fit this schema`,
            )
          }
        } else if (event.kind === 'row') {
          const row: Record<string, Value> = {}
          event.columns.forEach((c, i) => {
            const value = event.values[i]!
            row[c] = value
            batchBytes += value === null ? 4 : typeof value === 'number' ? 8 : value.length
          })
          batch.push(row)
          if (
            (batch.length + 1) * event.columns.length > BATCH_VALUES ||
            batchBytes > BATCH_BYTES
          ) {
            await flush()
          }
        }
      }
      await flush()
      await keepVersionAhead(trx, targetVersion)
    })
    return summary
  } finally {
    await handle.close()
  }
}

/**
 * Running instances drop cached pages only when the content version grows: after an import
 * it must be above the target's old one. The file's version is kept when it already is (a
 * new database starts at 1), otherwise the target's is raised by one.
 */
async function keepVersionAhead(trx: Db, targetVersion: number) {
  const row = await trx
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  if (!row) {
    await trx
      .insertInto('content_version')
      .values({ id: 1, version: targetVersion + 1 })
      .execute()
  } else if (Number(row.version) <= targetVersion) {
    await trx
      .updateTable('content_version')
      .set({ version: targetVersion + 1 })
      .where('id', '=', 1)
      .execute()
  }
}
