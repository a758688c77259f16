import { Migrator, sql, type Migration } from 'kysely'
import type { DatabaseHandle } from '~/lib/db.server'
import { initialSchema } from './migrations/001-initial-schema'
import { contentVersion } from './migrations/002-content-version'
import { loginAttemptsPerAddress } from './migrations/003-login-attempts-per-address'
import { teamAndActivity } from './migrations/004-team-and-activity'
import { siteContent } from './migrations/005-site-content'
import { imageAlt } from './migrations/006-image-alt'
import { jobsAndUsedStamps } from './migrations/007-jobs-and-used-stamps'
import { roles } from './migrations/008-roles'
import { analytics } from './migrations/009-analytics'
import { editorial } from './migrations/010-editorial'
import { brandPages } from './migrations/011-brand-pages'
import { secondFactors } from './migrations/012-second-factors'
import { leads } from './migrations/013-leads'
import { activityWithoutAddresses } from './migrations/014-activity-without-addresses'
import { firstRevisions } from './migrations/016-first-revisions'
import { spamReasonsAndAnalyticsLimits } from './migrations/017-spam-reasons-and-analytics-limits'
import { translations } from './migrations/018-translations'
import { integrations } from './migrations/019-integrations'
import { analyticsViewsByTime } from './migrations/020-analytics-views-by-time'
import { contentChanges } from './migrations/021-content-changes'
import { mediaLibrary } from './migrations/022-media-library'
import { posts } from './migrations/023-posts'
import { siteSearch } from './migrations/024-site-search'
import { postStatus } from './migrations/025-post-status'
import { visitLanguage } from './migrations/026-visit-language'
import { pages } from './migrations/027-pages'
import { messagePage } from './migrations/028-message-page'

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
    '007-jobs-and-used-stamps': jobsAndUsedStamps,
    '008-roles': roles,
    '009-analytics': analytics(handle.dialect),
    '010-editorial': editorial,
    '011-brand-pages': brandPages,
    '012-second-factors': secondFactors,
    '013-leads': leads,
    '014-activity-without-addresses': activityWithoutAddresses,
    '016-first-revisions': firstRevisions,
    '017-spam-reasons-and-analytics-limits': spamReasonsAndAnalyticsLimits,
    '018-translations': translations,
    '019-integrations': integrations,
    '020-analytics-views-by-time': analyticsViewsByTime,
    '021-content-changes': contentChanges,
    '022-media-library': mediaLibrary,
    '023-posts': posts,
    '024-site-search': siteSearch(handle.dialect),
    '025-post-status': postStatus,
    '026-visit-language': visitLanguage,
    '027-pages': pages,
    '028-message-page': messagePage(handle.dialect),
  }
}

/** The names of every migration this version of the site knows, oldest first. */
export function knownMigrations(): string[] {
  return Object.keys(migrations({ dialect: 'sqlite' } as DatabaseHandle))
}

/**
 * Brings the schema up to date; safe to run at every start and from several processes. On
 * PostgreSQL, Kysely holds an advisory lock and a transaction while it migrates. On SQLite it
 * does neither (its adapter declares no transactional DDL), so two processes starting on one
 * new file would interleave their migrations: here the whole run is one `BEGIN IMMEDIATE`
 * transaction, which takes the file's write lock first. A second process waits for it
 * (busy_timeout), then finds nothing left to do.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle) },
    // Numbers are handed out to work that lands in parallel: a database that already has 012
    // still takes an 010 that landed after it. Each migration touches its own tables or
    // columns, so their order between branches does not matter.
    allowUnorderedMigrations: true,
  })
  const run = async () => {
    const { error, results } = await migrator.migrateToLatest()
    if (error) throw error
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
  }
  if (handle.dialect !== 'sqlite') return run()
  await sql`begin immediate`.execute(handle.db)
  try {
    const applied = await run()
    await sql`commit`.execute(handle.db)
    return applied
  } catch (error) {
    await sql`rollback`.execute(handle.db)
    throw error
  }
}
