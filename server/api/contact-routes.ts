import { Router } from 'express'
import { contactDetailsInput } from '~/features/contact/schemas'
import { replaceContactDetails, requireContactDetails } from '~/features/contact/service.server'
import type { AppContext } from '~/lib/context.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth } from './auth-middleware'

export function contactRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await requireContactDetails(ctx.db))
  })
  router.post('/', requireAuth(ctx), async (req, res) => {
    const data = contactDetailsInput.parse(bodyObject(req.body))
    const { details, created } = await replaceContactDetails(ctx.db, data)
    res.status(created ? 201 : 200).json(details)
  })
  return router
}
