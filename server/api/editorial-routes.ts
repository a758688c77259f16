import type { Request, Router } from 'express'
import type { AppContext } from '~/core/context.server'
import {
  deleteDraft,
  findDraft,
  getRevision,
  listRevisions,
  saveDraft,
} from '~/core/revisions.server'
import { AppError, notFound } from '~/lib/errors'
import { isId, z } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { publishDocument, type Editable } from './editables'
import { onlyMethods } from './method-not-allowed'
import { SCHEDULED_PUBLISH_JOB, type ScheduledPublish } from './scheduled-publishing'

const publishBody = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
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
  editable: Editable<Shaped>,
  keyOf: (req: Request) => string,
): void {
  const { db } = ctx
  const record = async (req: Request) => {
    const key = keyOf(req)
    return { key, current: await editable.read(db, key), resource: editable.resource(key) }
  }
  const revisionId = (req: Request) => {
    const id = String(req.params.rid)
    if (!isId(id)) throw notFound('Revision not found')
    return id
  }

  router.get(`${prefix}/revisions`, async (req, res) => {
    const { resource } = await record(req)
    res.json(await listRevisions(db, resource))
  })
  router.get(`${prefix}/revisions/:rid`, async (req, res) => {
    const { resource } = await record(req)
    res.json(await getRevision(db, resource, revisionId(req)))
  })
  router.post(`${prefix}/revisions/:rid/restore`, async (req, res) => {
    const { key, current, resource } = await record(req)
    const revision = await getRevision(db, resource, revisionId(req))
    const document = editable.parse(revision.document, current)
    res.json(await publishDocument(ctx, sessionOf(res).user, editable, key, document, 'restore'))
  })

  router.get(`${prefix}/draft`, async (req, res) => {
    const { current, resource } = await record(req)
    const draft = await findDraft(db, resource)
    if (!draft) throw notFound('There is no draft')
    res.setHeader('ETag', `"${draft.etag}"`)
    res.json(editable.shapeDraft(current, draft.document, draft.updatedAt))
  })
  router.put(`${prefix}/draft`, async (req, res) => {
    const { current, resource } = await record(req)
    const document = editable.parse(req.body, current)
    const draft = await saveDraft(db, sessionOf(res).user, resource, document, req.get('if-match'))
    res.setHeader('ETag', `"${draft.etag}"`)
    res.json(editable.shapeDraft(current, draft.document, draft.updatedAt))
  })
  router.delete(`${prefix}/draft`, async (req, res) => {
    const { resource } = await record(req)
    // A discarded draft can no longer be published at its time either.
    await db.transaction().execute(async (trx) => {
      await deleteDraft(trx, resource)
      await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, resource)
    })
    res.json({ message: 'Draft discarded' })
  })

  router.post(`${prefix}/publish`, async (req, res) => {
    const { key, resource } = await record(req)
    const { at } = publishBody.parse(req.body ?? {})
    const draft = await findDraft(db, resource)
    if (!draft) throw new AppError(409, 'There is no draft to publish')
    const actor = sessionOf(res).user
    const when = at ? new Date(at) : undefined
    if (when && when.getTime() > ctx.clock.now().getTime()) {
      const payload: ScheduledPublish = { resource, etag: draft.etag, actor }
      await ctx.jobs.enqueue(db, SCHEDULED_PUBLISH_JOB, { key: resource, runAt: when, payload })
      res.status(202).json({ scheduledAt: when.toISOString() })
      return
    }
    await ctx.jobs.cancel(db, SCHEDULED_PUBLISH_JOB, resource)
    res.json(await publishDocument(ctx, actor, editable, key, draft.document, 'draft'))
  })
  router.get(`${prefix}/schedule`, async (req, res) => {
    const { resource } = await record(req)
    const at = await ctx.jobs.pending(db, SCHEDULED_PUBLISH_JOB, resource)
    const draft = await findDraft(db, resource)
    // The zone the portal's "Publish at…" reads and shows times in (SITE_TIMEZONE), and whether
    // there is a draft: an editor asks for it only then, rather than meeting a 404.
    res.json({
      scheduledAt: at?.toISOString() ?? null,
      timeZone: ctx.env.SITE_TIMEZONE,
      draft: draft ? { etag: draft.etag, updatedAt: draft.updatedAt, author: draft.author } : null,
    })
  })
  router.delete(`${prefix}/schedule`, async (req, res) => {
    const { resource } = await record(req)
    const cancelled = await ctx.jobs.cancel(db, SCHEDULED_PUBLISH_JOB, resource)
    if (!cancelled) throw notFound('Nothing is scheduled')
    res.json({ message: 'Scheduled publish cancelled' })
  })

  router.all(`${prefix}/revisions`, onlyMethods('GET, HEAD'))
  router.all(`${prefix}/revisions/:rid`, onlyMethods('GET, HEAD'))
  router.all(`${prefix}/revisions/:rid/restore`, onlyMethods('POST'))
  router.all(`${prefix}/draft`, onlyMethods('GET, HEAD, PUT, DELETE'))
  router.all(`${prefix}/publish`, onlyMethods('POST'))
  router.all(`${prefix}/schedule`, onlyMethods('GET, HEAD, DELETE'))
}
