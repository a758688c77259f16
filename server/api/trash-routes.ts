import { Router } from 'express'
import { findServerCollection } from '~/collections.server'
import { trashTableOf, trashThumbnailOf } from '~/collections'
import { named, type ActivityEvent } from '~/core/activity.server'
import type { AnyServerCollection } from '~/core/collection.server'
import type { AppContext } from '~/core/context.server'
import { deleteForever, listTrash, restoreFromTrash } from '~/core/trash.server'
import { notFound } from '~/lib/errors'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** The collection a trash path names, or the trash's 404 for a kind without one. */
function collectionOf(type: string): AnyServerCollection {
  const server = findServerCollection(type)
  if (!server?.collection.editorial.trash) throw notFound('Not in the trash')
  return server
}

/** The activity entry of a restore or a delete for good: 'Restored the FAQ "…" from the trash'. */
const event =
  ({ collection }: AnyServerCollection, id: string, action: 'restore' | 'delete') =>
  ({ title }: { title: string }): ActivityEvent => ({
    action,
    entity: collection.activity.entity,
    entityId: id,
    summary:
      action === 'restore'
        ? `Restored the ${collection.labels.singular} ${named(title)} from the trash`
        : `Deleted the ${collection.labels.singular} ${named(title)} for good`,
  })

/**
 * The trash (docs/api.md §Revisions, drafts and schedule): deleted records of every collection
 * that declares a trash, for 30 days. A restore is public (the item is back on the site): it
 * bumps the content version; deleting for good changes nothing public.
 */
export function trashRoutes(ctx: AppContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listTrash(ctx.db, trashThumbnailOf))
  })
  router.post('/:type/:id/restore', async (req, res) => {
    const type = String(req.params.type)
    const id = String(req.params.id)
    const server = collectionOf(type)
    const { restoring, restored } = server
    const record = await recordedWrites(ctx, res).publish(
      async (trx) => {
        const item = await restoreFromTrash(
          trx,
          trashTableOf,
          type,
          id,
          restoring && ((row, raced) => restoring(trx, row, raced)),
        )
        const back = await server.service.get(trx, id)
        await restored?.(trx, back)
        return { ...item, back }
      },
      event(server, id, 'restore'),
    )
    res.json(record.back)
  })
  router.delete('/:type/:id', async (req, res) => {
    const type = String(req.params.type)
    const id = String(req.params.id)
    const server = collectionOf(type)
    await recordedWrites(ctx, res).write(
      (trx) => deleteForever(trx, trashTableOf, type, id),
      event(server, id, 'delete'),
    )
    res.json({ message: 'Deleted for good' })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:type/:id/restore', onlyMethods('POST'))
  router.all('/:type/:id', onlyMethods('DELETE'))
  return router
}
