import { Router } from 'express'
import { recordActivity } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { recordChange } from '~/core/reads.server'
import { postIdsByAuthor } from '~/features/posts/queries.server'
import { readAuthorProfile, writeAuthorProfile } from '~/features/team/queries.server'
import { authorProfileInput } from '~/features/team/schemas'
import { bodyObject } from '~/lib/validation'
import { requireAuth, sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

/**
 * `GET|PUT /api/auth/profile` (docs/api.md §Authentication): the signed-in account's author
 * card — public name, job title, photo, short bio — as its posts show it (issue #39). A change
 * is a publish: the pages of that account's posts, and only they, are made again (ADR 085).
 */
export function authorProfileRoutes(ctx: AppContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  router.get('/', auth, async (_req, res) => {
    res.json(await readAuthorProfile(ctx.db, sessionOf(res).user._id))
  })
  router.put('/', auth, async (req, res) => {
    const profile = authorProfileInput.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    await ctx.contentVersion.publish(async (trx) => {
      await writeAuthorProfile(trx, actor._id, profile)
      // The card's own key, so a change with no post to show it is still a change of
      // something (never "everything"), and the posts that show it.
      recordChange(`authors/${actor._id}`)
      for (const id of await postIdsByAuthor(trx, actor._id)) recordChange(`posts/${id}`)
      await recordActivity(trx, actor, {
        action: 'update',
        entity: 'user',
        entityId: actor._id,
        summary: 'Updated their author card',
      })
    })
    res.json(profile)
  })
  router.all('/', onlyMethods('GET, HEAD, PUT'))
  return router
}
