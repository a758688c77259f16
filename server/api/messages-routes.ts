import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { CONTACT_LIMITED } from '~/features/leads/contact-limit.server'
import { messageInput, type MessageData } from '~/features/leads/schemas'
import { STAMP_FIELD } from '~/features/leads/bot-traps'
import {
  exportFileName,
  exportMessages,
  listMessages,
  pretendReceived,
  readMessage,
  receiveMessage,
  removeMessage,
  spamReason,
} from '~/features/leads/service.server'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { addressKey } from '~/lib/rate-counter.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

export function messagesRoutes(ctx: AppContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)

  // The per-address limit is taken here, in the handler, from the count the contact page's
  // form shares: whatever spelling of the path reached this handler, it passed the limit.
  router.post('/', async (req, res) => {
    const slot = await ctx.contactLimit.take(addressKey(req.ip ?? req.socket.remoteAddress ?? ''))
    if (!slot.ok) {
      res.setHeader('Retry-After', String(slot.retryAfterSeconds))
      res.status(429).json({ message: CONTACT_LIMITED })
      return
    }
    let body: Record<string, unknown>
    let data: MessageData
    try {
      body = bodyObject(req.body)
      data = messageInput.parse(body)
    } catch (error) {
      // A refused message used up nothing of the sender's allowance.
      await slot.giveBack()
      throw error
    }
    const stamp = body[STAMP_FIELD]
    const spam = spamReason(body, ctx.formStamps, { stampRequired: false })
    const message = spam
      ? null
      : await receiveMessage(ctx, data, {
          stamp: typeof stamp === 'string' ? stamp : undefined,
          sender: { address: req.ip ?? '', userAgent: req.get('user-agent') },
        })
    if (!message) {
      // A bot is answered as if it had succeeded, so it learns nothing to try harder with.
      req.log.info({ spam: spam ?? 'replayed-stamp' }, 'contact message dropped as spam')
      res.status(201).json(pretendReceived(data))
      return
    }
    req.log.info({ messageId: message._id }, 'contact message received')
    res.status(201).json(message)
  })
  router.get('/', auth, async (_req, res) => {
    res.json(await listMessages(ctx.db))
  })
  router.get('/export.csv', auth, async (req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`)
    try {
      // Streamed with back-pressure: a page is read only when the client has taken the last.
      await pipeline(Readable.from(exportMessages(ctx.db), { highWaterMark: 1 }), res)
    } catch (error) {
      // Part of the file may be sent: cut the connection so the download fails visibly
      // instead of ending as a complete-looking, truncated file.
      if (!res.writableFinished) {
        req.log.error({ err: error }, 'messages export failed')
        res.destroy()
      }
    }
  })
  router.put('/:id/read', auth, async (req, res) => {
    const message = await recordedWrites(ctx, res).write(
      (trx) => readMessage(trx, String(req.params.id)),
      (read) => ({
        action: 'read',
        entity: 'message',
        entityId: read._id,
        summary: `Read the message from ${read.name}: ${named(read.subject)}`,
      }),
    )
    res.json(message)
  })
  router.delete('/:id', auth, async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => removeMessage(trx, String(req.params.id)),
      (removed) => ({
        action: 'delete',
        entity: 'message',
        entityId: removed._id,
        summary: `Deleted the message from ${removed.name}: ${named(removed.subject)}`,
      }),
    )
    res.json({ message: 'Message deleted successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/export.csv', onlyMethods('GET, HEAD'))
  router.all('/:id/read', onlyMethods('PUT'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}
