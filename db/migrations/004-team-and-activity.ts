import type { Kysely } from 'kysely'

/**
 * Staff accounts, password reset by e-mail and the activity log (docs/product.md §Team,
 * §Activity): when each account last signed in, reset links (stored as hashes, one hour, used
 * once) and who changed what.
 */
export const teamAndActivity = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute()

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute()
    await db.schema
      .createIndex('password_resets_user_id')
      .on('password_resets')
      .column('user_id')
      .execute()

    // The actor's name is kept with the entry: it still reads right after the account is gone.
    await db.schema
      .createTable('activity')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('activity_at').on('activity').columns(['at', 'id']).execute()
  },
}
