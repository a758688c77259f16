import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'

interface OldSession {
  token_hash: string
  user_id: string
  created_at: string
  last_used_at: string
  expires_at: string
}

/**
 * Second factors and the sessions a person can see (docs/product.md §Settings, ADR 047–049):
 *
 * - `sessions` gets an id of its own (the API names a session by it, never by its token's
 *   hash) and the User-Agent it was opened from. The table is rebuilt, as SQLite cannot add a
 *   NOT NULL column without a default; sessions already open keep working, with a new id.
 * - `totp_authenticators`: one authenticator app per account, its secret sealed with the
 *   server's key (ADR 047), and the last 30-second step a code was accepted for, so a code
 *   cannot be used twice.
 * - `recovery_codes`: the ten one-use codes, as SHA-256 hashes.
 * - `passkeys`: WebAuthn credentials, with the relying party (host) each belongs to.
 * - `auth_challenges`: the short-lived, one-use step between a password and its second factor,
 *   and the WebAuthn challenges of a ceremony in progress (ADR 048); only tokens' hashes.
 */
export const secondFactors = {
  async up(db: Kysely<unknown>) {
    const old = db as unknown as Kysely<{ sessions: OldSession }>
    const open = await old.selectFrom('sessions').selectAll().execute()
    await db.schema.dropTable('sessions').execute()
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .execute()
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute()
    const renewed = db as unknown as Kysely<{ sessions: OldSession & { id: string } }>
    for (const session of open) {
      await renewed
        .insertInto('sessions')
        .values({ ...session, id: randomUUID() })
        .execute()
    }

    await db.schema
      .createTable('totp_authenticators')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // Null while it is being set up: it counts only once a code confirmed it.
      .addColumn('confirmed_at', 'text')
      .addColumn('last_used_step', 'integer')
      .execute()

    await db.schema
      .createTable('recovery_codes')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addPrimaryKeyConstraint('recovery_codes_pkey', ['user_id', 'code_hash'])
      .execute()

    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('transports', 'text', (c) => c.notNull())
      .addColumn('rp_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute()
    await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute()

    await db.schema
      .createTable('auth_challenges')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('webauthn_challenge', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('auth_challenges_expires_at')
      .on('auth_challenges')
      .column('expires_at')
      .execute()
  },
}
