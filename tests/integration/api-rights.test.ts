import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, RIGHTS, ROLES, type Role } from '~/core/rights'
import { upsertAdmin } from '~/features/team/admins.server'
import { createHttpApp } from '../../server/http'
import { API_RULES, NOT_FOR_TOKENS, tokenMayUse } from '../../server/api/route-rights'
import { apiClient, type ApiClient } from '../support/api-client'
import { registeredApiRoutes } from '../support/api-routes'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const password = 'a long enough passphrase'

/** A path of the route with its parameters filled in: ids that name nothing, a real page. */
const concrete = (path: string) => path.replace(':page', 'home').replace(/:\w+/g, randomUUID())

// Convention: rights in one table (server/api/route-rights.ts, app/core/rights.ts). This walks
// every route the API really registers against every role, so a route added without a rule, or
// a rule that lets the wrong role in, fails here.
describe.each(engines)('who may call each API route, on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  const tokens = {} as Record<Role, string>
  let routes: string[]

  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0', LOGIN_MAX_ATTEMPTS: '0' })
    api = apiClient(app.baseUrl)
    routes = registeredApiRoutes(createHttpApp(app.ctx))
    await upsertAdmin(app.ctx.db, { email: 'admin@agency.test', password })
    tokens.admin = await api.login('admin@agency.test', password)
    for (const role of ['editor', 'sales'] as const) {
      const made = await api.post(
        '/api/users',
        { email: `${role}@agency.test`, username: role, password, role },
        tokens.admin,
      )
      expect(made.status).toBe(201)
      tokens[role] = await api.login(`${role}@agency.test`, password)
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  it('has a rule for every route the API registers, and no rule for a route it does not', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40)
    expect(routes.filter((route) => !(route in API_RULES))).toEqual([])
    expect(Object.keys(API_RULES).filter((rule) => !routes.includes(rule))).toEqual([])
  })

  it('lets in exactly the roles each rule names, and refuses the rest with 403', async () => {
    const wrong: string[] = []
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string]
      const rule = API_RULES[route]!
      // Signing out ends the token it is called with: each call gets a token of its own.
      const tokenFor = async (role: Role) =>
        route === 'POST /api/auth/logout'
          ? api.login(`${role}@agency.test`, password)
          : tokens[role]
      const call = async (token?: string) =>
        api.call(method, concrete(path), { token, body: method === 'GET' ? undefined : {} })

      const anonymous = await call()
      const anonymousOk =
        rule === 'public' ? ![401, 403].includes(anonymous.status) : anonymous.status === 401
      if (!anonymousOk) wrong.push(`${route} without a token: ${anonymous.status}`)

      for (const role of ROLES) {
        const res = await call(await tokenFor(role))
        const allowed =
          rule === 'public' || rule === 'signed-in' || rule === 'enrolment' || can(role, rule)
        const ok = allowed
          ? ![401, 403].includes(res.status)
          : res.status === 403 && res.body?.message === 'Forbidden'
        if (!ok) wrong.push(`${route} as ${role}: ${res.status} ${JSON.stringify(res.body)}`)
      }
    }
    expect(wrong).toEqual([])
  })

  // ADR 081: an API token (`Authorization: Bearer`) reaches a route when it holds the route's
  // right, never the account routes, tokens or webhooks, whatever it holds.
  it('lets an API token in exactly where its right reaches, and never to the account routes', async () => {
    const wrong: string[] = []
    const rights = Object.keys(RIGHTS) as (keyof typeof RIGHTS)[]
    const apiTokens = {} as Record<keyof typeof RIGHTS, string>
    for (const right of rights) {
      const made = await api.post(
        '/api/tokens',
        { name: `only ${right}`, rights: [right] },
        tokens.admin,
      )
      expect(made.status).toBe(201)
      apiTokens[right] = made.body.token
    }
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string]
      const rule = API_RULES[route]!
      for (const right of rights) {
        const res = await api.call(method, concrete(path), {
          headers: { authorization: `Bearer ${apiTokens[right]}` },
          body: method === 'GET' ? undefined : {},
        })
        let ok: boolean
        if (rule === 'public') ok = ![401, 403].includes(res.status)
        else if (rule === 'signed-in' || rule === 'enrolment' || !tokenMayUse(route))
          ok = res.status === 403 && res.body?.message === NOT_FOR_TOKENS
        else if (rule === right) ok = ![401, 403].includes(res.status)
        else ok = res.status === 403 && res.body?.message === 'Forbidden'
        if (!ok)
          wrong.push(`${route} with a ${right} token: ${res.status} ${JSON.stringify(res.body)}`)
      }
    }
    expect(wrong).toEqual([])
    // Where the account routes are: signing in, sessions, second factors, tokens, webhooks, and
    // every change to the team; reading the team is the `team` right's.
    const closed = routes.filter((route) => !tokenMayUse(route))
    expect(closed).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'POST /api/tokens',
        'POST /api/webhooks',
        'POST /api/users',
        'PATCH /api/users/:id',
        'DELETE /api/users/:id',
      ]),
    )
    expect(closed).not.toContain('GET /api/users')
  })

  it('gives each role what docs/product.md §Roles says, and the admin everything', () => {
    const holders = (right: keyof typeof RIGHTS) => [...RIGHTS[right]].sort()
    expect(holders('content')).toEqual(['admin', 'editor'])
    expect(holders('leads')).toEqual(['admin', 'sales'])
    expect(holders('insights')).toEqual(['admin', 'editor', 'sales'])
    for (const right of ['team', 'settings', 'audit'] as const)
      expect(holders(right)).toEqual(['admin'])
    for (const right of Object.keys(RIGHTS) as (keyof typeof RIGHTS)[])
      expect(can('admin', right)).toBe(true)
  })

  it('answers a path no rule names with the JSON 404, whatever the token', async () => {
    for (const token of [undefined, tokens.admin]) {
      const res = await api.call('GET', '/api/no-such-thing', { token })
      expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } })
    }
  })
})
