import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { isEngineIndexTable } from '../../db/transfer/tables'
import { createTestDatabase, engines, type Engine, type TestDatabase } from '../support/databases'
import { readDeclaredSchema, type DeclaredSchema, type TypeFamily } from '../support/schema-types'

/**
 * The column types each TypeScript family may be stored as (docs/architecture.md, "Data"):
 * strings (ids, ISO-8601 timestamps, JSON lists) as text, numbers as integers (cents, 0/1
 * flags, counts), bytes as blob/bytea. PostgreSQL's int8 is left out on purpose: `pg` hands it
 * back as a string, so a `number` column there would lie.
 */
const storage: Record<Engine, Partial<Record<TypeFamily, string[]>>> = {
  sqlite: { string: ['text'], number: ['integer'], bytes: ['blob'] },
  postgres: { string: ['text', 'varchar'], number: ['int4', 'int2'], bytes: ['bytea'] },
}

const advice: Partial<Record<TypeFamily, string>> = {
  boolean: 'booleans are stored as 0/1 integers on both engines: type it number',
  bigint: 'no driver returns bigint here: store whole numbers as integer and type them number',
  other: 'use string, number or Uint8Array (optionally | null)',
}

interface ActualColumn {
  dataType: string
  nullable: boolean
}

/** The migrated database's tables and columns, Kysely's own bookkeeping left out. */
async function readActualSchema(handle: DatabaseHandle) {
  const tables = await handle.db.introspection.getTables()
  const schema = new Map<string, Map<string, ActualColumn>>()
  for (const table of tables) {
    // FTS5's virtual table and its shadow tables are the engine's, not ours (ADR 090).
    if (isEngineIndexTable(table.name)) continue
    // SQLite lets a primary-key column that is not INTEGER hold NULL (a historical quirk the
    // app never relies on); the key is what makes it NOT NULL in intent, as on PostgreSQL.
    const keyColumns =
      handle.dialect === 'sqlite'
        ? (
            await sql<{
              name: string
            }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(handle.db)
          ).rows.map((r) => r.name)
        : []
    schema.set(
      table.name,
      new Map(
        table.columns.map((c) => [
          c.name,
          {
            dataType: c.dataType.toLowerCase(),
            nullable: c.isNullable && !keyColumns.includes(c.name),
          },
        ]),
      ),
    )
  }
  return schema
}

function compare(
  engine: Engine,
  declared: DeclaredSchema,
  actual: Map<string, Map<string, ActualColumn>>,
): string[] {
  const problems: string[] = []
  for (const table of declared.keys()) {
    if (!actual.has(table)) problems.push(`${table}: in db-schema.ts, but no such table`)
  }
  for (const table of actual.keys()) {
    if (!declared.has(table)) problems.push(`${table}: a table in the database, not in Database`)
  }
  for (const [table, declaredColumns] of declared) {
    const actualColumns = actual.get(table)
    if (!actualColumns) continue
    for (const [name, column] of declaredColumns) {
      const real = actualColumns.get(name)
      const where = `${table}.${name}`
      if (!real) {
        problems.push(`${where}: in db-schema.ts (${column.text}), but no such column`)
        continue
      }
      if (column.nullable !== real.nullable) {
        problems.push(
          column.nullable
            ? `${where}: typed ${column.text}, but the column is NOT NULL`
            : `${where}: typed ${column.text}, but the column allows NULL (add | null)`,
        )
      }
      const allowed = storage[engine][column.family]
      if (!allowed) {
        problems.push(`${where}: typed ${column.text}; ${advice[column.family]}`)
      } else if (!allowed.includes(real.dataType)) {
        problems.push(
          `${where}: typed ${column.text}, stored as ${real.dataType} (expected ${allowed.join(' or ')})`,
        )
      }
    }
    for (const [name, real] of actualColumns) {
      if (!declaredColumns.has(name)) {
        problems.push(`${table}.${name}: a ${real.dataType} column, not in db-schema.ts`)
      }
    }
  }
  return problems
}

// Read once: the TypeScript program costs about half a second.
const declared = readDeclaredSchema()

describe.each(engines)('app/lib/db-schema.ts against a migrated %s database', (engine) => {
  let database: TestDatabase
  let handle: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase(engine)
    handle = await openDatabase(database.url)
    await migrateToLatest(handle)
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('declares every table and column, with its nullability and storage type', async () => {
    // Guard the reader itself: an empty result would make the comparison vacuous.
    expect(declared.size).toBeGreaterThan(0)
    for (const [table, columns] of declared) expect(columns.size, table).toBeGreaterThan(0)
    const problems = compare(engine, declared, await readActualSchema(handle))
    expect(problems, `db-schema.ts and the ${engine} schema disagree`).toEqual([])
  })
})
