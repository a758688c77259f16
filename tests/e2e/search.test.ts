import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPosts } from '../../db/seed-data'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { ADMIN, adminEnv, signIn } from './support/admin'
import { launchBrowser, openPage } from './support/browser'
import { axeViolations, waitForHydration } from './support/site'

const FIRST = seedPosts[0]!
const FIRST_SLUG = 'five-checks-before-you-launch-a-website'
const DESKTOP = { viewport: { width: 1280, height: 900 } }

/** Site search as a visitor uses it (issue #39, ADR 090): the header's box, the results page. */
describe('site search', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...adminEnv, SITE_LANGUAGES: 'en,de' } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('finds a post from the header box with JavaScript off', async () => {
    const { page, close } = await openPage(browser, { ...DESKTOP, javaScriptEnabled: false })
    try {
      await page.goto(`${server.baseUrl}/company`)
      await page.getByRole('searchbox', { name: 'Search the site' }).fill('launch checks')
      await page.keyboard.press('Enter')
      await page.waitForURL('**/search?q=launch+checks')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search')
      const results = page.getByRole('region', { name: 'Results for “launch checks”' })
      const first = results.getByRole('listitem').first()
      expect(await first.getByRole('link').textContent()).toBe(FIRST.title)
      expect(await first.textContent()).toContain('Post')
      expect(await results.locator('mark').count()).toBeGreaterThan(0)
      // The page's own box holds the query, to change it.
      expect(await page.locator('#search-page-q').inputValue()).toBe('launch checks')

      await first.getByRole('link').click()
      await page.waitForURL(`**/blog/${FIRST_SLUG}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(FIRST.title)

      await page.goto(`${server.baseUrl}/search?q=qwertyuiop`)
      expect(await page.getByRole('status').textContent()).toContain(
        'Nothing found for “qwertyuiop”',
      )
    } finally {
      await close()
    }
  })

  it('searches in German under /de, and stays a plain form on a phone', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    try {
      await page.goto(`${server.baseUrl}/de/search?q=launch`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Suche')
      const link = page.getByRole('link', { name: FIRST.title })
      expect(await link.getAttribute('href')).toBe(`/de/blog/${FIRST_SLUG}`)
      expect(await page.locator('form[role="search"]').getAttribute('action')).toBe('/de/search')
      expect(await page.locator('main form').getAttribute('action')).toBe('/de/search')
      // At 390 px the header has a link to the search page instead of the box.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${server.baseUrl}/blog`)
      await page.getByRole('link', { name: 'Search the site' }).click()
      await page.waitForURL('**/search')
      await page.locator('#search-page-q').fill('launch')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await page.waitForURL('**/search?q=launch')
      expect(await page.getByRole('link', { name: FIRST.title }).count()).toBe(1)
    } finally {
      await close()
    }
  })

  it('shows what visitors searched for on the Analytics screen', async () => {
    // Searches as a person's browser sends them (headless Chromium is counted as a bot).
    const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'
    for (const q of ['Launch  CHECKS', 'me@example.com']) {
      const res = await fetch(`${server.baseUrl}/search?q=${encodeURIComponent(q)}`, {
        headers: { 'user-agent': ua },
      })
      expect(res.status).toBe(200)
    }
    const { page, close } = await openPage(browser, DESKTOP)
    try {
      await signIn(page, server.baseUrl)
      await page.waitForURL('**/admin/dashboard')
      // Counted within a second or two (the recorder writes each second).
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      })
      const { token } = (await login.json()) as { token: string }
      const counted = async () => {
        const res = await fetch(
          `${server.baseUrl}/api/analytics/breakdown?period=today&dimension=search`,
          { headers: { 'x-auth-token': token } },
        )
        return ((await res.json()) as { value: string }[]).map((r) => r.value)
      }
      await expect.poll(counted, { timeout: 10_000, interval: 250 }).toContain('launch checks')
      await page.goto(`${server.baseUrl}/admin/analytics?period=today`)
      const searches = page.getByRole('region', { name: 'Searches' })
      await searches.getByText('launch checks').waitFor()
      // What looks like an e-mail address is never kept.
      expect(await searches.textContent()).not.toContain('example.com')
    } finally {
      await close()
    }
  })

  it('has nothing axe finds on the search page, with results and without, hydrated', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP)
    try {
      for (const path of ['/search', '/search?q=launch', '/search?q=qwertyuiop']) {
        expect((await page.goto(server.baseUrl + path))?.status(), path).toBe(200)
        await waitForHydration(page)
        expect(await axeViolations(page), path).toEqual([])
      }
      // With JavaScript on, the header's box still searches.
      await page.locator('#site-search').fill('launch')
      await page.keyboard.press('Enter')
      await page.waitForURL('**/search?q=launch')
      await page.getByRole('link', { name: FIRST.title }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
