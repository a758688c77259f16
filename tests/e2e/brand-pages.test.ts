import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPortfolio } from '../../db/seed-data'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { engines } from '../support/databases'
import { launchBrowser, openPage } from './support/browser'
import { adminEnv, apiSignIn, signIn, unexpectedErrors } from './support/admin'
import { adminCall, axeViolations, waitForHydration } from './support/site'

const SITE_URL = 'https://agency.example'
const desktop = { viewport: { width: 1280, height: 900 } }
const PROJECT = 'Brightmere Health Patient Portal'
const SLUG = 'brightmere-health-patient-portal'

const filters = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter projects by category' })

/** The JSON-LD objects of the page, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>)
}

describe.each(engines)('pages worth sharing on %s', (engine) => {
  let server: RunningServer
  let browser: Browser
  let token: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ engine, env: { SITE_URL, ...adminEnv } }),
      launchBrowser(),
    ])
    token = await apiSignIn(server.baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("serves a project's page by its URL, with JavaScript off and on", async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, errors, close } = await openPage(browser, { ...desktop, javaScriptEnabled })
      try {
        const res = await page.goto(`${server.baseUrl}/portfolio/${SLUG}`)
        expect(res?.status()).toBe(200)
        if (javaScriptEnabled) await waitForHydration(page)
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PROJECT)
        const main = (await page.locator('main').textContent())!
        for (const part of [
          'Web Development',
          'Client',
          'Brightmere Health',
          'Year',
          '2025',
          'React',
          'AWS',
        ])
          expect(main, part).toContain(part)
        const live = page.getByRole('link', { name: /View Live Project/ })
        expect(await live.getAttribute('href')).toBe('https://example.com/brightmere-health-portal')
        // A call to action closes the page.
        expect(await page.getByRole('link', { name: 'Start Your Project' }).count()).toBe(1)
        expect(await page.title()).toBe(`${PROJECT} | Digital Agency`)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(canonical).toBe(`${SITE_URL}/portfolio/${SLUG}`)
        // A link shared in a chat shows the project's picture, large: cropped to a card.
        const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
        expect(ogImage).toBe(`${SITE_URL}/og/portfolio/${SLUG}.jpg`)
        expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
          'summary_large_image',
        )
        const work = (await jsonLdOf(page)).find((d) => d['@type'] === 'CreativeWork')
        expect(work).toMatchObject({ name: PROJECT, url: `${SITE_URL}/portfolio/${SLUG}` })
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    }
    expect((await fetch(`${server.baseUrl}/portfolio/no-such-project`)).status).toBe(404)
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/portfolio/${SLUG}</loc>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}/services/cyber-security</loc>`)
  })

  it('links the filters and the cards without JavaScript', async () => {
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      await page.goto(server.baseUrl + '/portfolio')
      await filters(page).getByRole('link', { name: 'App Development', exact: true }).click()
      await page.waitForURL(/\?category=app$/)
      expect(await page.getByTestId('project-card').count()).toBe(
        seedPortfolio.filter((p) => p.category === 'app').length,
      )
      const current = page.locator(
        'nav[aria-label="Filter projects by category"] [aria-current="page"]',
      )
      expect(await current.textContent()).toBe('App Development')
      await page.getByTestId('project-card').first().locator('h3 a').click()
      await page.waitForURL(/\/portfolio\/[a-z0-9-]+$/)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    } finally {
      await close()
    }
  })

  it("opens the quick view at the project's URL, and Back closes it", async () => {
    const { page, errors, close } = await openPage(browser, desktop)
    try {
      await page.goto(server.baseUrl + '/portfolio')
      await waitForHydration(page)
      await filters(page).getByRole('link', { name: 'Web Development', exact: true }).click()
      await page.waitForURL(/\?category=web$/)
      await page.getByRole('link', { name: PROJECT, exact: true }).click()
      const modal = page.getByRole('dialog', { name: PROJECT })
      await modal.waitFor()
      expect(new URL(page.url()).pathname).toBe(`/portfolio/${SLUG}`)
      await page.goBack()
      await modal.waitFor({ state: 'detached' })
      expect(new URL(page.url()).search).toBe('?category=web')
      // Still the list, filtered as it was.
      expect(await page.getByTestId('project-card').count()).toBe(3)

      // Escape closes it and the URL returns to the list's.
      await page.getByRole('link', { name: PROJECT, exact: true }).click()
      await modal.waitFor()
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })
      await expect.poll(() => new URL(page.url()).pathname).toBe('/portfolio')

      // From the quick view to the whole page.
      await page.getByRole('link', { name: PROJECT, exact: true }).click()
      await modal.getByRole('link', { name: 'Read the Case Study' }).click()
      await page.getByRole('heading', { level: 1, name: PROJECT }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`/portfolio/${SLUG}`)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('answers a changed slug with 301 from the old URL, and the page keeps its own SEO', async () => {
    const items = (await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')) as {
      _id: string
      slug: string
      title: string
    }[]
    const item = items.find((i) => i.title === 'Kestrelway Driver App')!
    const old = item.slug
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${item._id}`, {
      slug: 'kestrelway-drivers',
      seoTitle: 'Kestrelway: an app for drivers',
      seoDescription: 'How we built the Kestrelway driver app.',
    })
    const res = await fetch(`${server.baseUrl}/portfolio/${old}`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/portfolio/kestrelway-drivers')
    const { page, close } = await openPage(browser, desktop)
    try {
      await page.goto(`${server.baseUrl}/portfolio/${old}`)
      expect(new URL(page.url()).pathname).toBe('/portfolio/kestrelway-drivers')
      expect(await page.title()).toBe('Kestrelway: an app for drivers | Digital Agency')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        'How we built the Kestrelway driver app.',
      )
    } finally {
      await close()
    }
  })

  it('leads every service card, on /services and the home page, to a page that answers 200', async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      const hrefs = new Set<string>()
      for (const [path, cards] of [
        ['/services', page.getByTestId('service-grid').locator('article')],
        ['/', page.locator('main article')],
      ] as const) {
        await page.goto(server.baseUrl + path)
        const count = await cards.count()
        expect(count, path).toBeGreaterThanOrEqual(6)
        for (let i = 0; i < count; i++) {
          const href = await cards.nth(i).locator('h3 a').getAttribute('href')
          expect(href, `${path} card ${i}`).toMatch(/^\/services\/[a-z0-9-]+$/)
          hrefs.add(href!)
        }
      }
      expect(hrefs).toContain('/services/cyber-security')
      for (const href of hrefs) {
        const res = await page.goto(server.baseUrl + href)
        expect(res?.status(), href).toBe(200)
        expect(await page.getByRole('heading', { level: 1 }).count(), href).toBe(1)
      }
      // A catalogue service's page offers to talk about it.
      await page.goto(server.baseUrl + '/services/technical-seo')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Technical SEO')
      expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe(
        '/contact?subject=Technical+SEO',
      )

      // A service added in the portal gets its page.
      const services = (await adminCall(server.baseUrl, token, 'GET', '/api/content/services'))
        .content
      await adminCall(server.baseUrl, token, 'PUT', '/api/content/services', {
        ...services,
        catalog: [
          ...services.catalog,
          {
            title: 'Incident Response',
            description: 'Help within the hour when something goes wrong.',
            icon: 'shield-check',
            category: 'security',
          },
        ],
      })
      await page.goto(server.baseUrl + '/services')
      const added = page.getByRole('link', { name: 'Incident Response' })
      expect(await added.getAttribute('href')).toBe('/services/incident-response')
      expect((await page.goto(server.baseUrl + '/services/incident-response'))?.status()).toBe(200)
      expect(await page.getByRole('link', { name: 'Part of Cyber Security' }).count()).toBe(1)

      // Products' Learn More names the product in the contact form's subject.
      await page.goto(server.baseUrl + '/products')
      const learn = page.getByRole('link', { name: /Learn More/ }).first()
      const about = (await learn.textContent())!.replace(/^Learn More about /, '').trim()
      await learn.click()
      await page.waitForURL(/\/contact\?subject=/)
      expect(await page.getByLabel('Subject').inputValue()).toBe(about)
    } finally {
      await close()
    }
  })

  it('adds redirects in Settings → Redirects, refuses a loop, and imports a CSV', async () => {
    const { page, errors, close } = await openPage(browser, desktop)
    try {
      await signIn(page, server.baseUrl)
      await page.goto(server.baseUrl + '/admin/settings/redirects')
      await page.getByLabel('From path').fill('/spring-offer')
      await page.locator('input#to').fill('/products')
      await page.getByRole('button', { name: 'Add Redirect' }).click()
      await page.getByRole('cell', { name: '/spring-offer', exact: true }).waitFor()
      const res = await fetch(server.baseUrl + '/spring-offer', { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('/products')

      await page.getByLabel('From path').fill('/products')
      await page.locator('input#to').fill('/spring-offer')
      await page.getByRole('button', { name: 'Add Redirect' }).click()
      await page.getByText('/spring-offer leads back to /products').waitFor()

      // What the site answers itself, and a link a browser reads as another site, are refused
      // under their fields, in the words of the API (ADR 077).
      await page.getByLabel('From path').fill('/Healthz/')
      await page.locator('input#to').fill('/\\evil.example')
      await page.getByRole('button', { name: 'Add Redirect' }).click()
      await page.getByText('The site answers /Healthz/ itself (the health check)').waitFor()
      await page.getByText('A path on this site starts with a single /').waitFor()

      await page.getByLabel('CSV file of redirects (from,to,status)').setInputFiles({
        name: 'redirects.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('from,to,status\n/winter-offer,/contact,302\n'),
      })
      await page.getByRole('cell', { name: '/winter-offer', exact: true }).waitFor()
      // (The refused loop's 409 is the one failed request the console reports.)
      expect(unexpectedErrors(errors).filter((e) => !/status of 409/.test(e))).toEqual([])
    } finally {
      await close()
    }
  })

  it('shows the header menu as saved, on a desktop and without JavaScript', async () => {
    const { content } = await adminCall(server.baseUrl, token, 'GET', '/api/content/header')
    await adminCall(server.baseUrl, token, 'PUT', '/api/content/header', {
      ...content,
      items: [...content.items.slice(0, 3), { label: 'Security', to: '/services/cyber-security' }],
      callToAction: { label: 'Book a Call', to: '/contact?subject=Call' },
    })
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled })
      try {
        await page.goto(server.baseUrl + '/company')
        const nav = page.getByRole('navigation', { name: 'Main' })
        expect(await nav.getByRole('link').allTextContents()).toEqual([
          'Home',
          'Services',
          'Portfolio',
          'Security',
        ])
        const cta = page.locator('header').getByRole('link', { name: 'Book a Call' }).first()
        expect(await cta.getAttribute('href')).toBe('/contact?subject=Call')
      } finally {
        await close()
      }
    }
    await adminCall(server.baseUrl, token, 'PUT', '/api/content/header', content)
  })

  it('renames the brand in the portal: the title, the header, JSON-LD and the portal follow', async () => {
    const { page, errors, close } = await openPage(browser, desktop)
    try {
      await signIn(page, server.baseUrl)
      await page.goto(server.baseUrl + '/admin/settings/brand')
      const name = page.locator('input#name')
      await name.waitFor()
      // A primary colour too light for white text is refused, with its contrast.
      await page.locator('input#primaryColor').fill('#8a9bff')
      await expect
        .poll(() => page.getByTestId('primaryColor-sample').textContent())
        .toMatch(/2\.\d:1/)
      await page.getByRole('button', { name: 'Save Brand' }).click()
      await page.getByText(/Text on this colour would have a contrast of 2\.\d:1/).waitFor()

      await page.locator('input#primaryColor').fill('#0b5d1e')
      await page.locator('input#themeColor').fill('#0b5d1e')
      await name.fill('Northwind Studio')
      await page.getByLabel('Short name or monogram').fill('NW')
      await page.getByRole('button', { name: 'Save Brand' }).click()
      await page.locator('[data-sonner-toast]', { hasText: 'Brand saved' }).first().waitFor()
      // The portal's own mark and footer follow.
      await expect.poll(() => page.locator('aside').first().textContent()).toContain('NW')
      await expect
        .poll(() => page.locator('body').textContent())
        .toContain('Northwind Studio · Admin Portal')

      await page.goto(server.baseUrl + `/portfolio/${SLUG}`)
      expect(await page.title()).toBe(`${PROJECT} | Northwind Studio`)
      expect(await page.locator('header').first().textContent()).toContain('Northwind Studio')
      expect(await page.locator('footer').textContent()).toContain(
        'Northwind Studio. All rights reserved.',
      )
      await page.goto(server.baseUrl + '/')
      expect(await page.title()).toMatch(/^Northwind Studio — /)
      const org = (await jsonLdOf(page)).find((d) => d['@type'] === 'Organization')
      expect(org).toMatchObject({ name: 'Northwind Studio' })
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b5d1e')
      const html = await (await fetch(server.baseUrl + '/')).text()
      expect(html).not.toContain('Digital Agency')
      // The buttons take the brand's colour.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      )
      expect(primary).toBe('#0b5d1e')

      // The favicon is the server's PNG, and the manifest names the brand.
      const icon = await page.locator('link[rel="icon"]').getAttribute('href')
      const res = await fetch(server.baseUrl + icon)
      expect(res.headers.get('content-type')).toBe('image/png')
      const manifest = await (await fetch(server.baseUrl + '/manifest.webmanifest')).json()
      expect(manifest.name).toBe('Northwind Studio')
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe on a project's and a service's page (${colorScheme})`, async () => {
      const { page, close } = await openPage(browser, { ...desktop, colorScheme })
      try {
        for (const path of [
          '/',
          `/portfolio/${SLUG}`,
          '/services/cyber-security',
          '/services/technical-seo',
        ]) {
          await page.goto(server.baseUrl + path)
          await waitForHydration(page)
          expect(await axeViolations(page), path).toEqual([])
        }
      } finally {
        await close()
      }
    })
  }
})
