import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../support/smtp'
import {
  ADMIN,
  adminEnv,
  axeViolations,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'

const COLLEAGUE = { email: 'sam@agency.test', username: 'Sam', password: 'sams first passphrase' }

async function signInAs(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/dashboard')
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
}

describe('the team: colleagues, password reset by e-mail, activity', () => {
  let server: RunningServer
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let browser: Browser
  let owner: WatchedPage
  let colleague: WatchedPage
  beforeAll(async () => {
    smtp = await startSmtpServer()
    ;[server, browser] = await Promise.all([
      startServer({
        env: {
          ...adminEnv,
          SMTP_URL: smtp.url,
          NOTIFY_EMAIL: 'leads@agency.test',
          // A deployment's public address; the test follows the link's path on its own server.
          SITE_URL: 'https://agency.example',
        },
      }),
      launchBrowser(),
    ])
    owner = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    colleague = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await signIn(owner.page, server.baseUrl)
  })
  afterAll(async () => {
    await owner?.close()
    await colleague?.close()
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  it('an admin adds a colleague, who signs in and edits an FAQ; Activity says who did it', async () => {
    const page = owner.page
    await page.getByRole('link', { name: 'Team' }).click()
    await page.waitForURL('**/admin/team')
    const ownRow = page.getByRole('row', { name: new RegExp(ADMIN.email) })
    await ownRow.getByText('You').waitFor()
    // Nobody can remove their own account: their row has no Remove button.
    expect(await ownRow.getByRole('button', { name: /^Remove/ }).count()).toBe(0)

    await page.getByRole('link', { name: 'Add colleague' }).click()
    await page.waitForURL('**/admin/team/new')
    await page.getByLabel('Email').fill(COLLEAGUE.email)
    await page.getByLabel('Username').fill(COLLEAGUE.username)
    await page.getByLabel('Initial password').fill('too short')
    await page.getByRole('button', { name: 'Add colleague' }).click()
    await page.getByText('Password must be at least 12 characters').waitFor()
    await page.getByLabel('Initial password').fill(COLLEAGUE.password)
    await page.getByRole('button', { name: 'Add colleague' }).click()
    await toastWith(page, 'User added successfully')
    await page.waitForURL('**/admin/team')
    const samRow = page.getByRole('row', { name: new RegExp(COLLEAGUE.email) })
    await samRow.getByText('Never').waitFor()

    const sam = colleague.page
    await signInAs(sam, server.baseUrl, COLLEAGUE.email, COLLEAGUE.password)
    await sam.goto(`${server.baseUrl}/admin/faqs`)
    const first = sam.getByRole('link', { name: /^Edit: / }).first()
    const question = (await first.getAttribute('aria-label'))!.replace(/^Edit: /, '')
    await first.click()
    await sam.getByLabel('Answer').fill('Most projects take four to eight weeks, start to launch.')
    await sam.getByRole('button', { name: 'Update FAQ' }).click()
    await toastWith(sam, 'FAQ updated successfully')

    await page.getByRole('link', { name: 'Activity' }).click()
    await page.waitForURL('**/admin/activity')
    const entry = page.getByRole('row', { name: new RegExp(`Updated the FAQ`) }).first()
    await entry.waitFor()
    expect(await entry.textContent()).toContain(COLLEAGUE.username)
    expect(await entry.textContent()).toContain(question.slice(0, 30))
    await page.getByRole('row', { name: /Added "Sam" \(sam@agency\.test\) to the team/ }).waitFor()
    await page.getByRole('searchbox', { name: 'Search activity' }).fill('signed in')
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(2)
    expect(unexpectedErrors(owner.errors)).toEqual([])
    expect(unexpectedErrors(colleague.errors)).toEqual([])
  })

  it("adding a colleague with an e-mail in use says 'Failed to add user' and the server's reason", async () => {
    const page = owner.page
    await page.goto(`${server.baseUrl}/admin/team/new`)
    // The same address in other capitals is the same account.
    await page.getByLabel('Email').fill(ADMIN.email.toUpperCase())
    await page.getByLabel('Username').fill('Sam again')
    await page.getByLabel('Initial password').fill('another long passphrase')
    await page.getByRole('button', { name: 'Add colleague' }).click()
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Failed to add user' })
    await toast.waitFor()
    expect(await toast.locator('[data-title]').textContent()).toBe('Failed to add user')
    expect(await toast.locator('[data-description]').textContent()).toBe(
      'An account with this e-mail already exists',
    )
    // Settled (sonner slides it in), for a look at /tmp/trust-looks-duplicate-email.png.
    await toast.evaluate((el) => Promise.allSettled(el.getAnimations().map((a) => a.finished)))
    await page.screenshot({ path: '/tmp/trust-looks-duplicate-email.png' })
    // Nothing was added, and the form still holds what was typed.
    expect(await page.getByLabel('Username').inputValue()).toBe('Sam again')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await page.waitForURL('**/admin/team')
    expect(await page.getByRole('row', { name: /Sam again/ }).count()).toBe(0)
    expect(unexpectedErrors(owner.errors).filter((e) => !e.includes('status of 409'))).toEqual([])
  })

  it('a colleague who forgot the password gets back in through the mailed link', async () => {
    const sam = colleague.page
    await sam.evaluate(() => localStorage.removeItem('token'))
    await sam.goto(`${server.baseUrl}/admin/login`)
    await sam.getByRole('link', { name: 'Forgot password?' }).click()
    await sam.waitForURL('**/admin/forgot-password')
    await sam.getByLabel('Email').fill(COLLEAGUE.email)
    await sam.getByRole('button', { name: 'Send reset link' }).click()
    await sam
      .getByRole('status')
      .getByText(/a link to reset its password is on its way/)
      .waitFor()

    let raw = ''
    for (let i = 0; i < 200 && !raw; i++) {
      raw = smtp.received.find((m) => m.to.includes(COLLEAGUE.email))?.raw ?? ''
      if (!raw) await new Promise((r) => setTimeout(r, 50))
    }
    const link = raw
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/https:\/\/agency\.example(\/admin\/reset-password\?token=[\w-]+)/)
    expect(link).not.toBeNull()
    await sam.goto(server.baseUrl + link![1])
    await sam.getByLabel('New password', { exact: true }).fill('sams new passphrase')
    await sam.getByLabel('Confirm new password').fill('sams new passphrase!')
    await sam.getByRole('button', { name: 'Set new password' }).click()
    await sam.getByText('Passwords do not match').waitFor()
    await sam.getByLabel('Confirm new password').fill('sams new passphrase')
    await sam.getByRole('button', { name: 'Set new password' }).click()
    await toastWith(sam, 'Your password has been reset. You can now sign in.')
    await sam.waitForURL('**/admin/login')
    await signInAs(sam, server.baseUrl, COLLEAGUE.email, 'sams new passphrase')

    // The link works once.
    await sam.goto(server.baseUrl + link![1])
    await sam.getByLabel('New password', { exact: true }).fill('yet another passphrase')
    await sam.getByLabel('Confirm new password').fill('yet another passphrase')
    await sam.getByRole('button', { name: 'Set new password' }).click()
    await sam.getByRole('alert').getByText('Invalid or expired reset link').waitFor()
    await sam.getByRole('link', { name: 'Ask for a new link' }).waitFor()
  })

  it('removing a colleague ends their session at once', async () => {
    const page = owner.page
    await page.goto(`${server.baseUrl}/admin/team`)
    await page.getByRole('button', { name: `Remove: ${COLLEAGUE.username}` }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('This will permanently delete the account.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toastWith(page, 'User removed successfully')
    await page
      .getByRole('row', { name: new RegExp(COLLEAGUE.email) })
      .waitFor({ state: 'detached' })

    const sam = colleague.page
    await sam.goto(`${server.baseUrl}/admin/faqs`)
    await sam.waitForURL('**/admin/login')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds nothing on the new screens (${theme})`, async () => {
      const page = owner.page
      await setTheme(page, theme)
      for (const [path, ready] of [
        ['/admin/team', () => page.getByRole('row', { name: new RegExp(ADMIN.email) }).waitFor()],
        ['/admin/team/new', () => page.getByLabel('Initial password').waitFor()],
        ['/admin/activity', () => page.locator('tbody tr').first().waitFor()],
      ] as const) {
        await page.goto(server.baseUrl + path)
        await ready()
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] })
      }
      const signedOut = colleague.page
      await signedOut.evaluate(() => localStorage.removeItem('token'))
      await setTheme(signedOut, theme)
      for (const [path, ready] of [
        ['/admin/forgot-password', () => signedOut.getByLabel('Email').waitFor()],
        [
          '/admin/reset-password?token=unknown',
          () => signedOut.getByLabel('Confirm new password').waitFor(),
        ],
      ] as const) {
        await signedOut.goto(server.baseUrl + path)
        await ready()
        expect({ path, violations: await axeViolations(signedOut) }).toEqual({
          path,
          violations: [],
        })
      }
    })
  }
})
