import { randomUUID } from 'node:crypto'
import { recordActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import type { EventData, EventType, OutboundEvents } from '~/core/events.server'
import { isEventType } from '~/core/events'
import { inTransaction, type Db } from '~/lib/db.server'
import { notFound } from '~/lib/errors'
import { postOnce, type PostOutcome } from '~/lib/outbound-post.server'
import { newId } from '~/lib/records'
import { isId } from '~/lib/validation'
import * as queries from './queries.server'
import type { DeliveryInfo, DeliveryStatus } from './schemas'
import { signatureHeader } from './signature.server'
import { SLACK_TEST_TEXT, slackText } from './slack.server'
import { hostOf, requireWebhook, signingSecrets } from './webhooks.server'

/**
 * Deliveries (ADR 082): every event a webhook takes becomes a row and a one-off job of the one
 * runner (ADR 042), both written in the transaction of the change, so it survives restarts and
 * runs once across instances. A try that is not answered 2xx within 10 s is tried again after
 * the next pause of WEBHOOK_RETRY_SECONDS; after the last, the delivery has failed (and can be
 * redelivered). Failed tries in a row, over a day, turn the webhook off and mail the admins.
 */
export const DELIVER_JOB = 'webhooks.deliver'
export const TURNED_OFF_MAIL_JOB = 'webhooks.turned-off-mail'
export const PRUNE_JOB = 'webhooks.prune'

/** A try's whole exchange, from resolving the host to the answer's first kilobyte. */
export const TIMEOUT_MS = 10_000
/** How much of an answer's body the log keeps. */
export const EXCERPT_BYTES = 1024
/** Failed tries in a row, spread over at least a day, that turn a webhook off. */
export const FAILURES_TO_TURN_OFF = 15
export const FAILING_FOR_MS = 24 * 3_600_000
/** How long the delivery log keeps a delivery. */
export const DELIVERY_RETENTION_DAYS = 30
/** Deliveries a webhook's log shows. */
const LOG_LENGTH = 100

export const TEST_EVENT = 'webhook.test'

type Ctx = Pick<AppContext, 'db' | 'env' | 'clock' | 'jobs' | 'secretBox' | 'logger' | 'mailer'>

/** A link for receivers: SITE_URL, else the portal's address the webhook was made from. */
function absolute(
  ctx: Pick<AppContext, 'env'>,
  webhook: { origin: string | null },
  path: string,
): string {
  const base = ctx.env.SITE_URL ?? webhook.origin
  return base ? new URL(path, base).href : path
}

function bodyOf(
  webhook: { format: string },
  type: EventType | typeof TEST_EVENT,
  data: unknown,
  at: Date,
): string {
  if (webhook.format === 'slack') {
    const text =
      type === TEST_EVENT ? SLACK_TEST_TEXT : slackText(type, data as EventData[EventType])
    return JSON.stringify({ text })
  }
  return JSON.stringify({ type, timestamp: at.toISOString(), data })
}

async function queue(
  ctx: Pick<AppContext, 'jobs' | 'clock'>,
  trx: Db,
  row: Omit<
    queries.DeliveryRow,
    | 'status'
    | 'attempts'
    | 'response_status'
    | 'duration_ms'
    | 'response_excerpt'
    | 'error'
    | 'next_attempt_at'
    | 'last_attempt_at'
  >,
): Promise<void> {
  const at = ctx.clock.now()
  await queries.insertDelivery(trx, {
    ...row,
    status: 'pending',
    attempts: 0,
    response_status: null,
    duration_ms: null,
    response_excerpt: null,
    error: null,
    next_attempt_at: at.toISOString(),
    last_attempt_at: null,
  })
  await ctx.jobs.enqueue(trx, DELIVER_JOB, { key: row.id, runAt: at, payload: { id: row.id } })
}

/** The site's events, queued for every webhook on that takes them (`ctx.events`). */
export function createOutboundEvents(
  ctx: Pick<AppContext, 'env' | 'jobs' | 'clock'>,
): OutboundEvents {
  return {
    async emit(trx, type, data, about) {
      const webhooks = await queries.webhooksFor(trx, type)
      if (webhooks.length === 0) return
      const at = ctx.clock.now()
      for (const webhook of webhooks) {
        const full = {
          ...data,
          url: about.path === null ? null : absolute(ctx, webhook, about.path),
        }
        await queue(ctx, trx, {
          id: newId(),
          webhook_id: webhook.id,
          message_id: `msg_${randomUUID().replace(/-/g, '')}`,
          event: type,
          body: bodyOf(webhook, type, full, at),
          lead_id: about.leadId ?? null,
          created_at: at.toISOString(),
        })
      }
    },
  }
}

/**
 * What the log keeps of an answer: its first kilobyte, without the secret-looking parts a
 * receiver may echo back (a signing secret, our signatures, the URL's path, which can be a key
 * itself, as Slack's are).
 */
function cleanExcerpt(excerpt: string, sent: { url: string; signature: string }): string {
  let clean = excerpt.replace(/whsec_[A-Za-z0-9+/=]+/g, '[redacted]')
  for (const part of sent.signature.split(' ')) {
    const value = part.slice(3)
    if (value) clean = clean.split(value).join('[redacted]')
  }
  const { pathname, search } = new URL(sent.url)
  const secretPath = pathname + search
  if (secretPath.length > 8) clean = clean.split(secretPath).join('[redacted]')
  return clean
}

/** One try of a delivery: the job `webhooks.deliver` runs this. */
export async function deliver(ctx: Ctx, id: string): Promise<void> {
  const delivery = await queries.findDelivery(ctx.db, id)
  if (!delivery || delivery.status !== 'pending') return
  const webhook = await queries.findWebhook(ctx.db, delivery.webhook_id)
  if (!webhook) return
  const started = ctx.clock.now()
  if (webhook.enabled !== 1) {
    await queries.updateDelivery(ctx.db, id, {
      status: 'failed',
      error: 'The webhook is turned off',
      next_attempt_at: null,
    })
    return
  }
  const secrets = await signingSecrets(ctx, webhook, started)
  let outcome: PostOutcome
  let signature = ''
  if (secrets.length === 0) {
    outcome = {
      ok: false,
      status: null,
      durationMs: 0,
      error: 'The signing secret cannot be read (was AUTH_SECRET changed?): rotate it',
    }
  } else {
    const timestamp = Math.floor(started.getTime() / 1000)
    signature = signatureHeader(secrets, {
      id: delivery.message_id,
      timestamp,
      body: delivery.body,
    })
    outcome = await postOnce(webhook.url, {
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'agency-site-webhooks/1',
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      timeoutMs: TIMEOUT_MS,
      excerptBytes: EXCERPT_BYTES,
      allowPrivate: ctx.env.WEBHOOK_ALLOW_PRIVATE === '1',
    })
  }
  await inTransaction(ctx.db, (trx) =>
    recordTry(ctx, trx, delivery, webhook, outcome, { url: webhook.url, signature }),
  )
}

async function recordTry(
  ctx: Ctx,
  trx: Db,
  delivery: queries.DeliveryRow,
  webhook: queries.WebhookRow,
  outcome: PostOutcome,
  sent: { url: string; signature: string },
) {
  const at = ctx.clock.now()
  const attempt = delivery.attempts + 1
  const answered = outcome.status !== null
  const common = {
    attempts: attempt,
    response_status: outcome.status,
    duration_ms: outcome.durationMs,
    response_excerpt: answered ? cleanExcerpt(outcome.excerpt, sent) : null,
    error: answered ? null : outcome.error,
    last_attempt_at: at.toISOString(),
  }
  if (outcome.ok) {
    await queries.updateDelivery(trx, delivery.id, {
      ...common,
      status: 'delivered',
      next_attempt_at: null,
    })
    await queries.clearFailures(trx, webhook.id)
    return
  }
  // A test event is tried once: the person who sent it is looking at the answer.
  const pause =
    delivery.event === TEST_EVENT ? undefined : ctx.env.WEBHOOK_RETRY_SECONDS[attempt - 1]
  const next = pause === undefined ? null : new Date(at.getTime() + pause * 1000)
  await queries.updateDelivery(trx, delivery.id, {
    ...common,
    status: next ? 'pending' : 'failed',
    next_attempt_at: next?.toISOString() ?? null,
  })
  if (next) {
    await ctx.jobs.enqueue(trx, DELIVER_JOB, {
      key: delivery.id,
      runAt: next,
      payload: { id: delivery.id },
    })
  }
  const counted = await queries.countFailure(trx, webhook.id, at.toISOString())
  if (
    counted &&
    counted.enabled === 1 &&
    counted.failures >= FAILURES_TO_TURN_OFF &&
    at.getTime() - Date.parse(counted.failing_since!) >= FAILING_FOR_MS
  ) {
    await turnOff(ctx, trx, webhook.id, counted.failures, counted.failing_since!, counted.url)
  }
}

async function turnOff(
  ctx: Ctx,
  trx: Db,
  id: string,
  failures: number,
  since: string,
  url: string,
) {
  const reason = `Turned off after ${failures} failed tries in a row since ${since.slice(0, 16).replace('T', ' ')} UTC`
  await queries.updateWebhook(trx, id, {
    enabled: 0,
    disabled_reason: reason,
    updated_at: ctx.clock.now().toISOString(),
  })
  await recordActivity(trx, null, {
    action: 'update',
    entity: 'integration',
    entityId: id,
    summary: `Turned off the webhook to ${hostOf(url)} after ${failures} failed tries in a row`,
  })
  if (ctx.mailer) {
    await ctx.jobs.enqueue(trx, TURNED_OFF_MAIL_JOB, {
      key: id,
      runAt: ctx.clock.now(),
      payload: { id },
    })
  }
}

/** The mail to every admin when the server turned a webhook off. */
export async function mailTurnedOff(
  ctx: Pick<AppContext, 'db' | 'env' | 'mailer'>,
  id: string,
  admins: string[],
): Promise<void> {
  const webhook = await queries.findWebhook(ctx.db, id)
  if (!webhook || webhook.enabled === 1 || !ctx.mailer || admins.length === 0) return
  const settings = absolute(ctx, webhook, '/admin/settings/integrations')
  for (const to of admins) {
    await ctx.mailer.send({
      to,
      subject: `A webhook was turned off: ${hostOf(webhook.url)}`,
      text:
        `The webhook to ${hostOf(webhook.url)} failed ${webhook.failures} times in a row, ` +
        `for more than a day, and the site turned it off. Nothing is sent to it until it is ` +
        `turned back on.\n\nCheck the receiver, then turn the webhook on again and redeliver ` +
        `what failed, in Settings → Integrations:\n${settings}\n`,
    })
  }
}

export function toDeliveryInfo(row: queries.DeliveryRow): DeliveryInfo {
  return {
    _id: row.id,
    event: isEventType(row.event) ? row.event : TEST_EVENT,
    attempt: row.attempts,
    status: row.status as DeliveryStatus,
    responseStatus: row.response_status,
    durationMs: row.duration_ms,
    responseExcerpt: row.response_excerpt,
    error: row.error,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastAttemptAt: row.last_attempt_at,
    createdAt: row.created_at,
  }
}

export async function listDeliveries(db: Db, webhookId: string): Promise<DeliveryInfo[]> {
  await requireWebhook(db, webhookId)
  return (await queries.listDeliveries(db, webhookId, LOG_LENGTH)).map(toDeliveryInfo)
}

/**
 * Sends an event again, as a new delivery of the same message (the same `webhook-id`, so a
 * receiver that already has it can tell), tried from now on with the whole schedule.
 */
export async function redeliver(
  ctx: Pick<AppContext, 'jobs' | 'clock'>,
  trx: Db,
  webhookId: string,
  deliveryId: string,
): Promise<DeliveryInfo> {
  await requireWebhook(trx, webhookId)
  const original = isId(deliveryId) ? await queries.findDelivery(trx, deliveryId) : undefined
  if (!original || original.webhook_id !== webhookId) throw notFound('Delivery not found')
  const row = {
    id: newId(),
    webhook_id: webhookId,
    message_id: original.message_id,
    event: original.event,
    body: original.body,
    lead_id: original.lead_id,
    created_at: ctx.clock.now().toISOString(),
  }
  await queue(ctx, trx, row)
  return toDeliveryInfo((await queries.findDelivery(trx, row.id))!)
}

/** "Send test event": one delivery of `webhook.test`, tried once, shown in the log. */
export async function sendTestEvent(
  ctx: Pick<AppContext, 'jobs' | 'clock'>,
  trx: Db,
  webhookId: string,
): Promise<DeliveryInfo> {
  const webhook = await requireWebhook(trx, webhookId)
  const at = ctx.clock.now()
  const row = {
    id: newId(),
    webhook_id: webhookId,
    message_id: `msg_${randomUUID().replace(/-/g, '')}`,
    event: TEST_EVENT,
    body: bodyOf(
      webhook,
      TEST_EVENT,
      { webhookId, message: 'A test event from Settings → Integrations' },
      at,
    ),
    lead_id: null,
    created_at: at.toISOString(),
  }
  await queue(ctx, trx, row)
  return toDeliveryInfo((await queries.findDelivery(trx, row.id))!)
}

/** Forgets deliveries older than DELIVERY_RETENTION_DAYS; resolves with how many. */
export function pruneDeliveries(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString()
  return queries.pruneDeliveries(db, cutoff)
}
