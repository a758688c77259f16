import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminEnv,
  apiSignIn,
  axeViolations,
  publicHtml,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage } from './support/browser'

const PASSWORD = 'a colleague passphrase'

/** Signs a colleague in through the login form and waits for the dashboard. */
async function signInAs(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('heading', { name: 'Overview' }).waitFor()
}

const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts()

// docs/product.md §Roles: an editor publishes the site's copy but never sees the leads; sales
// the reverse; each sees only what it may use, and a screen opened by its address says so.
describe('the portal for each role', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    const token = await apiSignIn(server.baseUrl)
    for (const [username, role] of [
      ['copy', 'editor'],
      ['deals', 'sales'],
    ] as const) {
      const res = await fetch(`${server.baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({
          email: `${username}@agency.test`,
          username,
          password: PASSWORD,
          role,
        }),
      })
      expect(res.status).toBe(201)
    }
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lets an editor publish the home page, and keeps the messages from them', async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    })
    try {
      await signInAs(page, server.baseUrl, 'copy@agency.test')
      const links = (await sidebarLinks(page)).map((l) => l.trim())
      expect(links).toContain('Site Content')
      expect(links).not.toContain('Messages')
      expect(links).not.toContain('Team')
      expect(links).not.toContain('Activity')
      expect(links).not.toContain('Integrations')
      // The dashboard shows the content it may change, not the messages.
      expect(await page.getByText('Messages', { exact: true }).count()).toBe(0)
      await page.getByRole('link', { name: 'Add Portfolio Item' }).waitFor()

      await page.getByRole('link', { name: 'Site Content' }).click()
      await page.getByRole('link', { name: 'Edit Home' }).click()
      await page.getByLabel('Tagline').fill('Copy by our editor')
      await page.getByRole('button', { name: 'Publish' }).click()
      await toastWith(page, 'Home page published')
      expect(await publicHtml(server.baseUrl, '/')).toContain('Copy by our editor')

      // The messages by their address: refused inside the portal, no call made for them.
      await page.goto(`${server.baseUrl}/admin/messages`)
      await page.getByRole('heading', { name: 'Forbidden' }).waitFor()
      await page.getByText('You do not have access to this screen.').waitFor()
      await page.getByRole('navigation', { name: 'Admin' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      expect(unexpectedErrors(errors)).toEqual([])
      expect(errors.filter((e) => e.includes('403'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('lets sales read the messages, and keeps the site’s content from them', async () => {
    await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Nia Brooks',
        email: 'nia@example.com',
        subject: 'A shop for our bakery',
        message: 'We would like to sell our cakes online.',
      }),
    })
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    })
    try {
      await signInAs(page, server.baseUrl, 'deals@agency.test')
      const links = (await sidebarLinks(page)).map((l) => l.trim())
      expect(links.some((l) => l.startsWith('Messages'))).toBe(true)
      for (const hidden of ['Portfolio', 'Products', 'FAQs', 'Site Content', 'Team', 'Activity']) {
        expect(links).not.toContain(hidden)
      }
      // The counts are there to read, but lead nowhere it may not go; no quick actions.
      expect(await page.getByRole('link', { name: /Portfolio Items/ }).count()).toBe(0)
      expect(await page.getByRole('heading', { name: 'Quick Actions' }).count()).toBe(0)

      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: /^Messages/ })
        .click()
      await page.getByText('A shop for our bakery').waitFor()

      await page.goto(`${server.baseUrl}/admin/site-content`)
      await page.getByRole('heading', { name: 'Forbidden' }).waitFor()
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('lets an admin change a colleague’s role from the team screen, at once', async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    })
    try {
      await signIn(page, server.baseUrl)
      await page.getByRole('link', { name: 'Team' }).click()
      const role = page.getByLabel('Role of deals')
      expect(await role.inputValue()).toBe('sales')
      await role.selectOption('editor')
      await toastWith(page, 'deals is editor now')
      expect(await axeViolations(page)).toEqual([])
      // The colleague's own session has the editor's rights on its next request.
      const token = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'deals@agency.test', password: PASSWORD }),
      }).then(async (r) => ((await r.json()) as { token: string }).token)
      const messages = await fetch(`${server.baseUrl}/api/messages`, {
        headers: { 'x-auth-token': token },
      })
      expect(messages.status).toBe(403)
      expect(page.url()).toContain('/admin/team')
      expect(unexpectedErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
