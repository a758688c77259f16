import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Router, type RequestHandler } from 'express'
import { messageInput } from '~/features/messages/schemas'
import {
  exportFileName,
  exportMessages,
  listMessages,
  pretendReceived,
  readMessage,
  receiveMessage,
  removeMessage,
  spamReason,
} from '~/features/messages/service.server'
import { named } from '~/lib/activity.server'
import type { AppContext } from '~/lib/context.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** `contactLimit`: the per-address limit, shared with the contact page's form. */
export function messagesRoutes(ctx: AppContext, contactLimit: RequestHandler): Router {
  const router = Router()
  const auth = requireAuth(ctx)

  router.post('/', contactLimit, async (req, res) => {
    const body = bodyObject(req.body)
    const data = messageInput.parse(body)
    const spam = spamReason(body, ctx.formStamps, { stampRequired: false })
    if (spam) {
      req.log.info({ spam }, 'contact message dropped as spam')
      res.status(201).json(pretendReceived(data))
      return
    }
    const message = await receiveMessage(ctx, data)
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
