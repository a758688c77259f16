import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN,
  adminEnv,
  apiSignIn,
  signIn,
  storedToken,
  toastWith,
  tokenStatus,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'

describe('admin sign-in, guard and session', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('sends a visitor to sign-in, refuses a wrong password, then returns to the page asked for', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      // The server sends the guard's waiting state; the browser then finds no token.
      const html = await (await fetch(`${server.baseUrl}/admin/faqs`)).text()
      expect(html).toContain('Verifying authentication...')
      expect(html).toContain('Please wait while we verify your credentials')
      expect(html).toMatch(/<meta name="robots" content="noindex/)

      await page.goto(`${server.baseUrl}/admin/faqs`)
      await page.waitForURL('**/admin/login')
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor()

      const email = page.getByLabel('Email')
      const password = page.getByLabel('Password', { exact: true })
      // A screen reader hears that both fields are required (the form shows no asterisk).
      expect(await email.getAttribute('aria-required')).toBe('true')
      expect(await password.getAttribute('aria-required')).toBe('true')
      await email.fill(ADMIN.email)
      await password.fill('not-the-password')
      // The eye button shows what was typed, and hides it again.
      await page.getByRole('button', { name: 'Show password' }).click()
      expect(await password.getAttribute('type')).toBe('text')
      await page.getByRole('button', { name: 'Hide password' }).click()
      expect(await password.getAttribute('type')).toBe('password')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await toastWith(page, 'Invalid credentials')
      expect(await storedToken(page)).toBeNull()

      await password.fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await toastWith(page, 'Login successful. Redirecting to dashboard...')
      await page.waitForURL('**/admin/faqs')
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('FAQs')
      expect(await storedToken(page)).toMatch(/^[\w-]{20,}$/)

      // A stored token skips the form; /admin itself opens the dashboard.
      await page.goto(`${server.baseUrl}/admin/login`)
      await page.waitForURL('**/admin/dashboard')
      await page.goto(`${server.baseUrl}/admin`)
      await page.waitForURL('**/admin/dashboard')
      await page.getByRole('heading', { name: 'Quick Actions' }).waitFor()
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('says that sign-in worked with one toast, not two', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await signIn(page, server.baseUrl)
      await page.getByRole('heading', { name: 'Quick Actions' }).waitFor()
      // The portal's first screen is in; give a late greeting the time it would have taken.
      await page.waitForTimeout(500)
      const shown = page.locator('[data-sonner-toast]:not([data-removed="true"])')
      expect(await shown.allTextContents()).toEqual([
        'Login successful. Redirecting to dashboard...',
      ])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('an edit link opened while signed out goes to sign-in quietly, then to the link', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      const token = await apiSignIn(server.baseUrl)
      const [item] = (await (
        await fetch(`${server.baseUrl}/api/portfolio`, { headers: { 'x-auth-token': token } })
      ).json()) as { _id: string; title: string }[]
      const link = `${server.baseUrl}/admin/portfolio/edit/${item!._id}`

      await page.goto(link)
      await page.waitForURL('**/admin/login')
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      // Nothing failed: the visitor was simply not signed in yet.
      await page.waitForTimeout(300)
      expect(
        await page.locator('[data-sonner-toast]:not([data-removed="true"])').allTextContents(),
      ).toEqual([])

      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL(link)
      await expect.poll(() => page.getByLabel(/^Title\W*$/).inputValue()).toBe(item!.title)
      expect(await page.locator('[data-sonner-toast]', { hasText: 'Failed to load' }).count()).toBe(
        0,
      )
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('remembers the collapsed sidebar and the theme', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await signIn(page, server.baseUrl)
      // The portal starts dark (docs/product.md §Constants) and the toggle switches it, saved for
      // next time.
      expect(await page.evaluate(() => document.documentElement.className)).toContain('dark')
      await page.getByRole('button', { name: 'Switch to light mode' }).click()
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      await page.getByRole('button', { name: 'Expand sidebar' }).waitFor()
      await page.reload()
      await page.getByRole('button', { name: 'Expand sidebar' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark')
      // Collapsed, the links still carry their names (for screen readers and tooltips).
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Contact Details' })
        .click()
      await page.waitForURL('**/admin/contact')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("keeps the portal's theme apart from the site's when moving between them client-side", async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await page.goto(`${server.baseUrl}/admin/login`)
      await page.evaluate(() => localStorage.setItem('agency-site:theme', 'light'))
      await page.reload()
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
      // The portal's default is dark (docs/product.md §Constants), whatever the site uses.
      expect(await isDark()).toBe(true)
      await page.getByRole('link', { name: 'Back to website' }).click()
      await page.waitForURL(`${server.baseUrl}/`)
      await expect.poll(isDark).toBe(false)
      // Back into the portal without a reload: its own theme again, not the site's.
      await page.goBack()
      await page.waitForURL('**/admin/login')
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      await expect.poll(isDark).toBe(true)
      await page.getByRole('button', { name: 'Switch to light mode' }).waitFor()
      await page.goForward()
      await page.waitForURL(`${server.baseUrl}/`)
      await expect.poll(isDark).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('shows the verifying state while a fresh sign-in is checked', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await page.goto(`${server.baseUrl}/admin/login`)
      // Hold the user lookup to see what is on screen while it is pending.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/auth/user', async (route) => {
        await held
        await route.continue()
      })
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByRole('heading', { name: 'Verifying authentication...' }).waitFor()
      await page.getByText('Please wait while we verify your credentials').waitFor()
      expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0)
      release()
      await page.waitForURL('**/admin/dashboard')
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      await page.unroute('**/api/auth/user')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it("a proxy's error page is not shown as the server's message", async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await page.goto(`${server.baseUrl}/admin/login`)
      // What a reverse proxy answers when the app behind it is down: HTML, no JSON message.
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
      )
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await toastWith(page, 'Login failed')
      expect(await page.locator('[data-sonner-toast]', { hasText: 'Bad Gateway' }).count()).toBe(0)
      expect(await storedToken(page)).toBeNull()
      // Chromium reports the 502 itself; that line is this test's subject.
      expect(errors.filter((e) => !/status of 502/.test(e))).toEqual([])
    } finally {
      await close()
    }
  })

  it('a lookup that gets no answer while moving between sections keeps the user signed in', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await signIn(page, server.baseUrl)
      const nav = page.getByRole('navigation', { name: 'Admin' })
      // The network drops the session check (and only it) for a moment.
      await page.route('**/api/auth/user', (route) => route.abort('failed'))
      await nav.getByRole('link', { name: 'FAQs' }).click()
      await page.waitForURL('**/admin/faqs')
      await page.locator('tbody tr').nth(3).waitFor()
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      expect(await storedToken(page)).not.toBeNull()
      expect(
        await page.locator('[data-sonner-toast]', { hasText: 'Authentication failed' }).count(),
      ).toBe(0)
      await page.unroute('**/api/auth/user')
      // A refused token still ends the session on the next move.
      await fetch(`${server.baseUrl}/api/auth/logout`, {
        method: 'POST',
        headers: { 'x-auth-token': (await storedToken(page))! },
      })
      await nav.getByRole('link', { name: 'Products' }).click()
      await toastWith(page, 'Authentication failed. Please log in again.')
      await page.waitForURL('**/admin/login')
      // The dropped check is only logged (docs/product.md §Toasts and errors), and Chromium
      // reports the failed request; both are this test's subject.
      const expected = (e: string) => /Could not re-check the session|net::ERR_FAILED/.test(e)
      expect(errors.some(expected)).toBe(true)
      expect(unexpectedErrors(errors.filter((e) => !expected(e)))).toEqual([])
    } finally {
      await close()
    }
  })

  it('welcomes the user by name on a phone too', async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 375, height: 740 },
    })
    try {
      await signIn(page, server.baseUrl)
      const welcome = page.getByText(`Welcome, ${ADMIN.username}`)
      expect(await welcome.isVisible()).toBe(true)
      const box = (await welcome.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      // The theme toggle beside it stays on screen.
      const toggle = (await page
        .getByRole('button', { name: 'Switch to light mode' })
        .boundingBox())!
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(375)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('logging out revokes the token on the server', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await signIn(page, server.baseUrl)
      const token = (await storedToken(page))!
      expect(await tokenStatus(server.baseUrl, token)).toBe(200)
      // The dashboard's counts first: one still in flight when the token goes would be answered
      // 401, which the browser logs (a slow machine was seen doing that).
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Logout' }).click()
      await toastWith(page, 'You have been successfully logged out')
      await page.waitForURL('**/admin/login')
      expect(await storedToken(page)).toBeNull()
      expect(await tokenStatus(server.baseUrl, token)).toBe(401)
      // Back does not lead into the portal any more.
      await page.goto(`${server.baseUrl}/admin/dashboard`)
      await page.waitForURL('**/admin/login')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('a token revoked mid-session sends the user back to sign-in on the next call', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      await signIn(page, server.baseUrl)
      const token = (await storedToken(page))!
      // Another tab signs this session out behind the page's back.
      await fetch(`${server.baseUrl}/api/auth/logout`, {
        method: 'POST',
        headers: { 'x-auth-token': token },
      })
      // A slow phone: React commits the pending navigation later than the server's quick 401.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Messages' })
        .click()
      await toastWith(page, 'Authentication failed. Please log in again.')
      await page.waitForURL('**/admin/login')
      expect(await storedToken(page)).toBeNull()
      // Signing in again returns to the screen that failed.
      await page.getByLabel('Email').fill(ADMIN.email)
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL('**/admin/messages')
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('changes the password from settings and signs out the other sessions', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      const otherDevice = await apiSignIn(server.baseUrl)
      await signIn(page, server.baseUrl)
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Settings' })
        .click()
      await page.waitForURL('**/admin/settings')
      await page.getByText(ADMIN.email).waitFor()

      const newPassword = 'a-brand-new-passphrase'
      await page.getByLabel('Current password').fill('wrong-current-password')
      await page.getByLabel(/^New password/).fill(newPassword)
      await page.getByLabel('Confirm new password').fill('something-else-entirely')
      await page.getByRole('button', { name: 'Change Password' }).click()
      await page.getByText('Passwords do not match').waitFor()

      await page.getByLabel('Confirm new password').fill(newPassword)
      await page.getByRole('button', { name: 'Change Password' }).click()
      await page.getByText('Current password is incorrect').waitFor()

      await page.getByLabel('Current password').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Change Password' }).click()
      await toastWith(page, 'Other sessions were signed out')
      expect(await tokenStatus(server.baseUrl, otherDevice)).toBe(401)
      expect(await tokenStatus(server.baseUrl, (await storedToken(page))!)).toBe(200)
      // The new password is the one that works now.
      await expect(apiSignIn(server.baseUrl)).rejects.toThrow('400')
      await apiSignIn(server.baseUrl, newPassword)
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
