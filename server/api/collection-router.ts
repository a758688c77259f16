import { Router, type RequestHandler } from 'express'
import type { AppContext } from '~/core/context.server'
import { named, recordActivity } from '~/core/activity.server'
import { saveRevision } from '~/core/revisions.server'
import { moveToTrash } from '~/core/trash.server'
import { editableFields } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { sessionOf } from './auth-middleware'
import { collectionEditable, type Collection } from './editable-records'
import { publishDocument } from './editables'
import { editorialRoutes } from './editorial-routes'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { SCHEDULED_PUBLISH_JOB } from './scheduled-publishing'

export type { Collection } from './editable-records'

interface StoredRecord {
  _id: string
  createdAt: string
  updatedAt: string
}

/**
 * The five calls every admin-managed collection has (docs/api.md §REST API): public reads, admin
 * writes; and each record's history, draft and schedule (§Revisions, drafts and schedule).
 */
export function collectionRouter<T extends StoredRecord, Data>(
  ctx: AppContext,
  answers: PublicAnswers,
  auth: RequestHandler,
  collection: Collection<T, Data>,
): Router {
  const { service, schema, deletedMessage, activity } = collection
  const editable = collectionEditable(collection)
  const { db } = ctx
  // Every write bumps the content version and is recorded in the activity log, in its own
  // transaction: cached pages and public answers made before it are never served again.
  const event = (action: 'create' | 'update' | 'delete', verb: string) => (record: T) => ({
    action,
    entity: activity.entity,
    entityId: record._id,
    summary: `${verb} the ${activity.thing} ${named(activity.nameOf(record))}`,
  })
  const router = Router()
  router.get(
    '/',
    answers.json(() => service.list(db)),
  )
  router.post('/', auth, async (req, res) => {
    const data = schema.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    // The first revision is the record as created: History starts with it.
    const created = await ctx.contentVersion.publish(async (trx) => {
      const record = await service.create(trx, data)
      const revision = await saveRevision(
        trx,
        actor,
        editable.resource(record._id),
        editableFields(record),
        ctx.env.REVISIONS_KEEP,
      )
      await recordActivity(trx, actor, {
        ...event('create', 'Created')(record),
        revisionId: revision._id,
      })
      return record
    })
    res.status(201).json(created)
  })
  editorialRoutes(ctx, router, '/:id', editable, (req) => String(req.params.id))
  router.get(
    '/:id',
    answers.json((req) => service.get(db, String(req.params.id))),
  )
  router.put('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    // Fields left out of the body keep their stored values: the body is merged over the
    // record (a 404 when there is none) and the whole is parsed.
    const document = editable.parse(req.body, await service.get(db, id))
    res.json(await publishDocument(ctx, sessionOf(res).user, editable, id, document, 'save'))
  })
  router.delete('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    // Not gone for good: moved to the trash for 30 days (docs/api.md §Revisions, drafts and
    // schedule). It leaves its table, so the public site and API stop showing it at once.
    await recordedWrites(ctx, res).publish(
      async (trx) => {
        const record = await service.get(trx, id)
        await moveToTrash(
          trx,
          { type: collection.name, id, title: activity.nameOf(record) },
          sessionOf(res).user,
        )
        await collection.trashed?.(trx, record)
        await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, editable.resource(id))
        return record
      },
      (record) => ({
        action: 'delete',
        entity: activity.entity,
        entityId: record._id,
        summary: `Moved the ${activity.thing} ${named(activity.nameOf(record))} to the trash`,
      }),
    )
    res.json({ message: deletedMessage })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PUT, DELETE'))
  return router
}
