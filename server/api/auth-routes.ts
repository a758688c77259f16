import { Router } from 'express'
import { requestResetLink, resetMailOf, resetPassword } from '~/features/auth/password-reset.server'
import {
  changePasswordInput,
  forgotPasswordInput,
  passwordLoginInput,
  resetPasswordInput,
  secondStepInput,
} from '~/features/auth/schemas'
import { changePassword, login, loginWithCode, logout } from '~/features/auth/service.server'
import { secondFactorRequired } from '~/features/auth/two-factor.server'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { requireAuth, sessionOf } from './auth-middleware'
import {
  forgotPasswordRateLimits,
  loginRateLimit,
  markSecondFactorDue,
  resetPasswordRateLimit,
} from './rate-limits'
import { onlyMethods } from './method-not-allowed'
import { secondFactorRoutes } from './second-factor-routes'
import { authorProfileRoutes } from './author-profile-routes'
import { sessionRoutes } from './session-routes'
import { clientAddress, lockoutPolicy, signInClient } from './sign-in-client'

const RESET_SENT =
  'If an account uses this e-mail, a link to reset its password is on its way. It works for one hour.'

export function authRoutes(ctx: AppContext, answers: PublicAnswers): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  const policy = lockoutPolicy(ctx)

  const signIn = loginRateLimit(ctx)
  // A password, with or without its second factor's code; or the password step's challenge
  // and a code (docs/api.md §Authentication, Two-factor sign-in).
  router.post('/login', signIn, async (req, res) => {
    const body = bodyObject(req.body)
    if ('challenge' in body) {
      const input = secondStepInput.parse(body)
      res.json(await loginWithCode(ctx, { ...input, ...signInClient(req) }, policy))
      return
    }
    const input = passwordLoginInput.parse(body)
    const result = await login(ctx, { ...input, ...signInClient(req) }, policy)
    if ('twoFactor' in result) markSecondFactorDue(res)
    res.status('twoFactor' in result ? 401 : 200).json(result)
  })
  router.get('/user', auth, (_req, res) => {
    const session = sessionOf(res)
    const setUp =
      !session.hasSecondFactor && secondFactorRequired(ctx.env.REQUIRE_2FA, session.user.role)
    res.json({ ...session.user, ...(setUp && { twoFactorSetupRequired: true }) })
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
  router.use(secondFactorRoutes(ctx, answers, signIn))
  router.use('/sessions', sessionRoutes(ctx))
  router.all('/login', onlyMethods('POST'))
  router.all('/forgot-password', onlyMethods('GET, HEAD, POST'))
  router.all('/reset-password', onlyMethods('POST'))
  router.use('/profile', authorProfileRoutes(ctx))
  router.all('/user', onlyMethods('GET, HEAD'))
  router.all('/logout', onlyMethods('POST'))
  router.all('/password', onlyMethods('PUT'))
  return router
}
