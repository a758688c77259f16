import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { listScheduleFailures } from '~/core/revisions.server'
import { editableOf } from './editable-records'
import { onlyMethods } from './method-not-allowed'
import { SCHEDULED_PUBLISH_JOB, titleOf } from './scheduled-publishing'

/**
 * Every scheduled publish, soonest first, and every one that failed at its time, latest first
 * (docs/api.md §Revisions, drafts and schedule): the dashboard lists them, each with a way to
 * its editor and to cancel or dismiss it there. A failure of a record now in the trash is left
 * out: there is no editor to fix it in until it comes back.
 */
export function scheduleRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    const pending = await ctx.jobs.listPending(ctx.db, SCHEDULED_PUBLISH_JOB)
    const items = await Promise.all(
      pending.map(async ({ key: resource, runAt }) => ({
        resource,
        title: await titleOf(ctx, resource),
        scheduledAt: runAt.toISOString(),
      })),
    )
    const failures = await listScheduleFailures(ctx.db)
    const failed = (
      await Promise.all(
        failures.map(async ({ resource, failure }) => {
          const found = editableOf(resource)
          const exists = await found?.editable.read(ctx.db, found.key).then(
            () => true,
            () => false,
          )
          return exists ? { resource, title: await titleOf(ctx, resource), ...failure } : []
        }),
      )
    ).flat()
    res.json({ timeZone: ctx.env.SITE_TIMEZONE, items, failed })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
