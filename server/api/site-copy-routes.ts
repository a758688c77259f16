import { Router, type RequestHandler } from 'express'
import { isSitePage, sitePageNames, sitePages, type SitePage } from '~/copy/documents'
import { createPreview, publishPage, readPage } from '~/features/site-copy/service.server'
import type { AppContext } from '~/core/context.server'
import { notFound } from '~/lib/errors'
import type { PublicAnswers } from '../page-cache/public-answers'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { checkMenuLinks } from './link-check'

/** The page a path names, or the contract's 404. */
function pageOf(value: unknown): SitePage {
  const page = String(value)
  if (!isSitePage(page)) throw notFound('Page not found')
  return page
}

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
  router.get(
    '/:page',
    answers.json((req) => readPage(db, pageOf(req.params.page), ctx.logger)),
  )
  router.put('/:page', auth, async (req, res) => {
    const page = pageOf(req.params.page)
    await checkMenuLinks(ctx, page, req.body)
    const saved = await recordedWrites(ctx, res).publish(
      (trx) => publishPage(trx, page, req.body),
      () => ({
        action: 'update',
        entity: 'site-content',
        entityId: page,
        summary: `Published the ${sitePages[page].title} page’s content`,
      }),
    )
    res.json(saved)
  })
  router.post('/:page/preview', auth, async (req, res) => {
    const page = pageOf(req.params.page)
    const { token, expiresAt } = await createPreview(db, page, req.body)
    // Every page that shows this content, each with the draft in place.
    const urls = sitePages[page].paths.map((path) => `${path}?preview=${token}`)
    res.status(201).json({ url: urls[0], urls, expiresAt })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:page', onlyMethods('GET, HEAD, PUT'))
  router.all('/:page/preview', onlyMethods('POST'))
  return router
}
