import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { waitForHydration } from './support/site'

/** The page background of each theme (`--background` in app/app.css). */
const LIGHT_BACKGROUND = 'oklch(0.99 0.003 264)'
const DARK_BACKGROUND = 'oklch(0.16 0.02 264)'

describe('home page in Chromium', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    server = await startServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows the tagline and hydrates without errors', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await page.goto(server.baseUrl + '/')
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Empowering Ideas with Digital Solutions')
      // The scripts start after the first paint (ADR 095): a click before they ran is a plain
      // link's full load, which is right, but not what this test is after.
      await waitForHydration(page)
      // A marker on window survives only a client-side navigation, which needs hydration.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
      // The hero's button: the header has a Get Started link too.
      await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click()
      await page.waitForURL('**/contact')
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
      expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('keeps the cards on the hero picture clear of a phone screen’s edges', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 360, height: 740 } })
    try {
      await page.goto(server.baseUrl + '/')
      for (const text of ['250+ Projects', '98% satisfaction']) {
        const card = page.locator('[data-parallax] .bg-card', { hasText: text })
        const box = (await card.boundingBox())!
        expect(box.x, text).toBeGreaterThanOrEqual(8)
        expect(360 - (box.x + box.width), text).toBeGreaterThanOrEqual(8)
      }
    } finally {
      await close()
    }
  })

  it('has the tagline in the server HTML with JavaScript disabled', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    try {
      await page.goto(server.baseUrl + '/')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Empowering Ideas with Digital Solutions',
      )
    } finally {
      await close()
    }
  })

  it('applies a stored dark preference before the first paint', async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme: 'light' })
    try {
      await page.addInitScript(() => localStorage.setItem('agency-site:theme', 'dark'))
      // Record the class at the first moment the body exists, before any paint.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          ;(window as unknown as { firstClass: string[] }).firstClass = [
            ...document.documentElement.classList,
          ]
        })
      })
      await page.goto(server.baseUrl + '/')
      expect(
        await page.evaluate(() => (window as unknown as { firstClass: string[] }).firstClass),
      ).toContain('dark')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('shows a saved light theme on a dark system, and the system theme with JavaScript off', async () => {
    const pageColour = (page: Page) =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await openPage(browser, { colorScheme: 'dark' })
    const noScript = await openPage(browser, { colorScheme: 'dark', javaScriptEnabled: false })
    try {
      await light.page.addInitScript(() => localStorage.setItem('agency-site:theme', 'light'))
      await light.page.goto(server.baseUrl + '/')
      expect(await pageColour(light.page)).toBe(LIGHT_BACKGROUND)
      // Without script nothing reads the saved choice; the visitor's system decides.
      await noScript.page.goto(server.baseUrl + '/')
      expect(await pageColour(noScript.page)).toBe(DARK_BACKGROUND)
    } finally {
      await light.close()
      await noScript.close()
    }
  })

  it('follows the system preference by default', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'dark' })
    try {
      await page.goto(server.baseUrl + '/')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      )
    } finally {
      await close()
    }
  })
})
