import type { RequestHandler, Response } from 'express'
import { findSession, type Session } from '~/features/auth/service.server'
import type { AppContext } from '~/core/context.server'
import { unauthorized } from '~/lib/errors'

/**
 * Admin calls carry the token in `x-auth-token` (docs/api.md §Authentication); anything else is
 * a 401.
 */
export function requireAuth(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const token = req.get('x-auth-token')
    if (!token) throw unauthorized('Authentication required')
    // Tokens are 43 base64url characters; anything else cannot be one of ours.
    const session = /^[\w-]{20,200}$/.test(token) ? await findSession(ctx.db, token) : undefined
    if (!session) throw unauthorized('Invalid or expired token')
    res.locals.session = session
    next()
  }
}

export const sessionOf = (res: Response): Session => res.locals.session as Session
