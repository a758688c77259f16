import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { translationStates } from '~/translation-states.server'
import { onlyMethods } from './method-not-allowed'

/**
 * `GET /api/translations` (CONTRACT §Languages): each translatable record in each language but
 * the default, with its state, for the portal's Translations screen and its lists' badges.
 */
export function translationsRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await translationStates(ctx.db, ctx.env.SITE_LANGUAGES.slice(1)))
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
