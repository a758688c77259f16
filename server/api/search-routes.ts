import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { searchQuery } from '~/features/search/schemas'
import { createSearchIndex } from '~/search.server'
import { onlyMethods } from './method-not-allowed'
import { searchRateLimit } from './rate-limits'
import { requestedLanguage } from './translated-editable'

/**
 * `GET /api/search?q=` (docs/api.md §Search, ADR 090): published posts, projects, services and
 * products, best first. Not kept in the page cache (each query is its own answer, and public
 * API reads are kept by path and language only): rate-limited per address instead.
 */
export function searchRoutes(ctx: AppContext): Router {
  const router = Router()
  const index = createSearchIndex(ctx)
  router.get('/', searchRateLimit(ctx), async (req, res) => {
    const { q } = searchQuery.parse({ q: req.query.q })
    const lang = requestedLanguage(ctx, req)
    res.json(await index.search(q, lang))
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
