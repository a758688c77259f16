import { sql } from 'kysely'
import { COLLECTIONS } from '~/collections'
import type { DatabaseHandle } from '~/lib/db.server'

/**
 * Every table the product owns, in the order an export writes and an import loads them:
 * parents before the tables whose foreign keys point at them (users before sessions, messages
 * before the outbox, images before their variants). This is the one list: a test compares it
 * with the tables of a freshly migrated database on both engines, so a table a migration adds
 * cannot be left out of backups. Columns are never listed: they are read from the database.
 * The collections' tables come from their declarations.
 */
export const TRANSFER_TABLES: readonly string[] = [
  'app_meta',
  'content_version',
  'content_changes',
  'users',
  'sessions',
  'api_tokens',
  'password_resets',
  'totp_authenticators',
  'recovery_codes',
  'passkeys',
  'auth_challenges',
  'login_attempts',
  'activity',
  // Every collection's table (app/collections.ts): none has a foreign key.
  ...COLLECTIONS.map((collection) => collection.table),
  'redirects',
  'site_settings',
  'contact_details',
  'site_content',
  'translations',
  'content_previews',
  'revisions',
  'drafts',
  'trash',
  'messages',
  'notification_outbox',
  'lead_events',
  'webhooks',
  'webhook_deliveries',
  'images',
  'image_variants',
  // After images: its `hash` points at them.
  'media',
  'jobs',
  'used_form_stamps',
  'analytics_salts',
  'analytics_visits',
  'analytics_views',
  'analytics_not_found',
  'analytics_searches',
  'analytics_form_conversions',
  'analytics_daily',
  'analytics_limits',
]

/**
 * Rows that any started server writes before it holds content: the form secret and seed
 * marker (app_meta), the content version's single row and its change log, the periodic jobs'
 * rows, and used
 * contact-form stamps (which exist only beside the messages they produced), and the
 * analytics salt of the day (made by the first page view a server counts). An import does not
 * count them as content when it decides whether the target is empty.
 */
export const BOOKKEEPING_TABLES: readonly string[] = [
  'app_meta',
  'content_version',
  'content_changes',
  'jobs',
  'used_form_stamps',
  'analytics_salts',
]

/**
 * Tables made from the content, never exported: the search index (ADR 090), rebuilt at every
 * start and after an import reaches a running site.
 */
export const DERIVED_TABLES: readonly string[] = ['search_documents']

/** An engine's own tables behind the search index: SQLite's FTS5 table and its shadow tables. */
export const isEngineIndexTable = (name: string) => /^search_fts(_[a-z]+)?$/.test(name)

export interface TableShape {
  /** Column names in the table's own order. */
  columns: string[]
  /** Lower-cased type of each column (text, integer, int4, bytea, blob…). */
  types: Map<string, string>
  /** The primary key's columns, in key order: rows are read in this order. */
  key: string[]
}

/** The shape of every table in the database (Kysely's own bookkeeping left out). */
export async function readShapes(handle: DatabaseHandle): Promise<Map<string, TableShape>> {
  const shapes = new Map<string, TableShape>()
  for (const table of await handle.db.introspection.getTables()) {
    shapes.set(table.name, {
      columns: table.columns.map((c) => c.name),
      types: new Map(table.columns.map((c) => [c.name, c.dataType.toLowerCase()])),
      key: await primaryKey(handle, table.name),
    })
  }
  return shapes
}

async function primaryKey(handle: DatabaseHandle, table: string): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(handle.db)
    return rows.map((r) => r.name)
  }
  const { rows } = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = to_regclass(${table}) and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)`.execute(handle.db)
  return rows.map((r) => r.name)
}

/** Names of the migrations applied to this database, oldest first. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(handle.db)
  return rows.map((r) => r.name)
}
