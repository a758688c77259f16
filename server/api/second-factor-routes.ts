import { Router, type Request, type RequestHandler } from 'express'
import {
  addPasskey,
  assertPasskeyHost,
  passkeyAddOptions,
  passkeySignInOptions,
  passkeysOf,
  removePasskey,
  renamePasskeyOf,
  type RelyingParty,
} from '~/features/auth/passkeys.server'
import {
  enableAuthenticatorInput,
  passkeyAddInput,
  passkeyNameInput,
  passkeyOptionsInput,
  passkeySignInInput,
  passwordInput,
} from '~/features/auth/schemas'
import { confirmPassword, loginWithPasskey } from '~/features/auth/service.server'
import {
  disableAuthenticator,
  enableAuthenticator,
  renewRecoveryCodes,
  startAuthenticatorSetup,
  twoFactorStatus,
} from '~/features/auth/two-factor.server'
import type { AppContext } from '~/core/context.server'
import { AppError } from '~/lib/errors'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { requireAuth, sessionOf } from './auth-middleware'
import { clientAddress, lockoutPolicy, signInClient } from './sign-in-client'
import { onlyMethods } from './method-not-allowed'
import { passkeyChallengeRateLimit } from './rate-limits'

/**
 * The second factors (docs/api.md §Authentication, Two-factor sign-in): the authenticator app
 * under /api/auth/2fa, one's passkeys under /api/auth/passkeys, and signing in with a passkey
 * at /api/auth/passkey. `signIn` is the sign-in rate limit, shared with the password.
 */
export function secondFactorRoutes(
  ctx: AppContext,
  answers: PublicAnswers,
  signIn: RequestHandler,
): Router {
  const router = Router()
  const auth = requireAuth(ctx)
  const policy = lockoutPolicy(ctx)
  /**
   * The relying party: SITE_URL's host, or without it the request's validated origin, so a
   * passkey made on one host is never asked for on another (ADR 049).
   */
  const relyingParty = (req: Request): RelyingParty => {
    const origin = answers.originOf(req)
    if (!origin) throw new AppError(400, 'Invalid Host header')
    return { id: new URL(origin).hostname, origin }
  }
  /**
   * The password again, under the sign-in lock: what adding, replacing or taking away a second
   * factor takes (ADR 069), so a stolen session alone cannot change them.
   */
  const passwordAgain = async (req: Request, session: ReturnType<typeof sessionOf>) => {
    const { password } = passwordInput.parse(bodyObject(req.body))
    await confirmPassword(ctx.db, session, { password, client: clientAddress(req) }, policy)
  }

  router.get('/2fa', auth, async (_req, res) => {
    res.json(await twoFactorStatus(ctx, sessionOf(res)))
  })
  router.post('/2fa/setup', auth, async (req, res) => {
    res.json(await startAuthenticatorSetup(ctx, sessionOf(res), relyingParty(req).id))
  })
  router.post('/2fa/enable', auth, async (req, res) => {
    const { code } = enableAuthenticatorInput.parse(bodyObject(req.body))
    const session = sessionOf(res)
    await passwordAgain(req, session)
    res.json({ recoveryCodes: await enableAuthenticator(ctx, session, code) })
  })
  router.post('/2fa/disable', auth, async (req, res) => {
    const session = sessionOf(res)
    await passwordAgain(req, session)
    await disableAuthenticator(ctx, session)
    res.json({ message: 'Two-factor sign-in with the authenticator app is off' })
  })
  router.post('/2fa/recovery-codes', auth, async (req, res) => {
    const session = sessionOf(res)
    await passwordAgain(req, session)
    res.json({ recoveryCodes: await renewRecoveryCodes(ctx, session) })
  })

  router.get('/passkeys', auth, async (_req, res) => {
    res.json(await passkeysOf(ctx, sessionOf(res)))
  })
  router.post('/passkeys/options', auth, async (req, res) => {
    const session = sessionOf(res)
    const rp = relyingParty(req)
    // Before the password: a host no browser makes a passkey for costs no attempt.
    assertPasskeyHost(rp)
    await passwordAgain(req, session)
    res.json(await passkeyAddOptions(ctx, session, rp))
  })
  router.post('/passkeys', auth, async (req, res) => {
    const input = passkeyAddInput.parse(bodyObject(req.body))
    res.status(201).json(await addPasskey(ctx, sessionOf(res), relyingParty(req), input))
  })
  router.patch('/passkeys/:id', auth, async (req, res) => {
    const { name } = passkeyNameInput.parse(bodyObject(req.body))
    res.json(await renamePasskeyOf(ctx, sessionOf(res), String(req.params.id), name))
  })
  router.delete('/passkeys/:id', auth, async (req, res) => {
    const session = sessionOf(res)
    await passwordAgain(req, session)
    await removePasskey(ctx, session, String(req.params.id))
    res.json({ message: 'Passkey removed' })
  })

  // Each call may store a step (a passkey alone): limited per address, counting every call.
  router.post('/passkey/options', passkeyChallengeRateLimit(ctx), signIn, async (req, res) => {
    // No body at all is a passkey sign-in on its own.
    const { challenge } = passkeyOptionsInput.parse(bodyObject(req.body ?? {}))
    res.json(await passkeySignInOptions(ctx, relyingParty(req), challenge))
  })
  router.post('/passkey', signIn, async (req, res) => {
    const input = passkeySignInInput.parse(bodyObject(req.body))
    res.json(await loginWithPasskey(ctx, relyingParty(req), { ...input, ...signInClient(req) }))
  })

  router.all('/2fa', onlyMethods('GET, HEAD'))
  for (const path of ['/2fa/setup', '/2fa/enable', '/2fa/disable', '/2fa/recovery-codes']) {
    router.all(path, onlyMethods('POST'))
  }
  router.all('/passkeys', onlyMethods('GET, HEAD, POST'))
  router.all('/passkeys/options', onlyMethods('POST'))
  router.all('/passkeys/:id', onlyMethods('PATCH, DELETE'))
  router.all('/passkey/options', onlyMethods('POST'))
  router.all('/passkey', onlyMethods('POST'))
  return router
}
