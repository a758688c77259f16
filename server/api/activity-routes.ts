import { Router, type RequestHandler } from 'express'
import { listActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { z } from '~/lib/validation'
import { onlyMethods } from './method-not-allowed'

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.iso.datetime().optional(),
})

/** The activity log, newest first, a page at a time (docs/api.md §Activity). */
export function activityRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = Router()
  router.get('/', auth, async (req, res) => {
    res.json(await listActivity(ctx.db, pageQuery.parse(req.query)))
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
