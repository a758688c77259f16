import { Router, type RequestHandler } from 'express'
import { ACTIVITY_KINDS } from '~/collections'
import { ACTIVITY_ACTIONS } from '~/core/activity'
import { listActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { z } from '~/lib/validation'
import { onlyMethods } from './method-not-allowed'

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  before: z.iso.datetime().optional(),
  // Filters (docs/api.md §Activity): who, what kind of record, what was done, from when.
  since: z.iso.datetime().optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  entity: z.enum(ACTIVITY_KINDS as [string, ...string[]]).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
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
