import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient } from '../support/api-client'
import { startTestApp, type TestApp } from '../support/test-app'

/** A record's history, draft and schedule routes (docs/api.md §Revisions, drafts and schedule). */
const editorial = (base: string) => [
  ['get', `${base}/revisions`],
  ['get', `${base}/revisions/{rid}`],
  ['post', `${base}/revisions/{rid}/restore`],
  ['get', `${base}/draft`],
  ['put', `${base}/draft`],
  ['delete', `${base}/draft`],
  ['post', `${base}/publish`],
  ['get', `${base}/schedule`],
  ['delete', `${base}/schedule`],
]

/** Every route the API answers, as (method, OpenAPI path). */
const routes = [
  ['post', '/api/auth/login'],
  ['get', '/api/auth/user'],
  ['post', '/api/auth/logout'],
  ['put', '/api/auth/password'],
  ['get', '/api/auth/forgot-password'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['get', '/api/auth/2fa'],
  ['post', '/api/auth/2fa/setup'],
  ['post', '/api/auth/2fa/enable'],
  ['post', '/api/auth/2fa/disable'],
  ['post', '/api/auth/2fa/recovery-codes'],
  ['get', '/api/auth/passkeys'],
  ['post', '/api/auth/passkeys'],
  ['post', '/api/auth/passkeys/options'],
  ['patch', '/api/auth/passkeys/{id}'],
  ['delete', '/api/auth/passkeys/{id}'],
  ['post', '/api/auth/passkey/options'],
  ['post', '/api/auth/passkey'],
  ['get', '/api/auth/sessions'],
  ['delete', '/api/auth/sessions/others'],
  ['delete', '/api/auth/sessions/{id}'],
  ['get', '/api/users'],
  ['post', '/api/users'],
  ['patch', '/api/users/{id}'],
  ['delete', '/api/users/{id}'],
  ['delete', '/api/users/{id}/2fa'],
  ['get', '/api/activity'],
  ['get', '/api/analytics/summary'],
  ['get', '/api/analytics/breakdown'],
  ['get', '/api/analytics/timeseries'],
  ['get', '/api/analytics/realtime'],
  ...['portfolio', 'products', 'faqs'].flatMap((c) => [
    ['get', `/api/${c}`],
    ['post', `/api/${c}`],
    ['get', `/api/${c}/{id}`],
    ['put', `/api/${c}/{id}`],
    ['delete', `/api/${c}/{id}`],
    ...editorial(`/api/${c}/{id}`),
  ]),
  ['post', '/api/posts/preview'],
  ['get', '/api/contact'],
  ['post', '/api/contact'],
  ['put', '/api/contact'],
  ...editorial('/api/contact'),
  ['post', '/api/messages'],
  ['get', '/api/messages'],
  ['put', '/api/messages/{id}/read'],
  ['delete', '/api/messages/{id}'],
  ['post', '/api/upload'],
  ['get', '/api/trash'],
  ['get', '/api/schedule'],
  ['post', '/api/trash/{type}/{id}/restore'],
  ['delete', '/api/trash/{type}/{id}'],
  ['get', '/api/content'],
  ...['home', 'services', 'company', 'team', 'careers', 'legal', 'footer'].flatMap((page) => [
    ['get', `/api/content/${page}`],
    ['put', `/api/content/${page}`],
    ['post', `/api/content/${page}/preview`],
    ...editorial(`/api/content/${page}`),
  ]),
  ['get', '/api/tokens'],
  ['post', '/api/tokens'],
  ['delete', '/api/tokens/{id}'],
  ['get', '/api/webhooks'],
  ['post', '/api/webhooks'],
  ['get', '/api/webhooks/{id}'],
  ['patch', '/api/webhooks/{id}'],
  ['delete', '/api/webhooks/{id}'],
  ['post', '/api/webhooks/{id}/rotate-secret'],
  ['post', '/api/webhooks/{id}/test'],
  ['get', '/api/webhooks/{id}/deliveries'],
  ['post', '/api/webhooks/{id}/deliveries/{did}/redeliver'],
]

describe('OpenAPI document', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('sqlite')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('documents every route, and no route it documents is missing', async () => {
    const api = apiClient(app.baseUrl)
    const doc = (await api.get('/api/openapi.json')).body
    expect(doc.openapi).toBe('3.1.0')
    for (const [method, path] of routes) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined()
      // The route exists: a documented call never falls through to the JSON 404.
      const real = path!
        .replace('{id}', '00000000-0000-4000-8000-000000000000')
        .replace('{rid}', '00000000-0000-4000-8000-000000000000')
        .replace('{did}', '00000000-0000-4000-8000-000000000000')
        .replace('{type}', 'faqs')
      const res = await api.call(method!.toUpperCase(), real)
      expect(res.body, `${method} ${path}`).not.toEqual({ message: 'Not found' })
    }
  })

  it('answers a method it does not take with 405 and the ones it does', async () => {
    // Found by a probe: PUT and DELETE got the JSON 404 of an unknown path.
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
      const res = await apiClient(app.baseUrl).call(method, '/api/openapi.json')
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow'), method).toBe('GET, HEAD')
      expect(res.body, method).toEqual({ message: 'Method not allowed' })
    }
  })

  it('describes request bodies from the shared schemas, auth and errors', async () => {
    const doc = (await apiClient(app.baseUrl).get('/api/openapi.json')).body
    const create = doc.paths['/api/portfolio'].post
    // The portal's session, or an API token (ADR 081).
    expect(create.security).toEqual([{ token: [] }, { bearer: [] }])
    const schema = create.requestBody.content['application/json'].schema
    expect(schema.required).toEqual(
      expect.arrayContaining(['title', 'description', 'imageUrl', 'category']),
    )
    expect(schema.properties.category.enum).toEqual(['web', 'app', 'ecommerce', 'design'])
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401']))
    expect(doc.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-auth-token',
    })
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    // What no API token reaches takes the portal's session alone.
    for (const [method, path] of [
      ['get', '/api/auth/user'],
      ['post', '/api/tokens'],
      ['get', '/api/webhooks/{id}/deliveries'],
      ['post', '/api/users'],
    ] as const) {
      expect(doc.paths[path][method].security, `${method} ${path}`).toEqual([{ token: [] }])
    }
    expect(doc.paths['/api/users'].get.security).toEqual([{ token: [] }, { bearer: [] }])
  })

  it('documents update bodies as partial, as the API accepts them', async () => {
    const api = apiClient(app.baseUrl)
    const doc = (await api.get('/api/openapi.json')).body
    for (const tag of ['portfolio', 'products', 'faqs']) {
      const create = doc.paths[`/api/${tag}`].post.requestBody.content['application/json'].schema
      const update =
        doc.paths[`/api/${tag}/{id}`].put.requestBody.content['application/json'].schema
      expect(create.required?.length, tag).toBeGreaterThan(0)
      expect(update.required ?? [], tag).toEqual([])
      expect(Object.keys(update.properties), tag).toEqual(Object.keys(create.properties))
      // A field left out keeps its value: no default applies on update.
      for (const field of Object.values(update.properties))
        expect(field).not.toHaveProperty('default')
    }
    // What the document says is enough, is: an order-only update of an FAQ.
    await upsertAdmin(app.ctx.db, { email: 'docs@agency.test', password: 'correct horse battery' })
    const token = await api.login('docs@agency.test', 'correct horse battery')
    const faq = await api.post('/api/faqs', { question: 'Q?', answer: 'A.' }, token)
    const moved = await api.put(`/api/faqs/${faq.body._id}`, { order: 3 }, token)
    expect(moved).toMatchObject({ status: 200, body: { question: 'Q?', order: 3 } })
  })

  it('gives every field a type, transformed ones included', async () => {
    const doc = (await apiClient(app.baseUrl).get('/api/openapi.json')).body
    // An empty schema ({}) says "anything": a field whose type the generator lost.
    const untyped: string[] = []
    const walk = (node: unknown, where: string) => {
      if (typeof node !== 'object' || node === null) return
      if (!Array.isArray(node) && Object.keys(node).length === 0) untyped.push(where)
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`)
    }
    walk(doc.components.schemas, 'schemas')
    for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
      for (const [method, op] of Object.entries(item as Record<string, any>)) {
        walk(op?.requestBody, `${method} ${path}`)
      }
    }
    expect(untyped).toEqual([])
    const { Faq, PortfolioItem, Product, ContactMessage, ContactDetails } = doc.components.schemas
    expect(Faq.properties.category).toEqual({ type: 'string' })
    expect(PortfolioItem.properties.date).toEqual({ type: 'string', format: 'date-time' })
    expect(PortfolioItem.properties.client.anyOf).toEqual([{ type: 'string' }, { type: 'null' }])
    for (const record of [PortfolioItem, Product]) {
      expect(record.properties.imageAlt.anyOf).toEqual([{ type: 'string' }, { type: 'null' }])
    }
    expect(ContactMessage.properties.subject.type).toBe('string')
    expect(ContactDetails.properties.businessHours).toEqual({ type: 'string' })
    const body = doc.paths['/api/portfolio'].post.requestBody.content['application/json'].schema
    // An optional text: sent or not, at most 200 characters.
    expect(body.required).not.toContain('imageAlt')
    expect(JSON.stringify(body.properties.imageAlt)).toContain('"maxLength":200')
    expect(body.properties.technologies.anyOf).toEqual([
      { type: 'array', items: { type: 'string' } },
      { type: 'string' },
    ])
  })
})
