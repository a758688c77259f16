import type { Browser, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { launchBrowser, openPage } from './support/browser'
import { adminEnv, apiSignIn, axeViolations, signIn, unexpectedErrors } from './support/admin'
import { adminCall, waitForHydration } from './support/site'

const desktop = { viewport: { width: 1280, height: 900 } }
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** A 4:1 word mark, 800×200, in the given colour: a wide logo as agencies have them. */
const wordMark = (fill: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect x="10" y="40" width="120" height="120" rx="24" fill="${fill}"/><rect x="170" y="70" width="600" height="60" rx="30" fill="${fill}"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

async function upload(baseUrl: string, token: string, png: Buffer): Promise<string> {
  const data = new FormData()
  data.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
  const res = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: data,
  })
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { url: string }).url
}

/**
 * The logos shown inside `within` (the visible ones only), each as its box's width ÷ height and
 * its picture's: a logo at its own proportions has both at 4.
 */
async function shownLogos(within: Locator) {
  return within.locator('img[src^="/uploads/"]').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((img) => img.checkVisibility())
      .map((img) => {
        const r = img.getBoundingClientRect()
        return {
          src: img.getAttribute('src'),
          box: Math.round((r.width / r.height) * 100) / 100,
          picture: Math.round((img.naturalWidth / img.naturalHeight) * 100) / 100,
          height: Math.round(r.height),
        }
      }),
  )
}

/** Waits until the page has a logo and every logo on it has loaded. */
const logosLoaded = (page: Page) =>
  page.waitForFunction(() => {
    const logos = [...document.querySelectorAll<HTMLImageElement>('img[src^="/uploads/"]')]
    return logos.length > 0 && logos.every((img) => img.complete && img.naturalWidth > 0)
  })

describe('a wide logo (Settings → Brand), and the brand on the sign-in screens', () => {
  let server: RunningServer
  let browser: Browser
  let light: string
  let dark: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    const token = await apiSignIn(server.baseUrl)
    light = await upload(server.baseUrl, token, await wordMark('#123d7a'))
    dark = await upload(server.baseUrl, token, await wordMark('#e8eefc'))
    await adminCall(server.baseUrl, token, 'PUT', '/api/settings/brand', {
      name: 'Northwind Studio',
      shortName: 'NW',
      logoUrl: light,
      logoDarkUrl: dark,
    })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const wide = (src: string, minHeight: number) => ({
    src,
    box: 4,
    picture: 4,
    height: expect.toSatisfy((h: number) => h >= minHeight) as unknown as number,
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keeps its proportions in the site's header, footer and phone menu (${colorScheme})`, async () => {
      const logo = colorScheme === 'dark' ? dark : light
      const { page, errors, close } = await openPage(browser, { ...desktop, colorScheme })
      try {
        await page.goto(server.baseUrl + '/')
        await waitForHydration(page)
        await logosLoaded(page)
        expect(await shownLogos(page.locator('header'))).toEqual([wide(logo, 36)])
        expect(await shownLogos(page.locator('footer'))).toEqual([wide(logo, 36)])
        await page.setViewportSize(phone.viewport)
        expect(await shownLogos(page.locator('header'))).toEqual([wide(logo, 36)])
        // Logo, name and menu button fit the phone's width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
        await page.screenshot({ path: `/tmp/trust-looks-logo-390-${colorScheme}.png` })
        await page.getByRole('button', { name: 'Open menu' }).click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await menu.getByRole('link', { name: 'Northwind Studio' }).waitFor()
        await logosLoaded(page)
        expect(await shownLogos(menu)).toEqual([wide(logo, 36)])
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }

  it('keeps its proportions on the sign-in screens, which show the brand, and in the sidebar', async () => {
    const { page, errors, close } = await openPage(browser, desktop)
    try {
      for (const [path, heading] of [
        ['/admin/forgot-password', 'Forgot password?'],
        ['/admin/reset-password?token=unknown', 'Choose a new password'],
        ['/admin/login', 'Admin Login'],
      ] as const) {
        await page.goto(server.baseUrl + path)
        const card = page.locator('main')
        // The brand's name, not the heading: the screen's loading state has the heading too.
        await card.getByText('Northwind Studio', { exact: true }).waitFor()
        await card.getByRole('heading', { name: heading }).waitFor()
        await logosLoaded(page)
        // The portal's default theme is dark.
        expect(await shownLogos(card), path).toEqual([wide(dark, 48)])
        expect(await card.getByText('Northwind Studio', { exact: true }).isVisible()).toBe(true)
        expect(await card.textContent()).not.toContain('Digital Agency')
        if (path === '/admin/login') await page.screenshot({ path: '/tmp/trust-looks-login.png' })
      }

      await signIn(page, server.baseUrl)
      const sidebar = page.locator('aside').first()
      await logosLoaded(page)
      expect(await shownLogos(sidebar)).toEqual([wide(dark, 28)])
      expect(await sidebar.getByText('NW', { exact: true }).isVisible()).toBe(false)
      // Collapsed, the rail is too narrow for a word mark: the monogram stands in.
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      await sidebar.getByText('NW', { exact: true }).waitFor()
      expect(await shownLogos(sidebar)).toEqual([])
      const settled = () =>
        sidebar.evaluate((el) => Promise.allSettled(el.getAnimations().map((a) => a.finished)))
      await settled()
      await page.screenshot({ path: '/tmp/trust-looks-sidebar-collapsed.png' })
      await page.getByRole('button', { name: 'Expand sidebar' }).click()
      await expect.poll(() => shownLogos(sidebar)).toEqual([wide(dark, 28)])
      await settled()
      await page.screenshot({ path: '/tmp/trust-looks-sidebar.png' })
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds nothing on the sign-in screen with the brand (${theme})`, async () => {
      const { page, close } = await openPage(browser, desktop)
      try {
        await page.goto(server.baseUrl + '/admin/login')
        await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
        await page.reload()
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
        await page.getByText('Northwind Studio', { exact: true }).waitFor()
        await logosLoaded(page)
        expect(await shownLogos(page.locator('main'))).toEqual([
          wide(theme === 'dark' ? dark : light, 48),
        ])
        expect(await axeViolations(page)).toEqual([])
      } finally {
        await close()
      }
    })
  }
})
