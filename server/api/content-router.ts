import { Router, type RequestHandler } from 'express'
import type { CrudService } from '~/lib/crud.server'
import type { AppContext } from '~/lib/context.server'
import { editableFields } from '~/lib/records'
import { bodyObject, type z } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { onlyMethods } from './method-not-allowed'

interface StoredRecord {
  _id: string
  createdAt: string
  updatedAt: string
}

/** An admin-managed collection: its service, the schema its bodies are parsed with, its texts. */
export interface Collection<T extends StoredRecord, Data> {
  service: CrudService<T, Data>
  schema: z.ZodType<Data>
  /** 'Portfolio item deleted successfully', say. */
  deletedMessage: string
}

/**
 * The five calls every admin-managed collection has (docs/api.md §REST API): public reads, admin
 * writes.
 */
export function contentRouter<T extends StoredRecord, Data>(
  ctx: AppContext,
  answers: PublicAnswers,
  auth: RequestHandler,
  { service, schema, deletedMessage }: Collection<T, Data>,
): Router {
  const { db } = ctx
  // Every write bumps the content version in its own transaction: cached pages and public
  // answers made before it are never served again.
  const publish: AppContext['contentVersion']['publish'] = (write) =>
    ctx.contentVersion.publish(write)
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
    res.status(201).json(await publish((trx) => service.create(trx, data)))
  })
  router.put('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    // Fields left out of the body keep their stored values: the body is merged over the
    // record (a 404 when there is none) and the whole is parsed.
    const current = editableFields(await service.get(db, id))
    const data = schema.parse({ ...current, ...bodyObject(req.body) })
    res.json(await publish((trx) => service.update(trx, id, data)))
  })
  router.delete('/:id', auth, async (req, res) => {
    await publish((trx) => service.remove(trx, String(req.params.id)))
    res.json({ message: deletedMessage })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PUT, DELETE'))
  return router
}
