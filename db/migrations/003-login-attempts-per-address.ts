import type { Kysely } from 'kysely'

/**
 * Failed sign-ins are counted per e-mail and client address (ADR 029): a stranger's guesses
 * lock out the stranger's address, not the account. The row whose `client` is ALL_CLIENTS
 * counts the e-mail's failures from every address, for the ceiling that slows sign-in.
 * The old per-e-mail counters are dropped: at worst a lock in progress ends early.
 */
export const loginAttemptsPerAddress = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('login_attempts').execute()
    await db.schema
      .createTable('login_attempts')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('login_attempts_pk', ['email', 'client'])
      .execute()
  },
}
