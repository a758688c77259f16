import { Router } from 'express'
import { headingsOf, renderPostBody } from '~/features/posts/markdown.server'
import { postPreviewInput } from '~/features/posts/schemas'
import { onlyMethods } from './method-not-allowed'

/**
 * The post editor's preview (ADR 091): a body rendered and sanitised exactly as its page will
 * show it (ADR 089), stored nowhere. The portal shows the HTML in the site's own styles.
 */
export function postPreviewRoutes(): Router {
  const router = Router()
  router.post('/preview', (req, res) => {
    const { body } = postPreviewInput.parse(req.body ?? {})
    const html = renderPostBody(body)
    res.json({ html, headings: headingsOf(html) })
  })
  router.all('/preview', onlyMethods('POST'))
  return router
}
