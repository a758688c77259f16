import { Router, type RequestHandler } from 'express'
import {
  breakdown,
  realtime,
  summary,
  timeseries,
  type ReportContext,
} from '~/features/analytics/service.server'
import type { AppContext } from '~/core/context.server'
import { onlyMethods } from './method-not-allowed'

/** Visitor analytics for the portal and for scripts (docs/api.md §Analytics); every role reads them. */
export function analyticsRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = Router()
  // A report counts every view queued before it was asked: the queue is written first, so the
  // screen's figures and tables, asked at once, never disagree on a view written between them.
  const reports = async (): Promise<ReportContext> => {
    try {
      await ctx.analytics.flush()
    } catch (error) {
      ctx.logger.warn({ err: error }, 'page views could not be written before a report')
    }
    return {
      db: ctx.db,
      timeZone: ctx.env.SITE_TIMEZONE,
      rawDays: ctx.env.ANALYTICS_RAW_DAYS,
      now: ctx.clock.now(),
    }
  }
  router.get('/summary', auth, async (req, res) => {
    res.json(await summary(await reports(), req.query))
  })
  router.get('/breakdown', auth, async (req, res) => {
    res.json(await breakdown(await reports(), req.query))
  })
  router.get('/timeseries', auth, async (req, res) => {
    res.json(await timeseries(await reports(), req.query))
  })
  router.get('/realtime', auth, async (_req, res) => {
    res.json(await realtime(await reports()))
  })
  for (const path of ['/summary', '/breakdown', '/timeseries', '/realtime']) {
    router.all(path, onlyMethods('GET, HEAD'))
  }
  return router
}
