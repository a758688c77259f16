import { Router } from 'express'
import { endOtherSessions, endSession, sessionsOf } from '~/features/auth/sessions.server'
import type { AppContext } from '~/core/context.server'
import { AppError } from '~/lib/errors'
import { isId } from '~/lib/validation'
import { requireAuth, sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

/**
 * "Where you're signed in" (docs/api.md §Authentication, Sessions): one's own sessions, each
 * named by its own id (never its token's hash); ending one makes its token fail at once.
 */
export function sessionRoutes(ctx: AppContext): Router {
  const router = Router()
  router.use(requireAuth(ctx))
  router.get('/', async (_req, res) => {
    res.json(await sessionsOf(ctx.db, sessionOf(res)))
  })
  router.delete('/others', async (_req, res) => {
    const ended = await endOtherSessions(ctx.db, sessionOf(res))
    res.json({ message: 'Signed out everywhere else', ended })
  })
  router.delete('/:id', async (req, res) => {
    const id = String(req.params.id)
    if (!isId(id) || !(await endSession(ctx.db, sessionOf(res), id))) {
      throw new AppError(404, 'Session not found')
    }
    res.json({ message: 'Session ended' })
  })
  router.all('/', onlyMethods('GET, HEAD'))
  router.all('/others', onlyMethods('DELETE'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}
