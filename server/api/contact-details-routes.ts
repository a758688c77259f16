import { Router } from 'express'
import { contactDetailsInput } from '~/features/contact-details/schemas'
import { replaceContactDetails } from '~/features/contact-details/service.server'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { requireAuth } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordActivity } from '~/core/activity.server'
import { requireNoDraft, saveRevision } from '~/core/revisions.server'
import { sessionOf } from './auth-middleware'
import { contactEditable } from './editable-records'
import { publishDocument } from './editables'
import { editorialRoutes } from './editorial-routes'
import { editableIn } from './translated-editable'

export function contactDetailsRoutes(ctx: AppContext, answers: PublicAnswers): Router {
  const router = Router()
  router.get(
    '/',
    // `?lang=de`: the address and opening hours in that language, if translated (ADR 080).
    answers.json((req) => editableIn(ctx, req, contactEditable).read(ctx.db, '')),
  )
  router.post('/', requireAuth(ctx), async (req, res) => {
    const data = contactDetailsInput.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    const { details, created } = await ctx.contentVersion.publish(async (trx) => {
      // As a PUT: not over a draft it has not seen (ADR 071).
      await requireNoDraft(trx, 'contact')
      const saved = await replaceContactDetails(trx, data)
      const revision = await saveRevision(
        trx,
        actor,
        'contact',
        contactEditable.documentOf(saved.details),
        ctx.env.REVISIONS_KEEP,
      )
      await recordActivity(trx, actor, {
        action: saved.created ? 'create' : 'update',
        entity: 'contact',
        entityId: saved.details._id,
        summary: `${saved.created ? 'Created' : 'Updated'} the contact details`,
        revisionId: revision._id,
      })
      return saved
    })
    res.status(created ? 201 : 200).json(details)
  })
  // PUT takes what GET gave (or the bare record) and answers 200: the record exists by then.
  router.put('/', requireAuth(ctx), async (req, res) => {
    const inLanguage = editableIn(ctx, req, contactEditable)
    const document = inLanguage.parse(req.body, await inLanguage.read(ctx.db, ''))
    res.json(await publishDocument(ctx, sessionOf(res).user, inLanguage, '', document, 'save'))
  })
  editorialRoutes(ctx, router, '', contactEditable, () => '')
  router.all('/', onlyMethods('GET, HEAD, POST, PUT'))
  return router
}
