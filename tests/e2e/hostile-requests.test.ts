import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { hostileRequests, sendRaw } from '../support/hostile-requests'
import { adminEnv, apiSignIn } from './support/admin'

/** The server's log lines, parsed; a line that is not JSON fails the test that reads it. */
const logEntries = (server: RunningServer) =>
  server.output.map((line) => {
    try {
      return JSON.parse(line) as Record<string, any>
    } catch {
      throw new Error(`a log line that is not JSON: ${line}`)
    }
  })

/** The log entry of the request sent with this X-Request-Id (its line may take a moment). */
async function entryOf(server: RunningServer, id: string) {
  const find = () =>
    logEntries(server).find((e) => e.req?.id === id && e.msg === 'request completed')
  for (let i = 0; i < 40 && !find(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  return find()
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

// The riskiest configuration a site can run in: behind a proxy (TRUST_PROXY) without SITE_URL,
// so the page's origin comes from the request. A small page cache, so a flood shows quickly.
describe('a server facing hostile requests', () => {
  let server: RunningServer
  let port: number
  let host: string
  let token: string
  beforeAll(async () => {
    server = await startServer({
      env: { TRUST_PROXY: 'loopback', PAGE_CACHE_MB: '2', ...adminEnv },
    })
    port = Number(new URL(server.baseUrl).port)
    host = `127.0.0.1:${port}`
    token = await apiSignIn(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('answers every request of the corpus as it should, never with a 500', async () => {
    const answers: string[] = []
    for (const request of hostileRequests) {
      const raw = request.raw.replaceAll('{host}', host).replaceAll('{token}', token)
      const status = await sendRaw(port, raw, request.halfClose)
      if (!request.expect.includes(status)) answers.push(`${request.name}: ${status}`)
    }
    expect(answers).toEqual([])
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
  })

  it('writes every line of its log as JSON, with no stack trace or framework warning', () => {
    const entries = logEntries(server)
    expect(entries.length).toBeGreaterThan(hostileRequests.length)
    const text = server.output.join('\n')
    for (const noise of ['could not be decoded', 'WritableClosedError', 'ERR_ERL_']) {
      expect(text).not.toContain(noise)
    }
    expect(entries.filter((e) => e.level >= 50)).toEqual([])
  })

  it('never takes the scheme of its pages from what a client sends', async () => {
    // Found by a probe: one request with X-Forwarded-Proto: ftp made every visitor's canonical
    // URL ftp://…, and `javascript` answered 500.
    for (const scheme of ['ftp', 'javascript', 'HTTPS:', 'gopher']) {
      const res = await fetch(`${server.baseUrl}/products`, {
        headers: { 'x-forwarded-proto': scheme },
      })
      expect(res.status, scheme).toBe(200)
      expect(canonicalOf(await res.text()), scheme).toBe(`http://${host}/products`)
    }
    const visitor = await (await fetch(`${server.baseUrl}/products`)).text()
    expect(canonicalOf(visitor)).toBe(`http://${host}/products`)
    // A proxy saying https is believed, for its own answers only.
    const secure = await fetch(`${server.baseUrl}/products`, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(canonicalOf(await secure.text())).toBe(`https://${host}/products`)
    expect(canonicalOf(await (await fetch(`${server.baseUrl}/products`)).text())).toBe(
      `http://${host}/products`,
    )
  })

  it('keeps its real pages cached through a flood of other Host names', async () => {
    // Found by a probe: 1 300 requests with distinct Host headers pushed the real pages out;
    // then that four made-up hosts asked for first could take the cache's place for good.
    for (let i = 0; i < 4; i++) {
      for (let twice = 0; twice < 2; twice++) {
        await sendRaw(
          port,
          `GET /company HTTP/1.1\r\nHost: first-${i}.example\r\nConnection: close\r\n\r\n`,
        )
      }
    }
    // The site's own pages are read over and over.
    for (let i = 0; i < 10; i++) await fetch(`${server.baseUrl}/company`)
    for (let i = 0; i < 40; i++) {
      const status = await sendRaw(
        port,
        `GET /company HTTP/1.1\r\nHost: flood-${i}.example\r\nConnection: close\r\n\r\n`,
      )
      expect(status).toBe(200)
    }
    await fetch(`${server.baseUrl}/company`, { headers: { 'x-request-id': 'after-host-flood' } })
    expect(await entryOf(server, 'after-host-flood')).toMatchObject({ cache: 'hit' })
  })

  it('renders a page once for every ad click and tracking parameter', async () => {
    // Found by a probe: every distinct query string was a full render (14 req/s against
    // 10 988 from the cache), so each ad click (gclid, fbclid) missed the cache.
    await fetch(`${server.baseUrl}/services`)
    const visits = [
      '/services?gclid=Cj0KCQ1',
      '/services?gclid=Cj0KCQ2',
      '/services?fbclid=IwAR3&utm_source=facebook&utm_medium=paid',
      '/services?utm_campaign=launch&random=12345',
    ]
    for (const [i, path] of visits.entries()) {
      const res = await fetch(server.baseUrl + path, { headers: { 'x-request-id': `click-${i}` } })
      expect(res.status).toBe(200)
      expect(canonicalOf(await res.text())).toBe(`http://${host}/services`)
      expect(await entryOf(server, `click-${i}`), path).toMatchObject({ cache: 'hit' })
    }
  })

  it('keeps the query a page reads: the contact subject from a link', async () => {
    const html = await (
      await fetch(`${server.baseUrl}/contact?utm_source=jobs&subject=Application%3A%20Designer`)
    ).text()
    expect(html).toContain('value="Application: Designer"')
    expect(html).not.toContain('utm_source')
  })
})
