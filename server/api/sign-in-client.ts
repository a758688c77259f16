import type { AppContext } from '~/core/context.server'
import type { LockoutPolicy } from '~/features/auth/lockout.server'
import type { Request } from 'express'

/** The caller's address as Express reads it (behind a proxy, per TRUST_PROXY). */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'

/** Who is signing in from where: the address and the User-Agent the session will show. */
export const signInClient = (req: Request) => ({
  client: clientAddress(req),
  userAgent: req.get('user-agent') ?? null,
})

/** The sign-in lock's settings (LOGIN_MAX_ATTEMPTS, LOGIN_LOCK_MINUTES). */
export const lockoutPolicy = (ctx: AppContext): LockoutPolicy => ({
  maxAttempts: ctx.env.LOGIN_MAX_ATTEMPTS,
  lockMinutes: ctx.env.LOGIN_LOCK_MINUTES,
})
