import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTIONS } from '~/collections'
import { findServerCollection } from '~/collections.server'
import { adminEnv, apiSignIn, axeViolations, signIn } from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'

/** Each admin screen and what shows once its data is in. */
const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/admin/dashboard', ready: (p) => p.getByText('Quick Actions').waitFor() },
  {
    path: '/admin/analytics',
    ready: (p) => p.getByRole('heading', { name: 'Broken links' }).waitFor(),
  },
  // Every declared collection's list and form (app/collections.ts): a new one is checked too.
  ...COLLECTIONS.flatMap(({ id }) => [
    {
      path: `/admin/${id}`,
      ready: (p: Page) => p.locator('#admin-main tbody tr').first().waitFor(),
    },
    { path: `/admin/${id}/new`, ready: (p: Page) => p.locator('#admin-main form').waitFor() },
  ]),
  { path: '/admin/contact', ready: (p) => p.getByLabel('Address').waitFor() },
  {
    path: '/admin/site-content',
    ready: (p) => p.getByRole('link', { name: 'Edit Footer' }).waitFor(),
  },
  { path: '/admin/site-content/footer', ready: (p) => p.getByLabel('Tagline').waitFor() },
  { path: '/admin/messages', ready: (p) => p.getByText('Sam Okafor').waitFor() },
  {
    path: '/admin/messages/board',
    ready: (p) => p.getByRole('region', { name: 'New' }).getByText('Website refresh').waitFor(),
  },
  { path: '/admin/settings', ready: (p) => p.getByLabel('Current password').waitFor() },
  // The activity log with its filters (ADR 067).
  { path: '/admin/activity?kind=faq', ready: (p) => p.getByLabel('Kind').waitFor() },
  { path: '/admin/settings/brand', ready: (p) => p.getByLabel('Short name or monogram').waitFor() },
  { path: '/admin/settings/redirects', ready: (p) => p.getByLabel('From path').waitFor() },
  {
    path: '/admin/settings/integrations',
    ready: (p) => p.getByRole('button', { name: 'Create Token' }).waitFor(),
  },
  {
    path: '/admin/history/content/company',
    ready: (p) => p.getByRole('list', { name: 'Revisions' }).waitFor(),
  },
  { path: '/admin/trash', ready: (p) => p.getByRole('list', { name: 'Deleted items' }).waitFor() },
  { path: '/admin/media', ready: (p) => p.getByRole('list', { name: 'Media' }).waitFor() },
  {
    path: '/admin/translations',
    ready: (p) => p.getByText('The site is in one language.').waitFor(),
  },
  // The diff of an older revision with the current one (its id is filled in before the run).
  {
    path: '/admin/history/content/company?revision=',
    ready: (p) => p.getByRole('heading', { name: /^Changes since/ }).waitFor(),
  },
]

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
}

describe('admin accessibility (axe, WCAG 2.1 AA) in both themes', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    // One unread message so the messages screen, its dialog and the badge are checked too.
    const sent = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam Okafor',
        email: 'sam@example.com',
        subject: 'Website refresh',
        phone: '+44 20 7946 0000',
        message: 'Could you quote a refresh of our website?',
      }),
    })
    // Two published versions of a page, so its History has a diff to show.
    const token = await apiSignIn(server.baseUrl)
    const put = (body: unknown) =>
      fetch(`${server.baseUrl}/api/content/company`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      })
    const company = await (await fetch(`${server.baseUrl}/api/content/company`)).json()
    await put(company)
    company.content.story.title = 'Our story, retold'
    await put(company)
    const revisions = await (
      await fetch(`${server.baseUrl}/api/content/company/revisions`, {
        headers: { 'x-auth-token': token },
      })
    ).json()
    // One item in the trash, so its screen shows a list (a new one: the lists count theirs).
    const faq = await (
      await fetch(`${server.baseUrl}/api/faqs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({ question: 'Deleted by mistake?', answer: 'It is in the trash.' }),
      })
    ).json()
    await fetch(`${server.baseUrl}/api/faqs/${faq._id}`, {
      method: 'DELETE',
      headers: { 'x-auth-token': token },
    })
    const diff = screens.find((s) => s.path.endsWith('?revision='))!
    diff.path += revisions[1]._id
    // The lead's own page, with its timeline, note and reply forms.
    const { _id } = (await sent.json()) as { _id: string }
    screens.push({
      path: `/admin/messages/${_id}`,
      ready: (p) => p.getByRole('heading', { name: 'Timeline' }).waitFor(),
    })
    // Every collection's form with a record in it too: its draft controls and History link
    // show only then. A kind with no record yet gets one from its declaration's example.
    for (const { id, editorial } of COLLECTIONS) {
      // Signed in: a kind the team alone reads (pages) answers 401 to the public.
      let [record] = (await (
        await fetch(`${server.baseUrl}/api/${id}`, { headers: { 'x-auth-token': token } })
      ).json()) as { _id: string }[]
      if (!record) {
        const made = await fetch(`${server.baseUrl}/api/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': token },
          body: JSON.stringify(findServerCollection(id)!.example),
        })
        if (!made.ok) throw new Error(`${id}: no record to edit (${await made.text()})`)
        record = (await made.json()) as { _id: string }
      }
      screens.push({
        path: `/admin/${id}/edit/${record._id}`,
        ready: (p) =>
          editorial.revisions
            ? p.getByRole('link', { name: 'History' }).waitFor()
            : p.locator('#admin-main form').waitFor(),
      })
    }
    watched = await openPage(browser)
    page = watched.page
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`sign-in page (${theme})`, async () => {
      await page.goto(`${server.baseUrl}/admin/login`)
      // Signed out: a stored token would skip the form.
      await page.evaluate(() => localStorage.removeItem('token'))
      await setTheme(page, theme)
      await page.reload()
      await page.getByRole('button', { name: 'Sign In' }).waitFor()
      // Errors under the fields are part of the page too.
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.getByText('Required').first().waitFor()
      expect(await axeViolations(page)).toEqual([])
    })

    it(`every portal screen (${theme})`, async () => {
      if (!(await page.evaluate(() => localStorage.getItem('token')))) {
        await signIn(page, server.baseUrl)
      }
      await setTheme(page, theme)
      const found: Record<string, string[]> = {}
      for (const { path, ready } of screens) {
        await page.goto(server.baseUrl + path)
        await ready(page)
        const violations = await axeViolations(page)
        if (violations.length) found[path] = violations
      }
      expect(found).toEqual({})
      // Every screen loaded and checked by axe: a minute is not enough on a busy machine.
    }, 180_000)

    it(`dialogs and form errors (${theme})`, async () => {
      await setTheme(page, theme)
      await page.goto(`${server.baseUrl}/admin/messages`)
      await page.getByRole('button', { name: /^View message from Sam Okafor/ }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Reply via Email' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.goto(`${server.baseUrl}/admin/portfolio`)
      await page.locator('tbody tr').first().waitFor()
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click()
      await page.getByRole('alertdialog').waitFor()
      // Focus is inside the dialog (trapped there) and on a control.
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null),
      ).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.goto(`${server.baseUrl}/admin/portfolio/new`)
      await page.getByRole('button', { name: 'Create Portfolio Item' }).click()
      await page.getByText('Please upload an image for this portfolio item').waitFor()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  it('logged no errors in the browser', () => {
    expect(watched.errors).toEqual([])
  })
})
