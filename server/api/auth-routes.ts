import { Router, type Request } from 'express'
import { requestResetLink, resetMailOf, resetPassword } from '~/features/auth/password-reset.server'
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from '~/features/auth/schemas'
import { changePassword, login, logout } from '~/features/auth/service.server'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import { requireAuth, sessionOf } from './auth-middleware'
import { forgotPasswordRateLimits, loginRateLimit, resetPasswordRateLimit } from './rate-limits'
import { onlyMethods } from './method-not-allowed'

const RESET_SENT =
  'If an account uses this e-mail, a link to reset its password is on its way. It works for one hour.'

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
  // Reset by e-mail needs SMTP (to send the link) and SITE_URL (the link must not be built from
  // a Host header a stranger chose).
  const resetMail = resetMailOf(ctx)
  router.get('/forgot-password', (_req, res) => {
    res.json({ available: resetMail !== undefined })
  })
  router.post('/forgot-password', ...forgotPasswordRateLimits(ctx), async (req, res) => {
    const { email } = forgotPasswordInput.parse(bodyObject(req.body))
    if (!resetMail) {
      res.status(503).json({ message: 'Password reset by e-mail is not set up on this site' })
      return
    }
    // The same work and the same body for every address: the link is sent by a job.
    await requestResetLink(ctx, email)
    res.json({ message: RESET_SENT })
  })
  router.post('/reset-password', resetPasswordRateLimit(ctx), async (req, res) => {
    await resetPassword(ctx.db, resetPasswordInput.parse(bodyObject(req.body)))
    res.json({ message: 'Your password has been reset. You can now sign in.' })
  })
  router.all('/login', onlyMethods('POST'))
  router.all('/forgot-password', onlyMethods('GET, HEAD, POST'))
  router.all('/reset-password', onlyMethods('POST'))
  router.all('/user', onlyMethods('GET, HEAD'))
  router.all('/logout', onlyMethods('POST'))
  router.all('/password', onlyMethods('PUT'))
  return router
}
