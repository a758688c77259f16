import { Router, type Request } from 'express'
import type { AppContext } from '~/core/context.server'
import { named } from '~/core/activity.server'
import { inTransaction } from '~/lib/db.server'
import { bodyObject } from '~/lib/validation'
import { apiTokenInput, webhookInput, webhookPatch } from '~/features/integrations/schemas'
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '~/features/integrations/tokens.server'
import {
  changeWebhook,
  checkTarget,
  createWebhook,
  deleteWebhook,
  hostOf,
  listWebhooks,
  newSecret,
  requireWebhook,
  rotateSecret,
  toWebhookInfo,
} from '~/features/integrations/webhooks.server'
import { listDeliveries, redeliver, sendTestEvent } from '~/features/integrations/deliveries.server'
import { sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/**
 * Settings → Integrations (docs/api.md §Integrations, ADR 081, 082): API tokens and webhooks,
 * for people with the `settings` right; no API token reaches them (route-rights.ts). Every
 * change is in the activity log, naming a webhook by its host only (its path can be a key).
 */
export function tokensRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listApiTokens(ctx.db))
  })
  router.post('/', async (req, res) => {
    const input = apiTokenInput.parse(bodyObject(req.body))
    const user = sessionOf(res).user
    const created = await recordedWrites(ctx, res).write(
      (trx) => createApiToken(trx, user, input, ctx.clock.now()),
      (token) => ({
        action: 'create',
        entity: 'integration',
        entityId: token._id,
        summary: `Created the API token ${named(token.name)} (${token.rights.join(', ')})`,
      }),
    )
    res.status(201).json({ _id: created._id, token: created.token })
  })
  router.delete('/:id', async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => revokeApiToken(trx, String(req.params.id)),
      (token) => ({
        action: 'delete',
        entity: 'integration',
        entityId: token._id,
        summary: `Revoked the API token ${named(token.name)}`,
      }),
    )
    res.json({ message: 'API token revoked' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}

export function webhooksRoutes(ctx: AppContext): Router {
  const router = Router()
  /** Where the portal was opened: links in events use it while SITE_URL is unset. */
  const originOf = (req: Request) =>
    ctx.env.SITE_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`

  router.get('/', async (_req, res) => {
    res.json(await listWebhooks(ctx))
  })
  router.post('/', async (req, res) => {
    const input = webhookInput.parse(bodyObject(req.body))
    // Resolving the host takes a moment: before the write, never inside it.
    await checkTarget(ctx, input.url)
    const secret = await newSecret(ctx)
    const created = await recordedWrites(ctx, res).write(
      (trx) =>
        createWebhook(ctx, trx, input, {
          createdBy: sessionOf(res).user._id,
          origin: originOf(req),
          secret,
        }),
      (webhook) => ({
        action: 'create',
        entity: 'integration',
        entityId: webhook._id,
        summary: `Added a ${webhook.format === 'slack' ? 'Slack ' : ''}webhook to ${hostOf(webhook.url)} (${webhook.events.join(', ')})`,
      }),
    )
    res.status(201).json(created)
  })
  router.get('/:id', async (req, res) => {
    res.json(toWebhookInfo(await requireWebhook(ctx.db, String(req.params.id)), ctx.clock.now()))
  })
  router.patch('/:id', async (req, res) => {
    const patch = webhookPatch.parse(bodyObject(req.body))
    await requireWebhook(ctx.db, String(req.params.id))
    if (patch.url !== undefined) await checkTarget(ctx, patch.url)
    const { after } = await recordedWrites(ctx, res).write(
      (trx) => changeWebhook(ctx, trx, String(req.params.id), patch),
      ({ before, after }) => ({
        action: 'update',
        entity: 'integration',
        entityId: after._id,
        summary:
          patch.enabled !== undefined && before.enabled !== after.enabled
            ? `Turned ${after.enabled ? 'on' : 'off'} the webhook to ${hostOf(after.url)}`
            : `Changed the webhook to ${hostOf(after.url)}`,
      }),
    )
    res.json(after)
  })
  router.delete('/:id', async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => deleteWebhook(trx, String(req.params.id)),
      (webhook) => ({
        action: 'delete',
        entity: 'integration',
        entityId: webhook._id,
        summary: `Removed the webhook to ${hostOf(webhook.url)}`,
      }),
    )
    res.json({ message: 'Webhook deleted' })
  })
  router.post('/:id/rotate-secret', async (req, res) => {
    const secret = await newSecret(ctx)
    const rotated = await recordedWrites(ctx, res).write(
      (trx) => rotateSecret(ctx, trx, String(req.params.id), secret),
      ({ webhook }) => ({
        action: 'update',
        entity: 'integration',
        entityId: webhook._id,
        summary: `Rotated the signing secret of the webhook to ${hostOf(webhook.url)}`,
      }),
    )
    res.json({ secret: rotated.secret, previousSecretUntil: rotated.webhook.previousSecretUntil })
  })
  router.post('/:id/test', async (req, res) => {
    const delivery = await inTransaction(ctx.db, (trx) =>
      sendTestEvent(ctx, trx, String(req.params.id)),
    )
    // The runner looks for due jobs every second; this one need not wait for it.
    void ctx.jobs.tick().catch(() => undefined)
    res.status(202).json(delivery)
  })
  router.get('/:id/deliveries', async (req, res) => {
    res.json(await listDeliveries(ctx.db, String(req.params.id)))
  })
  router.post('/:id/deliveries/:did/redeliver', async (req, res) => {
    const delivery = await inTransaction(ctx.db, (trx) =>
      redeliver(ctx, trx, String(req.params.id), String(req.params.did)),
    )
    void ctx.jobs.tick().catch(() => undefined)
    res.status(202).json(delivery)
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PATCH, DELETE'))
  router.all('/:id/rotate-secret', onlyMethods('POST'))
  router.all('/:id/test', onlyMethods('POST'))
  router.all('/:id/deliveries', onlyMethods('GET, HEAD'))
  router.all('/:id/deliveries/:did/redeliver', onlyMethods('POST'))
  return router
}
