import { Router, type RequestHandler } from 'express'
import { named, recordActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { listFaqs } from '~/features/faqs/queries.server'
import { moveFaq } from '~/features/faqs/service.server'
import { bodyObject, z } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

const moveBody = z.object({ direction: z.enum(['up', 'down']) })

/**
 * `POST /api/faqs/{id}/move {direction}`: the list's up and down buttons (docs/api.md §FAQs). A
 * move changes the orders of two FAQs or more, written in one transaction with ONE activity
 * entry ("Moved … up"), where two `PUT`s each logged an "Updated" (ADR 066). Answers the FAQs in
 * their new public order.
 */
export function faqMoveRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = Router()
  router.post('/:id/move', auth, async (req, res) => {
    const { direction } = moveBody.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    const faqs = await ctx.contentVersion.publish(async (trx) => {
      const { faq, moved } = await moveFaq(trx, String(req.params.id), direction)
      // First up or last down changes nothing, and so records nothing.
      if (moved) {
        await recordActivity(trx, actor, {
          action: 'move',
          entity: 'faq',
          entityId: faq._id,
          summary: `Moved the FAQ ${named(faq.question)} ${direction}`,
        })
      }
      return listFaqs(trx)
    })
    res.json(faqs)
  })
  router.all('/:id/move', onlyMethods('POST'))
  return router
}
