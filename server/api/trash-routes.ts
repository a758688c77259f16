import { Router } from 'express'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { findServerCollection } from '~/collections.server'
import { trashTableOf } from '~/collections'
import { deleteForever, listTrash, restoreFromTrash } from '~/core/trash.server'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** The collection a trashed item belongs to (restoreFromTrash refuses any other kind). */
const collectionOf = (type: string) => findServerCollection(type)!

/**
 * The trash (docs/api.md §Revisions, drafts and schedule): deleted records of every collection
 * that declares a trash, for 30 days. A restore is public (the item is back on the site): it
 * bumps the content version; deleting for good changes nothing public.
 */
export function trashRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listTrash(ctx.db))
  })
  router.post('/:type/:id/restore', async (req, res) => {
    const restored = await recordedWrites(ctx, res).publish(
      async (trx) => {
        const type = String(req.params.type)
        const item = await restoreFromTrash(trx, trashTableOf, type, String(req.params.id))
        const server = collectionOf(type)
        const record = await server.service.get(trx, String(req.params.id))
        await server.restored?.(trx, record)
        return { ...item, record }
      },
      ({ type, title }) => ({
        action: 'restore',
        entity: collectionOf(type).collection.activity.entity,
        entityId: String(req.params.id),
        summary: `Restored the ${collectionOf(type).collection.labels.singular} ${named(title)} from the trash`,
      }),
    )
    res.json(restored.record)
  })
  router.delete('/:type/:id', async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => deleteForever(trx, trashTableOf, String(req.params.type), String(req.params.id)),
      ({ type, title }) => ({
        action: 'delete',
        entity: collectionOf(type).collection.activity.entity,
        entityId: String(req.params.id),
        summary: `Deleted the ${collectionOf(type).collection.labels.singular} ${named(title)} for good`,
      }),
    )
    res.json({ message: 'Deleted for good' })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:type/:id/restore', onlyMethods('POST'))
  router.all('/:type/:id', onlyMethods('DELETE'))
  return router
}
