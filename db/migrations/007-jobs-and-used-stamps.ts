import type { Kysely } from 'kysely'

/**
 * The job runner's rows (docs/decisions/042-one-job-runner.md) and the contact form's used
 * stamps: a stamp that produced a stored message is remembered until it expires, so it cannot
 * be sent again (docs/decisions/043-what-a-bot-meets-at-the-contact-form.md).
 */
export const jobsAndUsedStamps = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text')
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('jobs_run_at').on('jobs').column('run_at').execute()

    await db.schema
      .createTable('used_form_stamps')
      .addColumn('stamp_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('used_form_stamps_expires_at')
      .on('used_form_stamps')
      .column('expires_at')
      .execute()
  },
}
