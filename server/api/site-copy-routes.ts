import { Router, type RequestHandler } from 'express'
import { sitePageNames, sitePages } from '~/copy/documents'
import { createPreview, readPage } from '~/features/site-copy/service.server'
import type { AppContext } from '~/core/context.server'
import type { PublicAnswers } from '../page-cache/public-answers'
import { sessionOf } from './auth-middleware'
import { pageOf, siteCopyEditable } from './editable-records'
import { publishDocument } from './editables'
import { editorialRoutes } from './editorial-routes'
import { onlyMethods } from './method-not-allowed'
import { localizedPath } from '~/i18n/languages'
import { editableIn, requestedLanguage } from './translated-editable'

/**
 * The site's editable copy (docs/api.md §Site content): public reads from the page cache, and
 * an admin's save, which publishes at once, or preview link, which publishes nothing.
 */
export function siteCopyRoutes(
  ctx: AppContext,
  answers: PublicAnswers,
  auth: RequestHandler,
): Router {
  const { db } = ctx
  const router = Router()
  router.get(
    '/',
    answers.json(async () =>
      Promise.all(
        sitePageNames.map(async (page) => {
          const { updatedAt } = await readPage(db, page, ctx.logger)
          const { title, paths } = sitePages[page]
          return { page, title, paths, updatedAt }
        }),
      ),
    ),
  )
  // `?lang=de`: the page's copy in that language, each text falling back (ADR 080).
  router.get(
    '/:page',
    answers.json((req) => {
      const page = pageOf(req.params.page)
      const inLanguage = editableIn(ctx, req, siteCopyEditable)
      return inLanguage === siteCopyEditable
        ? readPage(db, page, ctx.logger)
        : inLanguage.read(db, page)
    }),
  )
  router.put('/:page', auth, async (req, res) => {
    const page = pageOf(req.params.page)
    const inLanguage = editableIn(ctx, req, siteCopyEditable)
    const document = inLanguage.parse(req.body, await inLanguage.read(db, page))
    res.json(await publishDocument(ctx, sessionOf(res).user, inLanguage, page, document, 'save'))
  })
  editorialRoutes(ctx, router, '/:page', siteCopyEditable, (req) => pageOf(req.params.page))
  router.post('/:page/preview', auth, async (req, res) => {
    const page = pageOf(req.params.page)
    // A translation's preview (`?lang=de`) is of the page in its language: at its /de address,
    // with that language's fixed texts around the draft (ADR 080).
    const lang = requestedLanguage(ctx, req)
    const language = { prefix: lang ? lang.toLowerCase() : '' }
    const { token, expiresAt } = await createPreview(db, page, req.body)
    // Every page that shows this content, each with the draft in place.
    const urls = sitePages[page].paths.map(
      (path) => `${localizedPath(path, language)}?preview=${token}`,
    )
    res.status(201).json({ url: urls[0], urls, expiresAt })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:page', onlyMethods('GET, HEAD, PUT'))
  router.all('/:page/preview', onlyMethods('POST'))
  return router
}
