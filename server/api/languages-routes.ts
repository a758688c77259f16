import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { siteLanguages } from '~/i18n/languages'
import { onlyMethods } from './method-not-allowed'
import { languageName } from './translated-editable'

/**
 * `GET /api/languages`: the site's languages (SITE_LANGUAGES), the default first, named in
 * English for the portal's language switch. Public: every page's `hreflang` says as much.
 */
export function languagesRoutes(ctx: AppContext): Router {
  const router = Router()
  const languages = siteLanguages(ctx.env.SITE_LANGUAGES).map((language) => ({
    code: language.code,
    name: languageName(language.code),
    dir: language.dir,
    default: language.prefix === '',
  }))
  router.get('/', (_req, res) => {
    res.json(languages)
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
