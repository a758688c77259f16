import type { Request, RequestHandler, Response } from 'express'
import { match } from 'path-to-regexp'
import { serverCollections } from '~/collections.server'
import type { AnyServerCollection } from '~/core/collection.server'
import { can, type Right } from '~/core/rights'
import type { AppContext } from '~/core/context.server'
import { findSession, type Session } from '~/features/auth/service.server'
import { secondFactorRequired } from '~/features/auth/two-factor.server'
import { findApiToken } from '~/features/integrations/tokens.server'
import { AppError, unauthorized } from '~/lib/errors'

/**
 * What each API route needs (docs/api.md §Access), in one table: nothing (`public`), any
 * signed-in account (`signed-in`), or a right of app/core/rights.ts. `enrolment` is
 * `signed-in` and also open to a session whose account REQUIRE_2FA asks for a second factor it
 * has not set up yet: such a session reaches those routes alone (ADR 048). `GET` covers `HEAD`.
 * A route missing here answers 404 whatever it does, so a route without a rule is never open by
 * accident; tests/integration/api-rights.test.ts walks every route the API registers against
 * every role and fails on one without a rule.
 */
export type Rule = 'public' | 'signed-in' | 'enrolment' | Right

export const API_RULES: Record<string, Rule> = {
  'GET /api/openapi.json': 'public',

  'POST /api/auth/login': 'public',
  'GET /api/auth/forgot-password': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/user': 'enrolment',
  'POST /api/auth/logout': 'enrolment',
  'PUT /api/auth/password': 'signed-in',
  'GET /api/auth/profile': 'signed-in',
  'PUT /api/auth/profile': 'signed-in',
  'POST /api/auth/passkey/options': 'public',
  'POST /api/auth/passkey': 'public',
  'GET /api/auth/2fa': 'enrolment',
  'POST /api/auth/2fa/setup': 'enrolment',
  'POST /api/auth/2fa/enable': 'enrolment',
  'POST /api/auth/2fa/disable': 'signed-in',
  'POST /api/auth/2fa/recovery-codes': 'signed-in',
  'GET /api/auth/passkeys': 'enrolment',
  'POST /api/auth/passkeys/options': 'enrolment',
  'POST /api/auth/passkeys': 'enrolment',
  'PATCH /api/auth/passkeys/:id': 'signed-in',
  'DELETE /api/auth/passkeys/:id': 'signed-in',
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/others': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in',

  'GET /api/users': 'team',
  'POST /api/users': 'team',
  'PATCH /api/users/:id': 'team',
  'DELETE /api/users/:id': 'team',
  'DELETE /api/users/:id/2fa': 'team',

  'GET /api/activity': 'audit',

  'GET /api/analytics/summary': 'insights',
  'GET /api/analytics/breakdown': 'insights',
  'GET /api/analytics/timeseries': 'insights',
  'GET /api/analytics/realtime': 'insights',

  ...Object.fromEntries(serverCollections.flatMap(collectionRules)),
  'POST /api/posts/preview': 'content',
  'POST /api/pages/preview': 'content',
  'GET /api/contact': 'public',
  'POST /api/contact': 'content',
  'PUT /api/contact': 'content',
  ...editorialRules('/api/contact'),
  'GET /api/content': 'public',
  'GET /api/content/:page': 'public',
  'PUT /api/content/:page': 'content',
  'POST /api/content/:page/preview': 'content',
  ...editorialRules('/api/content/:page'),
  'POST /api/upload': 'content',
  'GET /api/media': 'content',
  'GET /api/media/:id': 'content',
  'PATCH /api/media/:id': 'content',
  'DELETE /api/media/:id': 'content',
  'PUT /api/media/:id/file': 'content',
  'GET /api/trash': 'content',
  'GET /api/schedule': 'content',
  'GET /api/translations': 'content',
  'GET /api/languages': 'public',
  'GET /api/search': 'public',
  'POST /api/trash/:type/:id/restore': 'content',
  'DELETE /api/trash/:type/:id': 'content',

  'GET /api/settings/brand': 'public',
  'PUT /api/settings/brand': 'settings',
  'GET /api/redirects': 'settings',
  'POST /api/redirects': 'settings',
  'GET /api/redirects/export.csv': 'settings',
  'POST /api/redirects/import': 'settings',
  'DELETE /api/redirects/:id': 'settings',

  'POST /api/messages': 'public',
  'GET /api/messages': 'leads',
  // Erasing everything about a person is the admin's (the `audit` right).
  'DELETE /api/messages': 'audit',
  'GET /api/messages/export.csv': 'leads',
  'PUT /api/messages/:id/read': 'leads',
  'DELETE /api/messages/:id/read': 'leads',
  'GET /api/messages/assignees': 'leads',
  'GET /api/messages/:id': 'leads',
  'PATCH /api/messages/:id': 'leads',
  'POST /api/messages/:id/notes': 'leads',
  'POST /api/messages/:id/replies': 'leads',
  'DELETE /api/messages/:id': 'leads',

  'GET /api/tokens': 'settings',
  'POST /api/tokens': 'settings',
  'DELETE /api/tokens/:id': 'settings',
  'GET /api/webhooks': 'settings',
  'POST /api/webhooks': 'settings',
  'GET /api/webhooks/:id': 'settings',
  'PATCH /api/webhooks/:id': 'settings',
  'DELETE /api/webhooks/:id': 'settings',
  'POST /api/webhooks/:id/rotate-secret': 'settings',
  'POST /api/webhooks/:id/test': 'settings',
  'GET /api/webhooks/:id/deliveries': 'settings',
  'POST /api/webhooks/:id/deliveries/:did/redeliver': 'settings',
}

/**
 * What an API token (`Authorization: Bearer`) never reaches, whatever its rights (ADR 081): the
 * account routes (signing in, one's sessions, second factors, password), making tokens, and
 * the webhooks (a token cannot mint credentials or send the site's data somewhere new), nor a
 * change to the team's accounts (one with the `team` right reads the team, never adds an
 * account it could sign in with). Tested against every route by api-rights.test.ts.
 */
export function tokenMayUse(route: string): boolean {
  const [method, path] = route.split(' ') as [string, string]
  if (/^\/api\/(auth|tokens|webhooks)(\/|$)/.test(path)) return false
  if (/^\/api\/users(\/|$)/.test(path) && method !== 'GET') return false
  return true
}

/** What a token gets on a route it never reaches. */
export const NOT_FOR_TOKENS =
  'API tokens cannot use this route: it is for people signed in to the portal'

/**
 * A collection's routes, from its declaration (ADR 076): public reads (the team's for a kind
 * that declares `teamReads`), and writes, history, drafts, schedule and actions for its right.
 */
function collectionRules({ collection, actions = [] }: AnyServerCollection): [string, Rule][] {
  const base = `/api/${collection.id}`
  const { right, editorial } = collection
  const reads: Rule = collection.teamReads ? right : 'public'
  return [
    [`GET ${base}`, reads],
    [`GET ${base}/:id`, reads],
    [`POST ${base}`, right],
    [`PUT ${base}/:id`, right],
    [`DELETE ${base}/:id`, right],
    ...Object.entries(editorialRules(`${base}/:id`, right, editorial)),
    ...actions.map((action): [string, Rule] => [`POST ${base}/:id/${action.name}`, right]),
  ]
}

/** A record's history, draft and schedule: staff with the record's right alone. */
function editorialRules(
  path: string,
  right: Right = 'content',
  editorial = { revisions: true, drafts: true, schedule: true },
): Record<string, Rule> {
  return {
    ...(editorial.revisions && {
      [`GET ${path}/revisions`]: right,
      [`GET ${path}/revisions/:rid`]: right,
      [`POST ${path}/revisions/:rid/restore`]: right,
    }),
    ...(editorial.drafts && {
      [`GET ${path}/draft`]: right,
      [`PUT ${path}/draft`]: right,
      [`DELETE ${path}/draft`]: right,
      [`POST ${path}/publish`]: right,
    }),
    ...(editorial.schedule && {
      [`GET ${path}/schedule`]: right,
      [`DELETE ${path}/schedule`]: right,
    }),
  }
}

interface CompiledRule {
  route: string
  method: string
  matches: (path: string) => boolean
  rule: Rule
}

/** Matched as Express routes are: case-insensitively, with or without a trailing slash. */
function compile(rules: Record<string, Rule>): CompiledRule[] {
  return Object.entries(rules).map(([route, rule]) => {
    const [method, pattern] = route.split(' ') as [string, string]
    const matcher = match(pattern, { sensitive: false, end: true, trailing: true })
    return { route, method, rule, matches: (path) => matcher(path) !== false }
  })
}

/** What a session that must still set up its second factor gets on every other route. */
export const SET_UP_SECOND_FACTOR = 'Set up two-factor sign-in first'

/**
 * The one gate in front of every API route: finds the request's rule, then its session and
 * role where the rule asks for them. 401 without a valid token, 403 `{"message":"Forbidden"}`
 * for a role without the right, 404 for a path no rule names. A method no rule names for a
 * known path goes on to its router, which answers 405 with `Allow`. While REQUIRE_2FA asks the
 * account for a second factor it has not set up, every route but the `enrolment` ones answers
 * 403 `{"message":"Set up two-factor sign-in first","twoFactorSetupRequired":true}`.
 *
 * A request with `Authorization: Bearer` and no `x-auth-token` is a program's: its API token
 * is looked up instead of a session, and it reaches a route when the token holds the rule's
 * right (403 otherwise) and the route is not one tokens never reach (`tokenMayUse`). It acts
 * as the account that made it, named "via token NAME" in the activity log (ADR 081).
 */
export function apiGate(ctx: AppContext, rules: Record<string, Rule> = API_RULES): RequestHandler {
  const compiled = compile(rules)
  return async (req, res, next) => {
    const path = req.originalUrl.split('?')[0]!
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      decoded = path
    }
    const onPath = compiled.filter((r) => r.matches(path) || r.matches(decoded))
    if (onPath.length === 0) throw new AppError(404, 'Not found')
    const method = req.method === 'HEAD' ? 'GET' : req.method
    const found = onPath.find((r) => r.method === method)
    if (!found || found.rule === 'public') return next()

    if (await admit(ctx, req, res, found.route, found.rule)) next()
  }
}

/** The credentials a request carries: a session's `x-auth-token`, or a program's bearer token. */
export function credentialsOf(req: Request): { token?: string; bearer?: string } {
  // Another scheme (Basic, from a proxy in front of a staging site) is not ours to read.
  const bearer = /^Bearer +(\S+) *$/i.exec(req.get('authorization') ?? '')?.[1]
  return { token: req.get('x-auth-token') || undefined, bearer }
}

type Caller =
  | { kind: 'program'; use: NonNullable<Awaited<ReturnType<typeof findApiToken>>> }
  | { kind: 'person'; session: Session }

/** Who a request's credentials name; undefined for none, or an unknown or expired one. */
async function callerOf(ctx: AppContext, req: Request): Promise<Caller | undefined> {
  const { token, bearer } = credentialsOf(req)
  if (!token && bearer !== undefined) {
    const use = await findApiToken(ctx.db, bearer, ctx.clock.now())
    return use && { kind: 'program', use }
  }
  // Tokens are 43 base64url characters; anything else cannot be one of ours.
  if (!token || !/^[\w-]{20,200}$/.test(token)) return undefined
  const session = await findSession(ctx.db, token)
  return session && { kind: 'person', session }
}

/** A person who must set up a second factor before anything but enrolment. */
const stillToSetUp = (ctx: AppContext, session: Session) =>
  !session.hasSecondFactor && secondFactorRequired(ctx.env.REQUIRE_2FA, session.user.role)

/**
 * Lets a caller through to `route` under `rule`: finds its session from its token (a session's
 * `x-auth-token` or a program's `Authorization: Bearer`) and checks the right, throwing the 401 or
 * 403. False when it answered itself (a second factor to set up first). The gate calls it for
 * every route that is not public; a public route that shows the team more (`?status=all`) too.
 */
export async function admit(
  ctx: AppContext,
  req: Request,
  res: Response,
  route: string,
  rule: Exclude<Rule, 'public'>,
): Promise<boolean> {
  const caller = await callerOf(ctx, req)
  if (!caller) {
    const { token, bearer } = credentialsOf(req)
    const sent = token !== undefined || bearer !== undefined
    throw unauthorized(sent ? 'Invalid or expired token' : 'Authentication required')
  }
  if (caller.kind === 'program') {
    const { use } = caller
    if (!tokenMayUse(route) || rule === 'signed-in' || rule === 'enrolment') {
      throw new AppError(403, NOT_FOR_TOKENS)
    }
    if (!use.rights.includes(rule)) throw new AppError(403, 'Forbidden')
    const session: Session = {
      user: { ...use.user, viaToken: use.name } as Session['user'],
      id: `token:${use.id}`,
      tokenHash: '',
      hasSecondFactor: true,
    }
    res.locals.session = session
    return true
  }
  const { session } = caller
  res.locals.session = session
  if (rule !== 'enrolment' && stillToSetUp(ctx, session)) {
    res.status(403).json({ message: SET_UP_SECOND_FACTOR, twoFactorSetupRequired: true })
    return false
  }
  if (rule !== 'signed-in' && rule !== 'enrolment' && !can(session.user.role, rule)) {
    throw new AppError(403, 'Forbidden')
  }
  return true
}

/**
 * Whether the caller a request names holds `right` on `route`, without refusing anyone: a public
 * read that shows the team more (a draft post by id) asks it, and answers everyone else as the
 * public.
 */
export async function callerMay(
  ctx: AppContext,
  req: Request,
  route: string,
  right: Right,
): Promise<boolean> {
  const caller = await callerOf(ctx, req)
  if (!caller) return false
  if (caller.kind === 'program') return tokenMayUse(route) && caller.use.rights.includes(right)
  return !stillToSetUp(ctx, caller.session) && can(caller.session.user.role, right)
}
