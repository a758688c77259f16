import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { publicPages } from '../../scripts/support/public-pages'
import { seedPortfolio, seedProducts } from '../../db/seed-data'
import { axeViolations, waitForHydration } from './support/site'

const SITE_URL = 'https://agency.example'

describe('public pages as a crawler and a JavaScript-less visitor get them', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: { SITE_URL } }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('renders every public route completely with JavaScript off', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    try {
      for (const { path, h1 } of publicPages) {
        const res = await page.goto(server.baseUrl + path)
        expect(res?.status(), path).toBe(200)
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(h1)
        // Header and footer (with the contact record's details) are on every page.
        await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' })
        expect(await page.locator('footer').textContent(), path).toContain('+61 3 7010 4520')
      }

      await page.goto(server.baseUrl + '/')
      const body = (await page.locator('main').textContent())!
      for (const text of [
        'The 24/7 Support Available',
        'Kestrelway Freight',
        'Quillfield Learning',
        'View All Services',
        '250+',
        'Projects Completed',
        'Discover',
        'Deliver',
        'Hannah Whitcombe',
        'Get in Touch',
      ])
        expect(body, text).toContain(text)
      expect(await page.locator('main article').count()).toBe(6)
      expect(await page.locator('main figure').count()).toBe(3)

      await page.goto(server.baseUrl + '/services')
      expect(await page.getByTestId('service-grid').locator('article').count()).toBe(12)
      expect(await page.getByRole('heading', { name: 'Deployment & Support' }).count()).toBe(1)
      expect(await page.getByRole('heading', { name: 'Technologies We Use' }).count()).toBe(1)

      await page.goto(server.baseUrl + '/portfolio')
      expect(await page.getByTestId('project-card').count()).toBe(10)
      // Newest first: the 2026 project leads, the 2019 one closes the grid.
      expect(await page.getByTestId('project-card').first().textContent()).toContain(
        'Cobalt Lane Fitness Companion',
      )
      expect(await page.getByTestId('project-card').last().textContent()).toContain(
        'Civic Parks Booking Experience',
      )
      // Every picture is described in words: the demo seed's descriptions, none left empty.
      const alts = (card: string) =>
        page
          .getByTestId(card)
          .locator('img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')).sort())
      expect(await alts('project-card')).toEqual(seedPortfolio.map((p) => p.imageAlt).sort())
      for (const figure of ['40%', '65%', '3.2x', '85%', '50k+', '98%'])
        expect(await page.locator('main dd', { hasText: figure }).count(), figure).toBe(1)

      await page.goto(server.baseUrl + '/products')
      const groups = await page.locator('main h2').allTextContents()
      expect(groups.slice(0, 2)).toEqual(['Website Solutions', 'Mobile Solutions'])
      expect(await page.getByTestId('product-card').count()).toBe(6)
      expect(await alts('product-card')).toEqual(seedProducts.map((p) => p.imageAlt).sort())
      expect(
        await page.getByTestId('product-card').filter({ hasText: 'Popular' }).allTextContents(),
      ).toEqual([
        expect.stringContaining('Business Website'),
        expect.stringContaining('Native Mobile App'),
      ])

      await page.goto(server.baseUrl + '/company')
      for (const value of [
        'Excellence',
        'Innovation',
        'Collaboration',
        'Integrity',
        'Client Focus',
        'Continuous Learning',
      ])
        expect(await page.getByRole('heading', { name: value, exact: true }).count(), value).toBe(1)
      expect(await page.getByText('Founded 2010').count()).toBe(1)
      expect(
        await page.getByRole('link', { name: 'Meet Our Full Team' }).getAttribute('href'),
      ).toBe('/company/team')

      await page.goto(server.baseUrl + '/contact')
      expect(await page.getByTestId('faq').count()).toBe(4)
      expect(await page.getByTestId('faq').first().textContent()).toContain('4-6 weeks')
      const details = page.getByRole('region', { name: 'Contact details' })
      expect(await details.getByRole('link', { name: 'hello@digitalagency.example' }).count()).toBe(
        1,
      )
      expect(await details.getByRole('link', { name: '+61 3 7010 4520' }).count()).toBe(1)
      expect(await details.textContent()).toContain('Level 3, 218 Flinders Lane')
      expect(await page.locator('iframe').getAttribute('title')).toContain('Melbourne')
      expect(await page.locator('iframe').getAttribute('loading')).toBe('lazy')
    } finally {
      await close()
    }
  })

  it('lets a phone without JavaScript reach every page from the menu, and hides dead controls', async () => {
    const { page, close } = await openPage(browser, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    })
    try {
      await page.goto(server.baseUrl + '/company')
      // The script-driven menu button and theme toggle would do nothing here.
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: /theme/i }).isVisible()).toBe(false)
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      expect(await menu.isVisible()).toBe(false)

      await page.getByRole('link', { name: 'Open menu' }).click()
      await menu.waitFor()
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Close menu',
        'Home',
        'Services',
        'Portfolio',
        'Products',
        'Company',
        'Contact',
        'Get Started',
      ])
      await menu.getByRole('link', { name: 'Close menu' }).click()
      await menu.waitFor({ state: 'hidden' })

      await page.getByRole('link', { name: 'Open menu' }).click()
      await menu.getByRole('link', { name: 'Portfolio' }).click()
      await page.waitForURL('**/portfolio')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Portfolio')
      expect(await menu.isVisible()).toBe(false)
    } finally {
      await close()
    }
  })

  it('gives every page its own title, description, canonical URL and social cards', async () => {
    const titles = new Set<string>()
    for (const { path } of publicPages) {
      const html = await (await fetch(server.baseUrl + path)).text()
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title, path).toBeTruthy()
      titles.add(title!)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/)
      expect(html, path).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`)
      expect(html, path).toContain(`<meta property="og:url" content="${SITE_URL}${path}"/>`)
      expect(html, path).toContain('<meta property="og:title"')
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    }
    expect(titles.size).toBe(publicPages.length)
  })

  it('describes the organisation with its contact details in JSON-LD on the home page', async () => {
    const html = await (await fetch(server.baseUrl + '/')).text()
    const json = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1]
    const org = JSON.parse(json!)
    expect(org).toMatchObject({
      '@type': 'Organization',
      url: `${SITE_URL}/`,
      email: 'hello@digitalagency.example',
      telephone: '+61 3 7010 4520',
    })
  })

  it('serves a sitemap of every public page and a robots.txt that keeps crawlers out of /admin', async () => {
    const sitemap = await fetch(server.baseUrl + '/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // Every public page first, then each catalogue service's and each project's own page.
    expect(locs.slice(0, publicPages.length)).toEqual(publicPages.map((p) => SITE_URL + p.path))
    expect(locs).toContain(`${SITE_URL}/services/technical-seo`)
    expect(locs).toContain(`${SITE_URL}/portfolio/brightmere-health-patient-portal`)
    expect(new Set(locs).size).toBe(locs.length)

    const robots = await (await fetch(server.baseUrl + '/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })

  it('answers unknown paths with the not-found screen, a 404 and the path in the log', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      for (const path of ['/no-such-page', '/services/no-such-service']) {
        const res = await page.goto(server.baseUrl + path)
        expect(res?.status(), path).toBe(404)
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404')
        await page.getByText('Oops! Page not found').waitFor()
        // The log line comes through the server's stdout pipe, a moment after the answer.
        await expect
          .poll(() =>
            server.output.some((line) => line.includes('page not found') && line.includes(path)),
          )
          .toBe(true)
      }
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await page.waitForURL(server.baseUrl + '/')
      expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    } finally {
      await close()
    }
  })

  // axe takes a second or two a page on this machine: one test per theme, with room to run.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations on any public route in ${colorScheme}`, async () => {
      const { page, errors, close } = await openPage(browser, {
        colorScheme,
        reducedMotion: 'reduce',
      })
      try {
        for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
          await page.goto(server.baseUrl + path)
          await waitForHydration(page)
          expect(await axeViolations(page), `${path} (${colorScheme})`).toEqual([])
        }
        expect(errors.filter((e) => !e.includes('404'))).toEqual([])
      } finally {
        await close()
      }
    }, 150_000)
  }

  it('has no axe violations with the mobile menu or the project modal open', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, close } = await openPage(browser, {
        colorScheme,
        reducedMotion: 'reduce',
        viewport: { width: 390, height: 844 },
      })
      try {
        await page.goto(server.baseUrl + '/')
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).waitFor()
        expect(await axeViolations(page), `menu (${colorScheme})`).toEqual([])
        await page.keyboard.press('Escape')

        await page.goto(server.baseUrl + '/portfolio')
        await waitForHydration(page)
        await page
          .getByRole('link', { name: 'Brightmere Health Patient Portal', exact: true })
          .click()
        await page.getByRole('dialog', { name: 'Brightmere Health Patient Portal' }).waitFor()
        await page.waitForTimeout(300)
        expect(await axeViolations(page), `modal (${colorScheme})`).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }
  })
})
