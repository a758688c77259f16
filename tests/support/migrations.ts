import { Migrator, type Kysely } from 'kysely'
import type { DatabaseHandle } from '~/lib/db.server'
import { migrations } from '../../db/migrate'

/** A database as a migration test writes to it: any table, any column, untyped. */
export type OldDatabase = Kysely<Record<string, Record<string, unknown>>>

/**
 * Brings a fresh database up to the named migration and no further, so a test can write rows
 * the way the site stored them before the migration it tests, then run the rest.
 */
export async function migrateUpTo(handle: DatabaseHandle, name: string): Promise<OldDatabase> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle) },
    allowUnorderedMigrations: true,
  })
  const { error } = await migrator.migrateTo(name)
  if (error) throw error
  return handle.db as unknown as OldDatabase
}
