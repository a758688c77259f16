import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { createPagePreview } from '~/features/pages/preview.server'
import { localizedPath } from '~/i18n/languages'
import { onlyMethods } from './method-not-allowed'
import { requestedLanguage } from './translated-editable'

/**
 * The page builder's live preview (docs/api.md §Pages): the page as the form holds it, checked
 * like a save, behind a preview link at its path for an hour (`?lang=de`: at its German
 * address, with that language's fixed texts around it). The site renders it with the draft.
 */
export function pagePreviewRoutes(ctx: AppContext): Router {
  const router = Router()
  router.post('/preview', async (req, res) => {
    const { token, expiresAt, path } = await createPagePreview(ctx.db, req.body)
    const lang = requestedLanguage(ctx, req)
    const url = `${localizedPath(path, { prefix: lang ? lang.toLowerCase() : '' })}?preview=${token}`
    res.status(201).json({ url, expiresAt })
  })
  router.all('/preview', onlyMethods('POST'))
  return router
}
