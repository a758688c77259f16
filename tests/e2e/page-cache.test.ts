import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engines } from '../support/databases'
import {
  freePort,
  spawnServer,
  startServer,
  type RunningServer,
} from '../../scripts/support/server'
import { adminCall, adminToken, siteAdminEnv } from './support/site'

/** Headers two answers of one cached page share; these differ by request (X-Cache: miss, then hit). */
const sharedHeaders = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'x-request-id', 'x-cache'].includes(name))

/** A request as a client that sends what it likes: a forged Host, any method. */
function rawRequest(
  baseUrl: string,
  options: { method?: string; path?: string; host?: string },
): Promise<{
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}> {
  const { port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        setHost: options.host === undefined,
        headers: options.host === undefined ? {} : { host: options.host },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('public pages from the page cache', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: siteAdminEnv })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('renders a page once, then answers from memory with the same headers and a 304', async () => {
    const miss = await fetch(server.baseUrl + '/services')
    const missBody = await miss.text()
    const hit = await fetch(server.baseUrl + '/services')
    expect(await hit.text()).toBe(missBody)
    expect(sharedHeaders(hit.headers)).toEqual(sharedHeaders(miss.headers))
    expect(hit.headers.get('cache-control')).toBe('public, no-cache')
    expect(hit.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)

    // The hit was answered before Express, and still logged as one JSON line with its id.
    const id = hit.headers.get('x-request-id')!
    // The line reaches us through the child's stdout pipe, a moment after the answer.
    await expect.poll(() => server.output.some((l) => l.includes(id))).toBe(true)
    expect(JSON.parse(server.output.find((l) => l.includes(id))!)).toMatchObject({
      req: { id, url: '/services' },
      cache: 'hit',
    })

    const revalidated = await fetch(server.baseUrl + '/services', {
      headers: { 'if-none-match': hit.headers.get('etag')! },
    })
    expect(revalidated.status).toBe(304)
  })

  it('shows an admin edit on the public page at once', async () => {
    const before = await (await fetch(server.baseUrl + '/portfolio')).text()
    expect(before).not.toContain('Cache Busting Project')
    const token = await adminToken(server.baseUrl)
    const [first] = await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${first._id}`, {
      title: 'Cache Busting Project',
    })
    const after = await (await fetch(server.baseUrl + '/portfolio')).text()
    expect(after).toContain('Cache Busting Project')
  })

  it('says X-Cache: miss for a page or API read made for the request, hit from the cache', async () => {
    const xCache = async (path: string) =>
      (await fetch(server.baseUrl + path)).headers.get('x-cache')
    // A page no other test here reads, and a public API read: made once, then kept.
    expect(await xCache('/company/careers')).toBe('miss')
    expect(await xCache('/company/careers')).toBe('hit')
    expect(await xCache('/api/products')).toBe('miss')
    expect(await xCache('/api/products')).toBe('hit')
    const head = await fetch(server.baseUrl + '/company/careers', { method: 'HEAD' })
    expect(head.headers.get('x-cache')).toBe('hit')
    expect(await xCache('/products')).toBe('miss')
    expect(await xCache('/products')).toBe('hit')

    // An edit of a product: the pages and reads that show it are made again, once.
    const token = await adminToken(server.baseUrl)
    const [product] = await adminCall(server.baseUrl, token, 'GET', '/api/products')
    await adminCall(server.baseUrl, token, 'PUT', `/api/products/${product._id}`, {
      name: 'Hit Or Miss Plan',
    })
    expect(await xCache('/api/products')).toBe('miss')
    expect(await xCache('/api/products')).toBe('hit')
    const page = await fetch(server.baseUrl + '/products')
    expect(page.headers.get('x-cache')).toBe('miss')
    expect(await page.text()).toContain('Hit Or Miss Plan')
    expect(await xCache('/products')).toBe('hit')
    // A page that does not show products was not made again.
    expect(await xCache('/company/careers')).toBe('hit')

    // The portal is never cached and says nothing of it.
    expect((await fetch(server.baseUrl + '/admin/login')).headers.get('x-cache')).toBeNull()
  })

  it('never lets a forged Host reach another visitor', async () => {
    const forged = await rawRequest(server.baseUrl, { path: '/company', host: 'evil.example' })
    expect(forged.body).toContain('http://evil.example/company')
    const honest = await (await fetch(server.baseUrl + '/company')).text()
    expect(honest).not.toContain('evil.example')
    const robots = await (await fetch(server.baseUrl + '/robots.txt')).text()
    expect(robots).not.toContain('evil.example')
    expect((await rawRequest(server.baseUrl, { host: 'evil.example/x' })).status).toBe(400)
  })

  it('answers methods a page does not take with 405 and Allow, and logs only JSON', async () => {
    for (const path of ['/', '/healthz']) {
      const trace = await rawRequest(server.baseUrl, { method: 'TRACE', path })
      expect(trace.status, `TRACE ${path}`).toBe(405)
      expect(trace.headers.allow).toBe('GET, HEAD')
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(server.baseUrl + '/services', { method, body: 'x=1' })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
    const api = await rawRequest(server.baseUrl, { method: 'TRACE', path: '/api/portfolio' })
    expect(api.status).toBe(405)
    expect(JSON.parse(api.body)).toEqual({ message: 'Method not allowed' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const notJson = server.output.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object'
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
  })
})

describe('with SITE_URL set', () => {
  it('uses it for every URL a page names, whatever the Host says', async () => {
    const server = await startServer({ env: { SITE_URL: 'https://agency.example' } })
    try {
      const page = await rawRequest(server.baseUrl, { path: '/company', host: 'evil.example' })
      expect(page.body).toContain('https://agency.example/company')
      expect(page.body).not.toContain('evil.example')
      const sitemap = await rawRequest(server.baseUrl, {
        path: '/sitemap.xml',
        host: 'evil.example',
      })
      expect(sitemap.body).toContain('<loc>https://agency.example/</loc>')
      expect(sitemap.body).not.toContain('evil.example')
    } finally {
      await server.stop()
    }
  })
})

describe.runIf(engines.includes('postgres'))('instances starting together', () => {
  it('both come up on a PostgreSQL database that does not exist yet, and seed it once', async () => {
    const database = await createTestDatabase('postgres')
    await database.drop() // the name stays free: the instances create it
    const ports = [await freePort(), await freePort()]
    const children = ports.map((port) =>
      spawnServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
      }),
    )
    try {
      const up = async (port: number) => {
        // Both render the demo artwork at once on two cores: allow them time.
        for (let i = 0; i < 1500; i++) {
          const res = await fetch(`http://127.0.0.1:${port}/api/portfolio`).catch(() => undefined)
          if (res?.ok) return (await res.json()) as unknown[]
          if (children.some((child) => child.exitCode !== null)) throw new Error('an instance died')
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        throw new Error(`instance on ${port} did not come up`)
      }
      const [a, b] = await Promise.all(ports.map(up))
      expect(a).toHaveLength(10)
      expect(b).toEqual(a)
    } finally {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve)
              child.kill('SIGTERM')
            }),
        ),
      )
      await database.drop()
    }
  }, 180_000)
})
