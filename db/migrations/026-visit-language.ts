import type { Kysely } from 'kysely'

/**
 * A visit's language (issue #37): the language of the page it landed on, by its address's
 * prefix (`/de/…` is German, every other page the default language). Visits counted before
 * this have none and are left out of the Languages table.
 */
export const visitLanguage = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('analytics_visits').addColumn('language', 'text').execute()
  },
}
