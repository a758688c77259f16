import type { Request, Router } from 'express'
import type { AppContext } from '~/core/context.server'
import {
  clearScheduleFailure,
  deleteDraft,
  draftConflict,
  draftMeets,
  findDraft,
  getRevision,
  listRevisions,
  saveDraft,
  type DraftCondition,
} from '~/core/revisions.server'
import { AppError, notFound } from '~/lib/errors'
import { isId, z } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { publishDocument, type Editable } from './editables'
import { onlyMethods } from './method-not-allowed'
import { editableIn } from './translated-editable'
import { SCHEDULED_PUBLISH_JOB, type ScheduledPublish } from './scheduled-publishing'

const publishBody = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
})

/** What the request expects of the record's draft: `If-Match` / `If-None-Match` (ADR 071). */
const conditionOf = (req: Request): DraftCondition => ({
  ifMatch: req.get('if-match'),
  ifNoneMatch: req.get('if-none-match'),
})

/**
 * The history, draft and schedule of one kind of editable record (docs/api.md §Revisions,
 * drafts and schedule), under `prefix` (`/:id`, `/:page`, or '' for the contact details).
 * `keyOf` reads the record's key from the request (and throws the kind's 404 for a bad one).
 */
export function editorialRoutes<Shaped>(
  ctx: AppContext,
  router: Router,
  prefix: string,
  base: Editable<Shaped>,
  keyOf: (req: Request) => string,
  /** Which of the workflow the kind has (a collection's declaration says); all by default. */
  workflow: Workflow = { revisions: true, drafts: true, schedule: true },
): void {
  const { db } = ctx
  // `?lang=de` names the record's translation, with its own history, draft and schedule (ADR 080).
  const record = async (req: Request) => {
    const key = keyOf(req)
    const editable = editableIn(ctx, req, base)
    return {
      key,
      editable,
      current: await editable.read(db, key),
      resource: editable.resource(key),
    }
  }
  const revisionId = (req: Request) => {
    const id = String(req.params.rid)
    if (!isId(id)) throw notFound('Revision not found')
    return id
  }

  if (workflow.revisions) revisionRoutes()
  if (workflow.drafts) draftRoutes()
  if (workflow.schedule) scheduleRoutes()

  function revisionRoutes() {
    router.get(`${prefix}/revisions`, async (req, res) => {
      const { resource } = await record(req)
      res.json(await listRevisions(db, resource))
    })
    router.get(`${prefix}/revisions/:rid`, async (req, res) => {
      const { resource } = await record(req)
      res.json(await getRevision(db, resource, revisionId(req)))
    })
    router.post(`${prefix}/revisions/:rid/restore`, async (req, res) => {
      const { key, current, resource, editable } = await record(req)
      const revision = await getRevision(db, resource, revisionId(req))
      const document = editable.parse(revision.document, current)
      res.json(await publishDocument(ctx, sessionOf(res).user, editable, key, document, 'restore'))
    })
    router.all(`${prefix}/revisions`, onlyMethods('GET, HEAD'))
    router.all(`${prefix}/revisions/:rid`, onlyMethods('GET, HEAD'))
    router.all(`${prefix}/revisions/:rid/restore`, onlyMethods('POST'))
  }

  function draftRoutes() {
    router.get(`${prefix}/draft`, async (req, res) => {
      const { current, resource, editable } = await record(req)
      const draft = await findDraft(db, resource)
      if (!draft) throw notFound('There is no draft')
      res.setHeader('ETag', `"${draft.etag}"`)
      res.json(editable.shapeDraft(current, draft.document, draft.updatedAt))
    })
    router.put(`${prefix}/draft`, async (req, res) => {
      const { current, resource, editable } = await record(req)
      const document = editable.parse(req.body, current)
      const draft = await saveDraft(db, sessionOf(res).user, resource, document, conditionOf(req))
      res.setHeader('ETag', `"${draft.etag}"`)
      res.json(editable.shapeDraft(current, draft.document, draft.updatedAt))
    })
    router.delete(`${prefix}/draft`, async (req, res) => {
      const { resource } = await record(req)
      const condition = conditionOf(req)
      // A discarded draft can no longer be published at its time either. With If-Match, only the
      // draft the editor had: a colleague's newer save is a 409, not lost.
      await db.transaction().execute(async (trx) => {
        const dropped = await deleteDraft(trx, resource, condition.ifMatch)
        if (!dropped && (await findDraft(trx, resource))) throw await draftConflict(trx, resource)
        await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, resource)
      })
      res.json({ message: 'Draft discarded' })
    })

    router.post(`${prefix}/publish`, async (req, res) => {
      const { key, current, resource, editable } = await record(req)
      const { at } = publishBody.parse(req.body ?? {})
      const draft = await findDraft(db, resource)
      const condition = conditionOf(req)
      if (!draftMeets(condition, draft)) throw await draftConflict(db, resource)
      if (!draft) throw new AppError(409, 'There is no draft to publish')
      // Checked as a PUT is, now: a draft saved before a link broke or a slug was taken is not
      // scheduled to fail later, nor published.
      const document = editable.parse(draft.document, current)
      const actor = sessionOf(res).user
      const when = at ? new Date(at) : undefined
      if (when && !workflow.schedule) {
        throw new AppError(400, 'Validation failed', { at: ['This record cannot be scheduled'] })
      }
      if (when && when.getTime() > ctx.clock.now().getTime()) {
        await editable.check?.(ctx, key, document)
        const payload: ScheduledPublish = {
          resource,
          etag: draft.etag,
          actor,
          at: when.toISOString(),
        }
        await db.transaction().execute(async (trx) => {
          await ctx.jobs.enqueue(trx, SCHEDULED_PUBLISH_JOB, {
            key: resource,
            runAt: when,
            payload,
          })
          await clearScheduleFailure(trx, resource)
        })
        res.status(202).json({ scheduledAt: when.toISOString() })
        return
      }
      const published = await publishDocument(
        ctx,
        actor,
        editable,
        key,
        document,
        'draft',
        draft.etag,
      )
      // Only once it is live: a publish refused (a broken link) leaves its schedule as it was.
      await ctx.jobs.cancel(db, SCHEDULED_PUBLISH_JOB, resource)
      res.json(published)
    })
    router.all(`${prefix}/draft`, onlyMethods('GET, HEAD, PUT, DELETE'))
    router.all(`${prefix}/publish`, onlyMethods('POST'))
  }

  function scheduleRoutes() {
    router.get(`${prefix}/schedule`, async (req, res) => {
      const { resource } = await record(req)
      const at = await ctx.jobs.pending(db, SCHEDULED_PUBLISH_JOB, resource)
      const draft = await findDraft(db, resource)
      // The zone the portal's "Publish at…" reads and shows times in (SITE_TIMEZONE), whether
      // there is a draft (an editor asks for it only then, rather than meeting a 404), and a
      // scheduled publish of it that failed (ADR 072).
      res.json({
        scheduledAt: at?.toISOString() ?? null,
        timeZone: ctx.env.SITE_TIMEZONE,
        draft: draft
          ? { etag: draft.etag, updatedAt: draft.updatedAt, author: draft.author }
          : null,
        failed: draft?.failedSchedule ?? null,
      })
    })
    router.delete(`${prefix}/schedule`, async (req, res) => {
      const { resource } = await record(req)
      // Cancels what is scheduled, and dismisses a scheduled publish that failed.
      const [cancelled, dismissed] = await db
        .transaction()
        .execute(async (trx) => [
          await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, resource),
          await clearScheduleFailure(trx, resource),
        ])
      if (!cancelled && !dismissed) throw notFound('Nothing is scheduled')
      res.json({ message: cancelled ? 'Scheduled publish cancelled' : 'Failed schedule dismissed' })
    })
    router.all(`${prefix}/schedule`, onlyMethods('GET, HEAD, DELETE'))
  }
}

/** What of the editorial workflow a kind of record has (ADR 054–057). */
export interface Workflow {
  revisions: boolean
  drafts: boolean
  schedule: boolean
}
