import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/lib/db.server'
import { publicPages } from '../../scripts/support/public-pages'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'
import { adminEnv, signIn } from './support/admin'
import { adminCall, adminToken, axeViolations, siteAdminEnv } from './support/site'

/**
 * Analytics counted where pages are served (docs/product.md §Analytics), on the real build:
 * page views answered by Express and from the page cache, what is not counted, no cookie, and
 * the Analytics screen in Chromium. Every request here comes from 127.0.0.1, so the visitors
 * are told apart by their browsers.
 */
const browserOf = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64; rv:${120 + n}.0) Gecko/20100101 Firefox/${120 + n}.0`

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, { headers: { 'user-agent': browserOf(0), ...headers } })

describe('analytics on the served site', () => {
  let server: RunningServer
  let token: string
  const summary = async (query = '') =>
    adminCall(server.baseUrl, token, 'GET', `/api/analytics/summary?period=today${query}`)
  const breakdown = async (dimension: string, query = '') =>
    adminCall(
      server.baseUrl,
      token,
      'GET',
      `/api/analytics/breakdown?period=today&dimension=${dimension}${query}`,
    )

  beforeAll(async () => {
    server = await startServer({ env: siteAdminEnv })
    token = await adminToken(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('counts page views rendered by Express and answered from the page cache, within 2 s', async () => {
    // The first request renders /company (Express), the second is a page-cache hit.
    const first = await get(server, '/company?utm_source=newsletter&utm_campaign=autumn', {
      'user-agent': browserOf(1),
      referer: 'https://www.google.com/search?q=agency',
    })
    expect(first.status).toBe(200)
    const hit = await get(server, '/company', { 'user-agent': browserOf(2) })
    expect(hit.status).toBe(200)
    const id = hit.headers.get('x-request-id')!
    await expect.poll(() => server.output.some((l) => l.includes(id))).toBe(true)
    expect(JSON.parse(server.output.find((l) => l.includes(id))!)).toMatchObject({ cache: 'hit' })
    // A revalidation answered 304 is a view too; a client navigation's data request as well.
    const revalidated = await get(server, '/company', {
      'user-agent': browserOf(2),
      'if-none-match': hit.headers.get('etag')!,
    })
    expect(revalidated.status).toBe(304)
    const data = await get(server, '/services.data?_routes=routes%2Fsite%2Fservices', {
      'user-agent': browserOf(1),
      referer: `${server.baseUrl}/company`,
    })
    expect(data.status).toBe(200)

    await expect
      .poll(async () => (await summary()).pageviews, { timeout: 2000, interval: 100 })
      .toBe(4)
    expect(await summary()).toMatchObject({ visitors: 2, visits: 2, pageviews: 4 })
    expect((await breakdown('page')).map((r: { value: string }) => r.value)).toEqual([
      '/company',
      '/services',
    ])
    expect(await breakdown('utm_campaign')).toMatchObject([{ value: 'autumn', visitors: 1 }])
    expect(await breakdown('referrer')).toMatchObject([
      { value: '(direct)', visitors: 1 },
      { value: 'google.com', visitors: 1 },
    ])
  })

  it('does not count bots, prefetches, HEAD, the portal, the API or files; a 404 is a broken link', async () => {
    const before = (await summary()).pageviews
    await get(server, '/portfolio', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    await get(server, '/portfolio', { 'sec-purpose': 'prefetch' })
    await get(server, '/portfolio', { purpose: 'prefetch' })
    await fetch(`${server.baseUrl}/portfolio`, {
      method: 'HEAD',
      headers: { 'user-agent': browserOf(3) },
    })
    for (const path of [
      '/admin/dashboard',
      '/admin/login',
      '/api/portfolio',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
    ]) {
      await get(server, path, { 'user-agent': browserOf(3) })
    }
    const missing = await get(server, '/no-such-page', {
      'user-agent': browserOf(3),
      referer: `${server.baseUrl}/services`,
    })
    expect(missing.status).toBe(404)
    await expect
      .poll(async () => (await breakdown('not_found')).length, { timeout: 2000, interval: 100 })
      .toBe(1)
    expect(await breakdown('not_found')).toMatchObject([
      {
        value: '/no-such-page',
        visitors: 1,
        pageviews: 1,
        referrers: [{ value: '/services', hits: 1 }],
      },
    ])
    expect((await summary()).pageviews).toBe(before)
  })

  it('sets no cookie on any public page, rendered or cached', async () => {
    for (const { path } of publicPages) {
      for (let i = 0; i < 2; i++) {
        const res = await get(server, path)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('set-cookie'), path).toBeNull()
      }
    }
  })
})

describe('the Analytics screen in Chromium', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    // Three people: one from google.com reading two pages, two direct.
    await get(server, '/', { 'user-agent': browserOf(1), referer: 'https://www.google.com/' })
    await get(server, '/portfolio', { 'user-agent': browserOf(1), referer: `${server.baseUrl}/` })
    await get(server, '/', { 'user-agent': browserOf(2) })
    await get(server, '/contact', { 'user-agent': browserOf(3) })
    watched = await openPage(browser)
    page = watched.page
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  it('shows what was counted, filters by a referrer on a click, keeps it in the URL, and axe finds nothing', async () => {
    await signIn(page, server.baseUrl)
    await page.waitForURL('**/admin/dashboard')
    await page.getByRole('heading', { name: 'Visits in the last 7 days' }).waitFor()
    await page.getByRole('link', { name: 'Open Analytics' }).click()
    await page.waitForURL('**/admin/analytics?period=7d')

    const figure = (label: string) =>
      page
        .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
        .first()
    await expect.poll(() => figure('Visitors').textContent()).toBe('3')
    expect(await figure('Page views').textContent()).toBe('4')
    const topPages = page.getByRole('region', { name: 'Top pages' })
    expect(await topPages.locator('tbody th').allTextContents()).toEqual([
      '/',
      '/contact',
      '/portfolio',
    ])
    expect(await axeViolations(page)).toEqual([])

    await page
      .getByRole('region', { name: 'Referrers' })
      .getByRole('link', { name: 'google.com: show only these visits' })
      .click()
    await page.waitForURL(/filter=referrer%3Agoogle\.com/)
    await page.getByText('Showing only visits where').waitFor()
    expect(await page.getByText('Showing only visits where').textContent()).toContain(
      'Referrer is google.com',
    )
    await expect.poll(() => figure('Visitors').textContent()).toBe('1')
    expect(await topPages.locator('tbody th').allTextContents()).toEqual(['/', '/portfolio'])

    // The filter is in the URL: a reload (or a shared link) shows the same.
    await page.reload()
    await page.getByText('Showing only visits where').waitFor()
    expect(await figure('Visitors').textContent()).toBe('1')
    for (const theme of ['dark', 'light']) {
      await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
      await page.reload()
      await page.getByText('Showing only visits where').waitFor()
      expect(await axeViolations(page), theme).toEqual([])
    }

    // On a phone the screen fits its width.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('link', { name: 'Clear filter' }).click()
    await expect.poll(() => figure('Visitors').textContent()).toBe('3')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    expect(watched.errors).toEqual([])
  })
})

describe('stopping the server', () => {
  it('loses no page view on SIGTERM', async () => {
    const server = await startServer({ env: { ...siteAdminEnv, LOG_LEVEL: 'warn' } })
    let stopped = false
    try {
      for (let i = 0; i < 5; i++) await get(server, '/services', { 'user-agent': browserOf(i) })
      // At once, before the next write: the views are still in memory.
      server.process.kill('SIGTERM')
      await new Promise((resolve) => server.process.once('exit', resolve))
      stopped = true
      const handle = await openDatabase(server.database.url)
      try {
        const row = await handle.db
          .selectFrom('analytics_visits')
          .select((eb) => eb.fn.sum<number>('views').as('views'))
          .executeTakeFirst()
        expect(Number(row?.views)).toBe(5)
      } finally {
        await handle.close()
      }
    } finally {
      if (!stopped) server.process.kill('SIGKILL')
      await server.database.drop()
    }
  })
})
