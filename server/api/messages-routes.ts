import { Router } from 'express'
import { messageInput } from '~/features/messages/schemas'
import {
  listMessages,
  readMessage,
  receiveMessage,
  removeMessage,
} from '~/features/messages/service.server'
import type { AppContext } from '~/lib/context.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth } from './auth-middleware'
import { contactRateLimit } from './rate-limits'
import { onlyMethods } from './method-not-allowed'

export function messagesRoutes(ctx: AppContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)

  router.post('/', contactRateLimit(ctx), async (req, res) => {
    const data = messageInput.parse(bodyObject(req.body))
    const message = await receiveMessage(ctx.db, data, ctx.notifier)
    req.log.info({ messageId: message._id }, 'contact message received')
    res.status(201).json(message)
  })
  router.get('/', auth, async (_req, res) => {
    res.json(await listMessages(ctx.db))
  })
  router.put('/:id/read', auth, async (req, res) => {
    res.json(await readMessage(ctx.db, String(req.params.id)))
  })
  router.delete('/:id', auth, async (req, res) => {
    await removeMessage(ctx.db, String(req.params.id))
    res.json({ message: 'Message deleted successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id/read', onlyMethods('PUT'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}
