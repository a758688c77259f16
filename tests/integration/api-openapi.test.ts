import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/api-client'
import { startTestApp, type TestApp } from '../support/test-app'

/** Every route the API answers, as (method, OpenAPI path). */
const routes = [
  ['post', '/api/auth/login'],
  ['get', '/api/auth/user'],
  ['post', '/api/auth/logout'],
  ['put', '/api/auth/password'],
  ...['portfolio', 'products', 'faqs'].flatMap((c) => [
    ['get', `/api/${c}`],
    ['post', `/api/${c}`],
    ['get', `/api/${c}/{id}`],
    ['put', `/api/${c}/{id}`],
    ['delete', `/api/${c}/{id}`],
  ]),
  ['get', '/api/contact'],
  ['post', '/api/contact'],
  ['post', '/api/messages'],
  ['get', '/api/messages'],
  ['put', '/api/messages/{id}/read'],
  ['delete', '/api/messages/{id}'],
  ['post', '/api/upload'],
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
      const real = path!.replace('{id}', '00000000-0000-4000-8000-000000000000')
      const res = await api.call(method!.toUpperCase(), real)
      expect(res.body, `${method} ${path}`).not.toEqual({ message: 'Not found' })
    }
  })

  it('describes request bodies from the shared schemas, auth and errors', async () => {
    const doc = (await apiClient(app.baseUrl).get('/api/openapi.json')).body
    const create = doc.paths['/api/portfolio'].post
    expect(create.security).toEqual([{ token: [] }])
    const schema = create.requestBody.content['application/json'].schema
    expect(schema.required).toEqual(
      expect.arrayContaining(['title', 'description', 'imageUrl', 'category']),
    )
    expect(schema.properties.category.enum).toEqual(['web', 'app', 'ecommerce', 'design'])
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401']))
    expect(doc.components.securitySchemes.token).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-auth-token',
    })
  })
})
