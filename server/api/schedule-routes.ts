import { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { isSitePage, sitePages } from '~/copy/documents'
import { editableOf } from './editable-records'
import { onlyMethods } from './method-not-allowed'
import { SCHEDULED_PUBLISH_JOB } from './scheduled-publishing'

/** What the dashboard calls a scheduled record: its name, or the page's title. */
function nameOf(shaped: unknown): string | undefined {
  const record = (shaped ?? {}) as { title?: string; name?: string; question?: string }
  return record.title ?? record.name ?? record.question
}

/**
 * Every scheduled publish, soonest first (docs/api.md §Revisions, drafts and schedule): the
 * dashboard lists them, each with a way to its editor and to cancel it there.
 */
export function scheduleRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    const pending = await ctx.jobs.listPending(ctx.db, SCHEDULED_PUBLISH_JOB)
    const items = await Promise.all(
      pending.map(async ({ key: resource, runAt }) => {
        const found = editableOf(resource)
        const shaped =
          found && (await found.editable.read(ctx.db, found.key).catch(() => undefined))
        const page = resource.slice('content/'.length)
        const title = resource.startsWith('content/')
          ? `${isSitePage(page) ? sitePages[page].title : page} page`
          : resource === 'contact'
            ? 'Contact details'
            : (nameOf(shaped) ?? resource)
        return { resource, title, scheduledAt: runAt.toISOString() }
      }),
    )
    res.json({ timeZone: ctx.env.SITE_TIMEZONE, items })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  return router
}
