import { Migrator, type Migration } from 'kysely'
import type { DatabaseHandle } from '../app/lib/db.server'
import { initialSchema } from './migrations/001-initial-schema'
import { contentVersion } from './migrations/002-content-version'
import { loginAttemptsPerAddress } from './migrations/003-login-attempts-per-address'
import { teamAndActivity } from './migrations/004-team-and-activity'
import { siteContent } from './migrations/005-site-content'
import { imageAlt } from './migrations/006-image-alt'

/**
 * Migrations are listed here rather than read from a folder so they survive bundling.
 * Append only: a migration that has run anywhere is never edited.
 */
export function migrations(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(handle.dialect),
    '002-content-version': contentVersion,
    '003-login-attempts-per-address': loginAttemptsPerAddress,
    '004-team-and-activity': teamAndActivity,
    '005-site-content': siteContent,
    '006-image-alt': imageAlt,
  }
}

/** The names of every migration this version of the site knows, oldest first. */
export function knownMigrations(): string[] {
  return Object.keys(migrations({ dialect: 'sqlite' } as DatabaseHandle))
}

/** Brings the schema up to date; safe to run at every start and from several processes. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle) },
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
