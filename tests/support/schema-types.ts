import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** How a column's values travel between the database and the code. */
export type TypeFamily = 'string' | 'number' | 'boolean' | 'bigint' | 'bytes' | 'other'

export interface DeclaredColumn {
  /** The TypeScript type as written after resolution, for messages. */
  text: string
  family: TypeFamily
  nullable: boolean
}

/** table name → column name → what the TypeScript row type says. */
export type DeclaredSchema = Map<string, Map<string, DeclaredColumn>>

const ROOT = path.resolve(import.meta.dirname, '../..')
export const SCHEMA_FILE = path.join(ROOT, 'app/lib/db-schema.ts')

/** The collections' own tables, each merged into `Database` by its feature's table.ts. */
const featureTables = () =>
  fs
    .readdirSync(path.join(ROOT, 'app/features'))
    .map((feature) => path.join(ROOT, 'app/features', feature, 'table.ts'))
    .filter((file) => fs.existsSync(file))

/**
 * Reads the `Database` interface of app/lib/db-schema.ts, with the tables the features' table.ts
 * files merge into it, with the TypeScript checker, so the
 * row types themselves are the source: nothing restates them. Kysely's `ColumnType<S, I, U>`
 * and `Generated<T>` are read through their select type, which is what a query returns.
 */
export function readDeclaredSchema(file = SCHEMA_FILE): DeclaredSchema {
  const program = ts.createProgram([file, ...featureTables()], {
    baseUrl: ROOT,
    paths: { '~/*': ['./app/*'] },
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`cannot read ${file}`)
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  )
  if (!database) throw new Error(`${file} declares no interface Database`)

  const schema: DeclaredSchema = new Map()
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const rowType = checker.getTypeOfSymbolAtLocation(table, database)
    const columns = new Map<string, DeclaredColumn>()
    for (const column of checker.getPropertiesOfType(rowType)) {
      let type = checker.getTypeOfSymbolAtLocation(column, database)
      const select = type.getProperty('__select__')
      if (select) type = checker.getTypeOfSymbolAtLocation(select, database)
      columns.set(column.name, describe(checker, type))
    }
    schema.set(table.name, columns)
  }
  return schema
}

function describe(checker: ts.TypeChecker, type: ts.Type): DeclaredColumn {
  const members = type.isUnion() ? type.types : [type]
  const nullable = members.some((t) => t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))
  const families = new Set(
    members
      .filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
      .map((t) => familyOf(t)),
  )
  return {
    text: checker.typeToString(type),
    family: families.size === 1 ? [...families][0]! : 'other',
    nullable,
  }
}

function familyOf(type: ts.Type): TypeFamily {
  if (type.flags & ts.TypeFlags.StringLike) return 'string'
  if (type.flags & ts.TypeFlags.NumberLike) return 'number'
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean'
  if (type.flags & ts.TypeFlags.BigIntLike) return 'bigint'
  const name = type.getSymbol()?.name
  if (name === 'Uint8Array' || name === 'Buffer') return 'bytes'
  return 'other'
}
