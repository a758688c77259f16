import type { Kysely } from 'kysely'

/**
 * Integrations (docs/product.md §Integrations, ADR 081, 082):
 *
 * - `api_tokens`: programs' keys to the API. Only the token's SHA-256 is kept, with its name,
 *   its rights (JSON list), who made it (its rights never exceed that account's role; the
 *   account's removal takes its tokens with it), its expiry (null: none) and its last use.
 * - `webhooks`: where events are sent. The signing secret is sealed under AUTH_SECRET (ADR
 *   047), as the previous one is while a rotation lets both sign (`previous_secret_until`).
 *   `origin` is the portal's address the webhook was made from, for links when SITE_URL is
 *   unset; `failures` and `failing_since` count failed tries in a row, which turn it off.
 * - `webhook_deliveries`: one row per event per webhook: the body as signed and sent, its
 *   state and its last try. A lead's deliveries go with the lead (`lead_id`), so erasing a
 *   person erases what was queued about them too.
 */
export const integrations = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('rights', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('last_used_at', 'text')
      .execute()

    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_until', 'text')
      .addColumn('origin', 'text')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failing_since', 'text')
      .addColumn('disabled_reason', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('webhook_id', 'text', (c) =>
        c.notNull().references('webhooks.id').onDelete('cascade'),
      )
      // The `webhook-id` header: the same for every try and a redelivery of one event.
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('lead_id', 'text', (c) => c.references('messages.id').onDelete('cascade'))
      // pending | delivered | failed
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('duration_ms', 'integer')
      .addColumn('response_excerpt', 'text')
      .addColumn('error', 'text')
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_attempt_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('webhook_deliveries_webhook_id')
      .on('webhook_deliveries')
      .columns(['webhook_id', 'created_at'])
      .execute()
    await db.schema
      .createIndex('webhook_deliveries_created_at')
      .on('webhook_deliveries')
      .column('created_at')
      .execute()
    await db.schema
      .createIndex('webhook_deliveries_lead_id')
      .on('webhook_deliveries')
      .column('lead_id')
      .execute()
  },
}
