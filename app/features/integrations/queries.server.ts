import type { Insertable, Selectable, Updateable } from 'kysely'
import type { ApiTokensTable, WebhookDeliveriesTable, WebhooksTable } from '~/lib/db-schema'
import type { Db } from '~/lib/db.server'

/** The integrations' SQL (docs/architecture.md §Data): tokens, webhooks, deliveries. */

export async function insertApiToken(db: Db, row: Insertable<ApiTokensTable>): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute()
}

export function listApiTokens(db: Db) {
  return db
    .selectFrom('api_tokens')
    .leftJoin('users', 'users.id', 'api_tokens.created_by')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.rights',
      'api_tokens.created_at',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'users.username as creator',
    ])
    .orderBy('api_tokens.created_at', 'desc')
    .orderBy('api_tokens.id')
    .execute()
}

/** A token by its hash, with the account that made it (whose role bounds its rights). */
export function findApiTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .select([
      'api_tokens.id',
      'api_tokens.name',
      'api_tokens.rights',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'users.id as user_id',
      'users.username',
      'users.email',
      'users.role',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst()
}

export async function touchApiToken(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute()
}

/** Deletes a token; resolves with its name, or undefined when there was none. */
export async function deleteApiToken(db: Db, id: string) {
  return db
    .deleteFrom('api_tokens')
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst()
}

export type WebhookRow = Selectable<WebhooksTable>

export async function insertWebhook(db: Db, row: Insertable<WebhooksTable>): Promise<void> {
  await db.insertInto('webhooks').values(row).execute()
}

export function listWebhooks(db: Db): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().orderBy('created_at').orderBy('id').execute()
}

export function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateWebhook(
  db: Db,
  id: string,
  set: Updateable<WebhooksTable>,
): Promise<WebhookRow | undefined> {
  return db.updateTable('webhooks').set(set).where('id', '=', id).returningAll().executeTakeFirst()
}

export async function deleteWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  return db.deleteFrom('webhooks').where('id', '=', id).returningAll().executeTakeFirst()
}

/** The webhooks on that take an event (the list is JSON text: `"lead.created"` appears in it). */
export function webhooksFor(db: Db, event: string): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('enabled', '=', 1)
    .where('events', 'like', `%"${event}"%`)
    .execute()
}

/** One failed try more; resolves with the count and since when, as they are now. */
export function countFailure(db: Db, id: string, at: string) {
  return db
    .updateTable('webhooks')
    .set((eb) => ({
      failures: eb('failures', '+', 1),
      failing_since: eb.fn.coalesce('failing_since', eb.val(at)),
    }))
    .where('id', '=', id)
    .returning(['failures', 'failing_since', 'enabled', 'url'])
    .executeTakeFirst()
}

export async function clearFailures(db: Db, id: string): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ failures: 0, failing_since: null })
    .where('id', '=', id)
    .execute()
}

export type DeliveryRow = Selectable<WebhookDeliveriesTable>

export async function insertDelivery(
  db: Db,
  row: Insertable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.insertInto('webhook_deliveries').values(row).execute()
}

/** A webhook's deliveries, newest first. */
export function listDeliveries(db: Db, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateDelivery(
  db: Db,
  id: string,
  set: Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.updateTable('webhook_deliveries').set(set).where('id', '=', id).execute()
}

/** Forgets deliveries made before `cutoff`; resolves with how many. */
export async function pruneDeliveries(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', cutoff)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
