import { Router } from 'express'
import { serverCollections } from '~/collections.server'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { MEDIA_DELETED, mediaQuery, mediaUpdate } from '~/features/uploads/media'
import {
  deleteMedia,
  getMedia,
  listMedia,
  replaceMediaFile,
  updateMedia,
} from '~/features/uploads/media.server'
import { prepareImage } from '~/features/uploads/queries.server'
import { bodyObject } from '~/lib/validation'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { receiveImage } from './upload-routes'

/**
 * The media library (CONTRACT §Media library, ADR 087, 088): staff with the `content` right.
 * Where an item is used comes from every collection's declared picture fields.
 */
export function mediaRoutes(ctx: AppContext): Router {
  const router = Router()
  const collections = serverCollections

  router.get('/', async (req, res) => {
    res.json(await listMedia(ctx.db, collections, mediaQuery.parse(req.query)))
  })
  router.get('/:id', async (req, res) => {
    res.json(await getMedia(ctx.db, collections, String(req.params.id)))
  })
  router.patch('/:id', async (req, res) => {
    const changes = mediaUpdate.parse(bodyObject(req.body))
    const { after } = await recordedWrites(ctx, res).publish(
      (trx) => updateMedia(trx, collections, String(req.params.id), changes),
      ({ before, after }) => ({
        action: 'update',
        entity: 'upload',
        entityId: after._id,
        summary: describeUpdate(before.filename, after, changes),
      }),
    )
    res.json(after)
  })
  router.put('/:id/file', receiveImage(), async (req, res) => {
    const prepared = await prepareImage(req.file!.buffer)
    const { after } = await recordedWrites(ctx, res).publish(
      (trx) => replaceMediaFile(trx, collections, String(req.params.id), prepared),
      ({ after, repointed }) => ({
        action: 'update',
        entity: 'upload',
        entityId: after._id,
        summary: `Replaced the file of ${named(after.filename)} (${after.width}×${after.height}, ${after.url}; ${repointed} ${repointed === 1 ? 'record shows' : 'records show'} it)`,
      }),
    )
    res.json(after)
  })
  router.delete('/:id', async (req, res) => {
    await recordedWrites(ctx, res).publish(
      (trx) => deleteMedia(trx, collections, String(req.params.id)),
      (item) => ({
        action: 'delete',
        entity: 'upload',
        entityId: item._id,
        summary: `Deleted ${named(item.filename)} from the media library`,
      }),
    )
    res.json({ message: MEDIA_DELETED })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/:id', onlyMethods('GET, HEAD, PATCH, DELETE'))
  router.all('/:id/file', onlyMethods('PUT'))
  return router
}

function describeUpdate(
  name: string,
  after: { filename: string; alt: string },
  changes: { filename?: string; alt?: string; focalPoint?: unknown },
): string {
  const parts: string[] = []
  if (changes.filename !== undefined && changes.filename !== name) {
    parts.push(`renamed it ${named(after.filename)}`)
  }
  if (changes.alt !== undefined)
    parts.push(after.alt ? `alt text ${named(after.alt)}` : 'no alt text')
  if (changes.focalPoint !== undefined) parts.push('focal point')
  return `Updated ${named(name)} in the media library${parts.length ? `: ${parts.join(', ')}` : ''}`
}
