import type { RequestHandler, Response } from 'express'
import type { AppContext } from '~/core/context.server'
import type { Session } from '~/features/auth/service.server'
import { unauthorized } from '~/lib/errors'

/**
 * A route's own statement that it serves a signed-in user. The session itself was found, and
 * the role's right checked, by the API's one gate (`apiGate`, route-rights.ts) from the token
 * in `x-auth-token` (docs/api.md §Authentication); this only refuses to run, with a 401, if the
 * gate's table had let the route through as public.
 */
export function requireAuth(_ctx?: AppContext): RequestHandler {
  return (_req, res, next) => {
    if (!res.locals.session) throw unauthorized('Authentication required')
    next()
  }
}

export const sessionOf = (res: Response): Session => res.locals.session as Session
