import type { AppContext } from '~/core/context.server'
import { isEventType } from '~/core/events'
import type { Db } from '~/lib/db.server'
import { AppError, notFound } from '~/lib/errors'
import { resolvePublic, UnsafeTargetError } from '~/lib/public-address.server'
import { newId } from '~/lib/records'
import { isId, type z } from '~/lib/validation'
import * as queries from './queries.server'
import type { webhookInput, WebhookFormat, WebhookInfo, WebhookPatch } from './schemas'
import { newWebhookSecret } from './signature.server'

/** How long the secret before a rotation keeps signing: receivers have a day to take the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000

type Ctx = Pick<AppContext, 'env' | 'secretBox' | 'clock'>

const NOT_FOUND = 'Webhook not found'

export function toWebhookInfo(row: queries.WebhookRow, now: Date): WebhookInfo {
  const events = (JSON.parse(row.events) as unknown[]).filter(isEventType)
  const overlap =
    row.previous_secret_until && Date.parse(row.previous_secret_until) > now.getTime()
      ? row.previous_secret_until
      : null
  return {
    _id: row.id,
    url: row.url,
    events,
    description: row.description,
    format: row.format === 'slack' ? 'slack' : 'standard',
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason,
    previousSecretUntil: overlap,
    failures: row.failures,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The host a webhook sends to, for the log and the activity entries (the path may hold a key). */
export const hostOf = (url: string) => new URL(url).host

/**
 * Refuses a URL whose host is, or resolves to, a loopback, private or link-local address
 * (unless WEBHOOK_ALLOW_PRIVATE=1): `400` under `url`. Checked again at each delivery.
 */
export async function checkTarget(ctx: Pick<AppContext, 'env'>, url: string): Promise<void> {
  try {
    await resolvePublic(new URL(url).hostname, {
      allowPrivate: ctx.env.WEBHOOK_ALLOW_PRIVATE === '1',
    })
  } catch (error) {
    if (!(error instanceof UnsafeTargetError)) throw error
    throw new AppError(400, 'Validation failed', { url: [error.message] })
  }
}

/** A webhook's signing secret, and as stored. */
export interface NewSecret {
  plain: string
  sealed: string
}

/**
 * A new signing secret, sealed. Made before the write's transaction: sealing may read the
 * key from the database, which SQLite's one connection cannot do inside a transaction.
 */
export async function newSecret(ctx: Pick<AppContext, 'secretBox'>): Promise<NewSecret> {
  const plain = newWebhookSecret()
  return { plain, sealed: await ctx.secretBox.seal(plain) }
}

export async function createWebhook(
  ctx: Ctx,
  trx: Db,
  input: z.output<typeof webhookInput>,
  {
    createdBy,
    origin,
    secret,
  }: { createdBy: string | null; origin: string | null; secret: NewSecret },
): Promise<WebhookInfo & { secret: string }> {
  const now = ctx.clock.now().toISOString()
  const id = newId()
  const row = {
    id,
    url: input.url,
    events: JSON.stringify(input.events),
    description: input.description,
    format: input.format satisfies WebhookFormat,
    enabled: 1,
    secret: secret.sealed,
    previous_secret: null,
    previous_secret_until: null,
    origin,
    failures: 0,
    failing_since: null,
    disabled_reason: null,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }
  await queries.insertWebhook(trx, row)
  return { ...toWebhookInfo(row, ctx.clock.now()), secret: secret.plain }
}

export async function listWebhooks(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<WebhookInfo[]> {
  const now = ctx.clock.now()
  return (await queries.listWebhooks(ctx.db)).map((row) => toWebhookInfo(row, now))
}

export async function requireWebhook(db: Db, id: string): Promise<queries.WebhookRow> {
  const row = isId(id) ? await queries.findWebhook(db, id) : undefined
  if (!row) throw notFound(NOT_FOUND)
  return row
}

/**
 * Changes a webhook. Turning it on starts its count of failures over; a new URL is checked as
 * a new webhook's is (before this is called, outside the transaction: it may resolve a name).
 */
export async function changeWebhook(
  ctx: Ctx,
  trx: Db,
  id: string,
  patch: WebhookPatch,
): Promise<{ before: WebhookInfo; after: WebhookInfo }> {
  const now = ctx.clock.now()
  const before = await requireWebhook(trx, id)
  const turnedOn = patch.enabled === true && before.enabled === 0
  const after = await queries.updateWebhook(trx, id, {
    ...(patch.url !== undefined && { url: patch.url }),
    ...(patch.events !== undefined && { events: JSON.stringify(patch.events) }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.enabled !== undefined && { enabled: patch.enabled ? 1 : 0 }),
    ...((turnedOn || patch.enabled === false) && { disabled_reason: null }),
    ...(turnedOn && { failures: 0, failing_since: null }),
    updated_at: now.toISOString(),
  })
  return { before: toWebhookInfo(before, now), after: toWebhookInfo(after!, now) }
}

export async function deleteWebhook(trx: Db, id: string): Promise<WebhookInfo> {
  const row = isId(id) ? await queries.deleteWebhook(trx, id) : undefined
  if (!row) throw notFound(NOT_FOUND)
  return toWebhookInfo(row, new Date(0))
}

/**
 * A new secret: it signs from now on, and the one it replaces keeps signing beside it for
 * ROTATION_OVERLAP_MS, so receivers can move over without losing a delivery.
 */
export async function rotateSecret(
  ctx: Ctx,
  trx: Db,
  id: string,
  secret: NewSecret,
): Promise<{ webhook: WebhookInfo; secret: string }> {
  const row = await requireWebhook(trx, id)
  const now = ctx.clock.now()
  const after = await queries.updateWebhook(trx, id, {
    secret: secret.sealed,
    previous_secret: row.secret,
    previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
    updated_at: now.toISOString(),
  })
  return { webhook: toWebhookInfo(after!, now), secret: secret.plain }
}

/** The secrets that sign a delivery now: the current one, and the previous one in its overlap. */
export async function signingSecrets(
  ctx: Pick<AppContext, 'secretBox'>,
  row: Pick<queries.WebhookRow, 'secret' | 'previous_secret' | 'previous_secret_until'>,
  now: Date,
): Promise<string[]> {
  const sealed = [row.secret]
  if (
    row.previous_secret &&
    row.previous_secret_until &&
    Date.parse(row.previous_secret_until) > now.getTime()
  ) {
    sealed.push(row.previous_secret)
  }
  const opened = await Promise.all(sealed.map((s) => ctx.secretBox.open(s)))
  return opened.filter((s): s is string => s !== undefined)
}
