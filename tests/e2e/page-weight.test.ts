import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { publicPages } from '../../scripts/support/public-pages'
import { waitForHydration } from './support/site'

/** ADR 019: at most 120 KiB of gzip-compressed JavaScript per public page. */
const JS_BUDGET_BYTES = 120 * 1024

/** What a visitor's browser fetches for a page: its scripts' gzip size and other sites asked. */
async function download(browser: Browser, baseUrl: string, path: string, language = 'en') {
  const origin = new URL(baseUrl).origin
  const { page, close } = await openPage(browser)
  try {
    const foreign: string[] = []
    const scripts: Promise<Buffer>[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.origin !== origin && url.protocol !== 'data:') foreign.push(url.origin)
    })
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body())
    })
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    await waitForHydration(page, language)
    const bodies = await Promise.all(scripts)
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)
    return { gzipBytes, scripts: bodies.length, foreign }
  } finally {
    await close()
  }
}

describe('what a visitor downloads', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  // One test a page: each page's first visit renders it cold, and a slow machine should
  // spend its time limit on one page, not share one between all of them.
  // The demo's composed page too (issue #40): its sections add no script but the contact form's.
  it.each([...publicPages.map((p) => p.path), '/offer/website-audit'])(
    'keeps %s within the JavaScript budget, asking no other site for anything but the map',
    async (path) => {
      const { gzipBytes, scripts, foreign } = await download(browser, server.baseUrl, path)
      expect(scripts, path).toBeGreaterThan(0)
      expect(gzipBytes, `${path}: ${gzipBytes} bytes of gzip JavaScript`).toBeLessThanOrEqual(
        JS_BUDGET_BYTES,
      )
      const allowed = path === '/contact' ? ['https://www.openstreetmap.org'] : []
      expect(
        foreign.filter((o) => !allowed.includes(o)),
        path,
      ).toEqual([])
    },
  )

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const html = await (await fetch(server.baseUrl + '/')).text()
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeDefined()
    const hashed = await fetch(server.baseUrl + asset!)
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    // Browsers that accept brotli get the build's .br copy, which decodes to the same script.
    const plain = Buffer.from(await hashed.arrayBuffer())
    const brotli = await fetch(server.baseUrl + asset!, { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(gzipSync(plain).length)
    expect(Buffer.from(await brotli.arrayBuffer()).equals(plain)).toBe(true)

    const missing = await fetch(server.baseUrl + '/assets/no-such-file-abc123.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})

// A site in several languages shows a language switch in every header (ADR 078): its heaviest
// page, in the default language and another, stays inside the budget too.
describe('what a visitor downloads from a site in two languages', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { SITE_LANGUAGES: 'en,de' } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it.each([
    ['/contact', 'en'],
    ['/de/contact', 'de'],
  ])('keeps %s within the JavaScript budget', async (path, language) => {
    const { gzipBytes } = await download(browser, server.baseUrl, path, language)
    expect(gzipBytes, `${path}: ${gzipBytes} bytes of gzip JavaScript`).toBeLessThanOrEqual(
      JS_BUDGET_BYTES,
    )
  })
})
