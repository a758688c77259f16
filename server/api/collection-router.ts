import { Router, type RequestHandler } from 'express'
import type { CollectionService } from '~/core/collection.server'
import type { AppContext } from '~/core/context.server'
import { named, type ActivityEntity } from '~/core/activity.server'
import { editableFields } from '~/lib/records'
import { bodyObject, type z } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

interface StoredRecord {
  _id: string
  createdAt: string
  updatedAt: string
}

/** An admin-managed collection: its service, the schema its bodies are parsed with, its texts. */
export interface Collection<T extends StoredRecord, Data> {
  service: CollectionService<T, Data>
  schema: z.ZodType<Data>
  /** 'Portfolio item deleted successfully', say. */
  deletedMessage: string
  /** How the activity log names the collection and one of its records. */
  activity: { entity: ActivityEntity; thing: string; nameOf: (record: T) => string }
}

/**
 * The five calls every admin-managed collection has (docs/api.md §REST API): public reads, admin
 * writes.
 */
export function collectionRouter<T extends StoredRecord, Data>(
  ctx: AppContext,
  answers: PublicAnswers,
  auth: RequestHandler,
  { service, schema, deletedMessage, activity }: Collection<T, Data>,
): Router {
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
  router.get(
    '/:id',
    answers.json((req) => service.get(db, String(req.params.id))),
  )
  router.post('/', auth, async (req, res) => {
    const data = schema.parse(bodyObject(req.body))
    const created = await recordedWrites(ctx, res).publish(
      (trx) => service.create(trx, data),
      event('create', 'Created'),
    )
    res.status(201).json(created)
  })
  router.put('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    // Fields left out of the body keep their stored values: the body is merged over the
    // record (a 404 when there is none) and the whole is parsed.
    const current = editableFields(await service.get(db, id))
    const data = schema.parse({ ...current, ...bodyObject(req.body) })
    const updated = await recordedWrites(ctx, res).publish(
      (trx) => service.update(trx, id, data),
      event('update', 'Updated'),
    )
    res.json(updated)
  })
  router.delete('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    await recordedWrites(ctx, res).publish(
      async (trx) => {
        const record = await service.get(trx, id)
        await service.remove(trx, id)
        return record
      },
      event('delete', 'Deleted'),
    )
    res.json({ message: deletedMessage })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PUT, DELETE'))
  return router
}
