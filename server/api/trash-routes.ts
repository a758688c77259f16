import { Router } from 'express'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { deleteForever, listTrash, restoreFromTrash, type TrashType } from '~/core/trash.server'
import type { Db } from '~/lib/db.server'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/** What the activity log calls each kind. */
const THINGS = { portfolio: 'portfolio item', products: 'product', faqs: 'FAQ' } as const
const ENTITIES = { portfolio: 'portfolio', products: 'product', faqs: 'faq' } as const

/**
 * The trash (docs/api.md §Revisions, drafts and schedule): deleted portfolio items, products and
 * FAQs for 30 days. A restore is public (the item is back on the site): it bumps the content
 * version; deleting for good changes nothing public.
 */
export function trashRoutes(
  ctx: AppContext,
  collections: Record<
    TrashType,
    {
      service: { get(db: Db, id: string): Promise<unknown> }
      restored?: (trx: Db, record: never) => Promise<void>
    }
  >,
): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await listTrash(ctx.db))
  })
  router.post('/:type/:id/restore', async (req, res) => {
    const restored = await recordedWrites(ctx, res).publish(
      async (trx) => {
        const item = await restoreFromTrash(trx, String(req.params.type), String(req.params.id))
        const collection = collections[item.type]
        const record = await collection.service.get(trx, String(req.params.id))
        await collection.restored?.(trx, record as never)
        return { ...item, record }
      },
      ({ type, title }) => ({
        action: 'restore',
        entity: ENTITIES[type],
        entityId: String(req.params.id),
        summary: `Restored the ${THINGS[type]} ${named(title)} from the trash`,
      }),
    )
    res.json(restored.record)
  })
  router.delete('/:type/:id', async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => deleteForever(trx, String(req.params.type), String(req.params.id)),
      ({ type, title }) => ({
        action: 'delete',
        entity: ENTITIES[type],
        entityId: String(req.params.id),
        summary: `Deleted the ${THINGS[type]} ${named(title)} for good`,
      }),
    )
    res.json({ message: 'Deleted for good' })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:type/:id/restore', onlyMethods('POST'))
  router.all('/:type/:id', onlyMethods('DELETE'))
  return router
}
