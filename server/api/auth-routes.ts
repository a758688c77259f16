import { Router, type Request } from 'express'
import { changePasswordInput, loginInput } from '~/features/auth/schemas'
import { changePassword, login, logout } from '~/features/auth/service.server'
import type { AppContext } from '~/lib/context.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth, sessionOf } from './auth-middleware'
import { loginRateLimit } from './rate-limits'
import { onlyMethods } from './method-not-allowed'

/** The caller's address as Express reads it (behind a proxy, per TRUST_PROXY). */
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'

export function authRoutes(ctx: AppContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  const policy = {
    maxAttempts: ctx.env.LOGIN_MAX_ATTEMPTS,
    lockMinutes: ctx.env.LOGIN_LOCK_MINUTES,
  }

  router.post('/login', loginRateLimit(ctx), async (req, res) => {
    const input = loginInput.parse(bodyObject(req.body))
    const token = await login(ctx.db, { ...input, client: clientAddress(req) }, policy)
    res.json({ token })
  })
  router.get('/user', auth, (_req, res) => {
    res.json(sessionOf(res).user)
  })
  router.post('/logout', auth, async (_req, res) => {
    await logout(ctx.db, sessionOf(res))
    res.json({ message: 'You have been successfully logged out' })
  })
  router.put('/password', auth, async (req, res) => {
    const input = changePasswordInput.parse(bodyObject(req.body))
    await changePassword(ctx.db, sessionOf(res), { ...input, client: clientAddress(req) }, policy)
    res.json({ message: 'Password changed. Other sessions were signed out.' })
  })
  router.all('/login', onlyMethods('POST'))
  router.all('/user', onlyMethods('GET, HEAD'))
  router.all('/logout', onlyMethods('POST'))
  router.all('/password', onlyMethods('PUT'))
  return router
}
