import { Router } from 'express'
import { contactDetailsInput } from '~/features/contact-details/schemas'
import {
  replaceContactDetails,
  requireContactDetails,
} from '~/features/contact-details/service.server'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { requireAuth } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

export function contactDetailsRoutes(ctx: AppContext, answers: PublicAnswers): Router {
  const router = Router()
  router.get(
    '/',
    answers.json(() => requireContactDetails(ctx.db)),
  )
  router.post('/', requireAuth(ctx), async (req, res) => {
    const data = contactDetailsInput.parse(bodyObject(req.body))
    const { details, created } = await recordedWrites(ctx, res).publish(
      (trx) => replaceContactDetails(trx, data),
      ({ details, created }) => ({
        action: created ? 'create' : 'update',
        entity: 'contact',
        entityId: details._id,
        summary: `${created ? 'Created' : 'Updated'} the contact details`,
      }),
    )
    res.status(created ? 201 : 200).json(details)
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  return router
}
