import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { readBrand, saveBrand } from '~/features/brand/queries.server'
import { brandInput } from '~/features/brand/schemas'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** Settings → Brand (docs/api.md §Brand): a public read, an admin's write. */
export function brandRoutes(ctx: AppContext, answers: PublicAnswers): Router {
  const router = Router()
  router.get(
    '/',
    answers.json(() => readBrand(ctx.db)),
  )
  router.put('/', async (req, res) => {
    // Fields left out keep their saved values, as on every other resource.
    const current = await readBrand(ctx.db)
    const brand = brandInput.parse({ ...current, ...bodyObject(req.body) })
    const saved = await recordedWrites(ctx, res).publish(
      (trx) => saveBrand(trx, brand),
      (b) => ({ action: 'update', entity: 'settings', summary: `Updated the brand (${b.name})` }),
    )
    res.json(saved)
  })
  router.all('/', onlyMethods('GET, HEAD, PUT'))
  return router
}
