import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { publicPages } from '../../scripts/support/public-pages'
import { launchBrowser, openPage } from './support/browser'
import {
  adminCall,
  adminToken,
  axeViolations,
  siteAdminEnv,
  waitForHydration,
  waitPastFillTime,
} from './support/site'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const tablet = { viewport: { width: 768, height: 1024 } }
const desktop = { viewport: { width: 1280, height: 800 } }

/**
 * Text and controls of the page that pass beneath the fixed theme toggle at some scroll
 * position: the page is scrolled a third of a screen at a time, and at each stop every visible
 * leaf of text, link, button and field is checked against the button's box.
 */
async function coveredByToggle(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const toggle = document.querySelector('aside[aria-label="Theme"] button')!
    const found = new Set<string>()
    const step = Math.round(window.innerHeight / 3)
    const end = document.documentElement.scrollHeight
    for (let y = 0; y <= end; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      const box = toggle.getBoundingClientRect()
      const candidates = document.querySelectorAll<HTMLElement>(
        'main a, main button, main input, main textarea, main select, main p, main h1, main h2, main h3, main li, main dd, main dt, main span, footer a, footer p, footer li',
      )
      for (const el of candidates) {
        if (el.closest('[aria-hidden="true"]')) continue
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || style.display === 'none') continue
        // Text-bearing elements only: a box around other boxes is judged by its children.
        const tag = el.tagName
        const control = ['A', 'BUTTON', 'INPUT', 'TEXTAREA', 'SELECT'].includes(tag)
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
        )
        if (!control && !ownText) continue
        for (const r of el.getClientRects()) {
          if (r.width === 0 || r.height === 0) continue
          const overlaps =
            r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
          if (overlaps) {
            found.add(
              `${tag.toLowerCase()} "${(el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`,
            )
          }
        }
      }
    }
    return [...found]
  })
}

/**
 * Each section of the page (and of its footer) with the space left and right of its content:
 * the union of the content boxes (inside padding and border) of everything shown in it, so a
 * block of text counts as wide as its column, and a full-width decoration does not count.
 */
async function sectionMargins(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#main > *, [data-site-footer] > *')].flatMap(
      (section, i) => {
        let left = Infinity
        let right = -Infinity
        for (const el of section.querySelectorAll<HTMLElement>('*')) {
          if (el.closest('[aria-hidden="true"], script, style')) continue
          const style = getComputedStyle(el)
          if (['absolute', 'fixed'].includes(style.position) || style.visibility === 'hidden')
            continue
          const r = el.getBoundingClientRect()
          if (r.width === 0 || r.height === 0) continue
          const px = (v: string) => parseFloat(v) || 0
          left = Math.min(left, r.left + px(style.borderLeftWidth) + px(style.paddingLeft))
          right = Math.max(right, r.right - px(style.borderRightWidth) - px(style.paddingRight))
        }
        if (left === Infinity) return []
        const name = `${section.tagName.toLowerCase()} ${i + 1}`
        return [{ name, left: Math.round(left), right: Math.round(window.innerWidth - right) }]
      },
    ),
  )
}

/** For each card grid of the page (balancedGridClass's), the number of cards in each row. */
async function gridRows(page: Page): Promise<number[][]> {
  return page.locator('main [class*="grid-cols-6"]').evaluateAll((grids) =>
    grids.map((grid) => {
      const tops = new Map<number, number>()
      for (const child of grid.children) {
        const top = Math.round(child.getBoundingClientRect().top)
        tops.set(top, (tops.get(top) ?? 0) + 1)
      }
      return [...tops.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n)
    }),
  )
}

describe('the public layout, tried as a new visitor would (ADR 067)', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...siteAdminEnv, CONTACT_RATE_LIMIT: '100' } }),
      launchBrowser(),
    ])
    // A fourth product in a category of three: one row of three and a lone card, before.
    await adminCall(server.baseUrl, await adminToken(server.baseUrl), 'POST', '/api/products', {
      name: 'Care Plan',
      description: 'Monthly updates and backups.',
      price: 99,
      imageUrl: 'https://example.com/care-plan.png',
      category: 'Website Solutions',
    })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  // From 768 px up the toggle is the fixed button; on a phone it is in the menu (below).
  const pages: [string, typeof desktop][] = [
    ['/company/team', desktop],
    ['/contact', tablet],
    ['/services', desktop],
    ['/', desktop],
    ['/portfolio', tablet],
  ]
  for (const [path, device] of pages) {
    it(`nothing on ${path} at ${device.viewport.width} px passes beneath the theme toggle`, async () => {
      const { page, errors, close } = await openPage(browser, device)
      try {
        await page.goto(server.baseUrl + path)
        await waitForHydration(page)
        expect(await coveredByToggle(page)).toEqual([])
        // And the gutter costs no sideways scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          device.viewport.width,
        )
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }

  it('every public page at 390 px is centred: each section has equal margins left and right', async () => {
    const { page, errors, close } = await openPage(browser, phone)
    try {
      const offCentre: string[] = []
      for (const { path } of publicPages) {
        await page.goto(server.baseUrl + path)
        await waitForHydration(page)
        for (const { name, left, right } of await sectionMargins(page)) {
          if (Math.abs(left - right) > 1) offCentre.push(`${path} ${name}: ${left} | ${right}`)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
      }
      expect(offCentre).toEqual([])
      // Nothing passes beneath a fixed button: on a phone there is none (the header has it).
      expect(await page.locator('aside[aria-label="Theme"]').isVisible()).toBe(false)
      await page.goto(server.baseUrl + '/services')
      await waitForHydration(page)
      await page.screenshot({ path: '/tmp/trust-looks-services-390.png' })
      // The product added above has its picture elsewhere, which the CSP keeps out.
      expect(errors.filter((e) => !e.includes('example.com/care-plan.png'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('on a phone the header holds the theme switch, which says what it does and is kept', async () => {
    const { page, errors, close } = await openPage(browser, { ...phone, colorScheme: 'dark' })
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    try {
      await page.goto(server.baseUrl + '/contact')
      await waitForHydration(page)
      const header = page.locator('header')
      // "System" on a dark phone: a click keeps dark, and stops following the system.
      await header.getByRole('button', { name: 'Always use the dark theme' }).click()
      await header.getByRole('button', { name: 'Switch to light theme' }).waitFor()
      expect(await page.evaluate(() => localStorage.getItem('agency-site:theme'))).toBe('dark')
      expect(await dark()).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: '/tmp/trust-looks-phone-header.png' })
      await header.getByRole('button', { name: 'Switch to light theme' }).click()
      await header.getByRole('button', { name: 'Switch to dark theme' }).waitFor()
      expect(await dark()).toBe(false)
      expect(await axeViolations(page)).toEqual([])
      await page.reload()
      await waitForHydration(page)
      expect(await dark()).toBe(false)
      // From 768 px the fixed button has it, the header's is gone, and both follow one state.
      await page.setViewportSize({ width: 800, height: 900 })
      await page
        .getByRole('complementary', { name: 'Theme' })
        .getByRole('button', { name: 'Switch to dark theme' })
        .waitFor()
      expect(await header.getByRole('button', { name: /theme$/ }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('grids of 10 projects and of 4 products leave no lone card in the last row', async () => {
    for (const device of [phone, tablet, desktop]) {
      const { page, close } = await openPage(browser, device)
      try {
        await page.goto(server.baseUrl + '/portfolio')
        const [projects] = (await gridRows(page)) as [number[]]
        expect(projects.reduce((a, b) => a + b, 0)).toBe(10)
        await page.goto(server.baseUrl + '/products')
        const products = await gridRows(page)
        // Website Solutions (4 now) and Mobile Solutions (3).
        expect(products.map((rows) => rows.reduce((a, b) => a + b, 0))).toEqual([4, 3])
        if (device === desktop) expect(products).toEqual([[2, 2], [3]])
        if (device === tablet) expect(products).toEqual([[2, 2], [3]])
        for (const rows of [projects, ...products]) {
          const widest = Math.max(...rows)
          // One column on a phone: every row is one card. Wider (768 px and up): the last row
          // has two or more.
          if (widest > 1)
            expect(rows.at(-1), `${device.viewport.width} px: ${rows}`).toBeGreaterThan(1)
        }
        if (device === desktop) expect(projects).toEqual([3, 3, 2, 2])
        if (device === tablet) expect(projects).toEqual([2, 2, 2, 2, 2])
        if (device === phone) expect(new Set(projects)).toEqual(new Set([1]))
      } finally {
        await close()
      }
    }
  })

  it('a contact post without JavaScript on a phone comes back at the form, its outcome in the title', async () => {
    const { page, close } = await openPage(browser, { ...phone, javaScriptEnabled: false })
    const inView = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect()
          return r.top >= 0 && r.top < window.innerHeight
        })
    try {
      await page.goto(server.baseUrl + '/contact')
      const loaded = Date.now()
      const title = await page.title()
      await page.getByLabel('Name').fill('A')
      await page.getByLabel('Email').fill('grace@')
      await page.getByLabel('Subject').fill('A shop')
      await page.getByLabel('Message').fill('We would like to sell our cakes online.')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByText('Name must be at least 2 characters').waitFor()
      expect(await page.title()).toBe(`Error | ${title}`)
      expect(await inView('#name-error')).toBe(true)

      await page.getByLabel('Name').fill('Grace Hopper')
      await page.getByLabel('Email').fill('grace@example.com')
      await waitPastFillTime(loaded)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('status').getByText('Message Sent!').waitFor()
      expect(await page.title()).toBe(`Message Sent! | ${title}`)
      expect(await inView('[role="status"]')).toBe(true)
      // Read again, the page is the plain one.
      await page.goto(server.baseUrl + '/contact')
      expect(await page.title()).toBe(title)
    } finally {
      await close()
    }
  })
})
