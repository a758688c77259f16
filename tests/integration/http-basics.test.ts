import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('HTTP basics on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${app.baseUrl}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${app.baseUrl}/readyz`)
    expect(ready.status).toBe(200)
  })

  it('answers unknown /api paths with JSON 404, never HTML', async () => {
    const res = await fetch(`${app.baseUrl}/api/nothing-here`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })

  it('answers a method a path does not take with 405, the methods it takes, and JSON', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/portfolio', 'GET, HEAD, POST'],
      ['POST', '/api/faqs/00000000-0000-4000-8000-000000000000', 'GET, HEAD, PUT, DELETE'],
      ['DELETE', '/api/contact', 'GET, HEAD, POST, PUT'],
      ['GET', '/api/upload', 'POST'],
      ['GET', '/api/auth/login', 'POST'],
      ['PATCH', '/api/messages', 'GET, HEAD, POST, DELETE'],
    ] as const) {
      const res = await fetch(`${app.baseUrl}${path}`, { method })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
      expect(await res.json()).toEqual({ message: 'Method not allowed' })
    }
    const trace = await fetch(`${app.baseUrl}/api/portfolio`, { method: 'TRACE' }).catch(
      () => undefined,
    )
    // fetch refuses to send TRACE (a forbidden method); the e2e suite sends it raw.
    expect(trace).toBeUndefined()
  })

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await fetch(`${app.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ message: 'Malformed JSON' })

    const huge = await fetch(`${app.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200_000) }),
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ message: 'Request body is too large' })
  })

  it('sends security headers with a Content-Security-Policy that allows no inline script', async () => {
    // A page's headers, on an answer outside the API (Express's own 404 sets a policy of its own).
    const res = await fetch(`${app.baseUrl}/uploads/${'a'.repeat(64)}.png`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain('frame-src https://www.openstreetmap.org')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('x-request-id')).toMatch(/.+/)
  })

  it('sends the API its own short set: a policy that allows nothing, on a miss and a hit alike', async () => {
    // An error, a read made for the request, and the same read from the page cache (ADR 096).
    const answers = [
      await fetch(`${app.baseUrl}/api/nothing-here`),
      await fetch(`${app.baseUrl}/api/portfolio`),
      await fetch(`${app.baseUrl}/api/portfolio`),
      await fetch(`${app.baseUrl}/API/nothing-here`),
    ]
    expect(answers[2]!.headers.get('x-cache')).toBe('hit')
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/)
      // The document's headers, which act on nothing in a JSON answer, are not sent.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull()
      expect(res.headers.get('x-xss-protection')).toBeNull()
      expect(res.headers.get('x-powered-by')).toBeNull()
      expect(res.headers.get('x-request-id')).toMatch(/.+/)
    }
  })

  it('serves an unknown upload as 404', async () => {
    const res = await fetch(`${app.baseUrl}/uploads/${'a'.repeat(64)}.png`)
    expect(res.status).toBe(404)
  })

  it('reports not ready once the database is gone', async () => {
    await app.ctx.database.close()
    const ready = await fetch(`${app.baseUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200)
  })
})
