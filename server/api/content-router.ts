import { Router, type RequestHandler } from 'express'
import type { Db } from '~/lib/db.server'

/** The five calls every admin-managed collection has (spec §7): public reads, admin writes. */
export interface ContentService<T> {
  list(db: Db): Promise<T[]>
  get(db: Db, id: string): Promise<T>
  create(db: Db, body: unknown): Promise<T>
  edit(db: Db, id: string, body: unknown): Promise<T>
  remove(db: Db, id: string): Promise<void>
  /** 'Portfolio item deleted successfully', say. */
  deletedMessage: string
}

export function contentRouter<T>(db: Db, auth: RequestHandler, service: ContentService<T>): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await service.list(db))
  })
  router.get('/:id', async (req, res) => {
    res.json(await service.get(db, String(req.params.id)))
  })
  router.post('/', auth, async (req, res) => {
    res.status(201).json(await service.create(db, req.body))
  })
  router.put('/:id', auth, async (req, res) => {
    res.json(await service.edit(db, String(req.params.id), req.body))
  })
  router.delete('/:id', auth, async (req, res) => {
    await service.remove(db, String(req.params.id))
    res.json({ message: service.deletedMessage })
  })
  return router
}
