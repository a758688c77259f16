import type { Browser, CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { authenticatorCode } from '../support/totp'
import { ADMIN, adminEnv, axeViolations, toastWith, unexpectedErrors } from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

/**
 * Chromium's own WebAuthn authenticator, through the DevTools protocol: a platform passkey
 * with a PIN or fingerprint the person always passes. No part of the site is replaced.
 */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return cdp
}

/** The authenticator app's key as the account screen shows it (in groups of four). */
async function shownSecret(page: Page): Promise<string> {
  const text = await page.getByLabel('Setup key').innerText()
  return text.replace(/\s/g, '')
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
}

async function passwordStep(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

// docs/product.md §Admin login, §Settings: the owner signs in with a passkey, and with an
// authenticator code in a second browser; a stolen password alone opens nothing.
describe('two-factor sign-in in the browser', () => {
  let server: RunningServer
  let browser: Browser
  let laptop: WatchedPage
  let secret = ''
  let base = ''
  let recoveryCodes: string[] = []
  /** The 30-second step the set-up's code was made in: spent, with every step before it. */
  let setUpStep = 0

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    // WebAuthn needs a host name: `localhost` is one (and a secure context without TLS).
    base = server.baseUrl.replace('127.0.0.1', 'localhost')
    laptop = await openPage(browser)
  })
  afterAll(async () => {
    await laptop?.close()
    await browser?.close()
    await server?.stop()
  })

  it('sets up the authenticator app from the account screen, with recovery codes shown once', async () => {
    const { page } = laptop
    await passwordStep(page, base)
    await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
    await page.goto(`${base}/admin/settings`)
    await page.getByRole('button', { name: 'Set up authenticator app' }).click()
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    secret = await shownSecret(page)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    // The password too (ADR 069): a signed-in browser alone cannot turn it on.
    await page.getByLabel('Code from the app').fill('000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.locator('#totp-password-error', { hasText: 'Required' }).waitFor()
    await page.getByLabel(/^Password/).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.getByText('Invalid code').waitFor()
    const now = new Date()
    setUpStep = Math.floor(now.getTime() / 30_000)
    await page.getByLabel('Code from the app').fill(authenticatorCode(secret, now))
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    const codes = await page.locator('ol li').allInnerTexts()
    recoveryCodes = codes.filter((c) => /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/.test(c))
    expect(recoveryCodes).toHaveLength(10)
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await page.getByText('10 of 10 recovery codes left').waitFor()
  })

  it('adds a passkey, named, with the browser’s authenticator', async () => {
    const { page } = laptop
    await virtualAuthenticator(page)
    await page.getByLabel('Name of the new passkey').fill('Work laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' })
    await dialog.getByLabel('Password').fill(ADMIN.password)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await toastWith(page, 'Passkey "Work laptop" added')
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor()
  })

  it('signs the owner in with the passkey alone', async () => {
    const { page } = laptop
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('button', { name: 'Continue with a passkey' }).click()
    await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
    await page.goto(`${base}/admin/settings`)
    await page
      .getByRole('list', { name: 'Your passkeys' })
      .getByText(/Last used (?!never)/)
      .waitFor()
  })

  it('signs the owner in on a second browser with a code; a stolen password alone opens nothing', async () => {
    // The thief: the right password, and nothing else.
    const stolen = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    expect(stolen.status).toBe(401)
    const body = (await stolen.json()) as Record<string, unknown>
    expect(body).toMatchObject({ message: 'Two-factor code required', twoFactor: true })
    expect(body.token).toBeUndefined()

    const phone = await openPage(browser, { viewport: { width: 390, height: 844 } })
    try {
      const { page } = phone
      await passwordStep(page, base)
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor()
      // Nothing was stored: the password step gives no token.
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      // The code field has the keyboard; a wrong code is refused, the right one signs in.
      await page.keyboard.type('123456')
      await page.keyboard.press('Enter')
      await toastWith(page, 'Invalid code')
      // The set-up spent its step's code: the app's next one (accepted a step early, for
      // clocks a little apart) or the current one, whichever is later.
      const step = Math.max(Math.floor(Date.now() / 30_000), setUpStep + 1)
      await page
        .getByLabel('Code', { exact: true })
        .fill(authenticatorCode(secret, new Date(step * 30_000)))
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      expect(unexpectedErrors(phone.errors)).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('ends the laptop’s session from another browser; the laptop is signed out at once', async () => {
    const other = await openPage(browser)
    try {
      const { page } = other
      // Without the phone: a recovery code, once.
      await passwordStep(page, base)
      await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0]!)
      await page.getByRole('button', { name: 'Verify' }).click()
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      await page.goto(`${base}/admin/settings`)
      const sessions = page.getByRole('list', { name: 'Sessions' })
      await sessions.getByText('This browser').waitFor()
      // The laptop signed in with its passkey last: its session is the newest of the others.
      const signOuts = sessions.getByRole('button', { name: /^Sign out: / })
      expect(await signOuts.count()).toBeGreaterThanOrEqual(2)
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
      await toastWith(page, 'Signed out everywhere else')
      await expect.poll(() => signOuts.count()).toBe(0)

      await laptop.page.goto(`${base}/admin/dashboard`)
      await laptop.page.getByRole('button', { name: 'Sign In' }).waitFor()
    } finally {
      await other.close()
    }
  })

  it('passes axe on the new screens in both themes', async () => {
    const { page } = laptop
    const found: Record<string, string[]> = {}
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(page, theme)
      await passwordStep(page, base)
      await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor()
      const step = await axeViolations(page)
      if (step.length) found[`second factor (${theme})`] = step
      await page.getByRole('button', { name: 'Use a passkey' }).click()
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      await page.goto(`${base}/admin/settings`)
      await page.getByRole('list', { name: 'Sessions' }).waitFor()
      const settings = await axeViolations(page)
      if (settings.length) found[`settings (${theme})`] = settings
      await page.getByRole('button', { name: 'Turn off' }).click()
      await page.getByRole('dialog').getByLabel('Password').waitFor()
      const dialog = await axeViolations(page)
      if (dialog.length) found[`password dialog (${theme})`] = dialog
      await page.keyboard.press('Escape')
      await page.goto(`${base}/admin/team`)
      await page.getByRole('columnheader', { name: 'Two-factor' }).waitFor()
      const team = await axeViolations(page)
      if (team.length) found[`team (${theme})`] = team
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
    }
    expect(found).toEqual({})
    expect(unexpectedErrors(laptop.errors)).toEqual([])
  })
})

// REQUIRE_2FA=all: signing in leads to the set-up and nowhere else until it is done.
describe('REQUIRE_2FA in the browser', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...adminEnv, REQUIRE_2FA: 'all' } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows only the set-up until a second factor is there, in both themes without axe findings', async () => {
    const watched = await openPage(browser)
    try {
      const { page } = watched
      await page.goto(`${server.baseUrl}/admin/login`)
      await setTheme(page, 'light')
      await passwordStep(page, server.baseUrl)
      const heading = page.getByRole('heading', { name: 'Set up two-factor sign-in' })
      await heading.waitFor()
      // Without the sign-in's toast, still sliding in (axe would judge it mid-animation).
      await page.reload()
      await page.getByLabel('Setup key').waitFor()
      expect(await axeViolations(page)).toEqual([])
      await setTheme(page, 'dark')
      // Another screen by its address: still the set-up, and the server refused its calls.
      await page.goto(`${server.baseUrl}/admin/messages`)
      await heading.waitFor()
      await page.getByLabel('Setup key').waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0)

      // At an IP address, the passkey's half says why it cannot be used here.
      await page.getByText("Passkeys need the site's host name").waitFor()
      const key = await shownSecret(page)
      await page.getByLabel('Code from the app').fill(authenticatorCode(key, new Date()))
      // The password once more, though it was typed a moment ago (ADR 069).
      await page.getByLabel(/^Password/).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Turn on' }).click()
      await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
      await page.getByRole('button', { name: 'I have saved them' }).click()
      await page.getByRole('navigation', { name: 'Admin' }).waitFor()
      await page.getByText(`Welcome, ${ADMIN.username}`).waitFor()
      expect(unexpectedErrors(watched.errors).filter((e) => !/status of 403/.test(e))).toEqual([])
    } finally {
      await watched.close()
    }
  })
})
