import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatInZone } from '~/lib/time-zone'
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
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

describe('editorial history in the portal', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  let token: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    watched = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    page = watched.page
    token = await apiSignIn(server.baseUrl)
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  const putCompany = async (change: (content: { story: { title: string } }) => void) => {
    const company = await (await fetch(`${server.baseUrl}/api/content/company`)).json()
    change(company.content)
    const res = await fetch(`${server.baseUrl}/api/content/company`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify(company),
    })
    expect(res.status).toBe(200)
  }

  it("finds a colleague's typo in History, sees the changed words, and restores the page", async () => {
    await putCompany((c) => (c.story.title = 'How our story began'))
    await putCompany((c) => (c.story.title = 'How our stroy began'))
    expect(await publicHtml(server.baseUrl, '/company')).toContain('How our stroy began')

    await page.goto(`${server.baseUrl}/admin/site-content/company`)
    await page.getByRole('link', { name: 'History' }).click()
    const revisions = page.getByRole('list', { name: 'Revisions' })
    await revisions.waitFor()
    // The two saves, and the launch copy the demo seed stored first.
    expect(await revisions.getByRole('listitem').count()).toBe(3)
    expect(await revisions.getByRole('listitem').last().innerText()).toContain('the launch copy')
    await page
      .getByRole('link', { name: /^Compare the version of/ })
      .first()
      .click()
    await page.getByRole('heading', { name: /^Changes since/ }).waitFor()

    // Field by field, side by side: the older word struck out, the current one marked.
    const field = page.locator('div.rounded-lg.border', {
      has: page.getByRole('heading', { name: 'Story › Title' }),
    })
    expect(await field.locator('del').allTextContents()).toEqual(['story'])
    expect(await field.locator('ins').allTextContents()).toEqual(['stroy'])

    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
    await toastWith(page, 'Version restored and published')
    await expect
      .poll(async () => revisions.getByRole('listitem').count(), { timeout: 5000 })
      .toBe(4)
    const html = await publicHtml(server.baseUrl, '/company')
    expect(html).toContain('How our story began')
    expect(html).not.toContain('stroy')

    // The activity log links each publish to its revision.
    await page.goto(`${server.baseUrl}/admin/activity`)
    await page.getByRole('link', { name: 'View this revision' }).first().click()
    await page.getByRole('heading', { name: /^History of the Company page/ }).waitFor()
    expect(page.url()).toContain('/admin/history/content/company?revision=')
  })

  it('brings a deleted product back from the Trash, with its picture', async () => {
    const products = await (await fetch(`${server.baseUrl}/api/products`)).json()
    const product = products[0]
    expect(await publicHtml(server.baseUrl, '/products')).toContain(product.name)

    await page.goto(`${server.baseUrl}/admin/products`)
    await page.getByRole('button', { name: `Delete ${product.name}` }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Are you sure?').waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toastWith(page, 'Product deleted successfully')
    expect(await publicHtml(server.baseUrl, '/products')).not.toContain(product.name)

    await page.getByRole('link', { name: 'Trash' }).click()
    const item = page.getByRole('listitem').filter({ hasText: product.name })
    await item.waitFor()
    expect(await item.locator('img').getAttribute('src')).toBe(product.imageUrl)
    await item.getByRole('button', { name: `Restore ${product.name}` }).click()
    await toastWith(page, 'Product restored')
    await page.getByText('The trash is empty.').waitFor()

    const back = await (await fetch(`${server.baseUrl}/api/products/${product._id}`)).json()
    expect(back).toEqual(product)
    expect(await publicHtml(server.baseUrl, '/products')).toContain(product.name)
    expect((await fetch(server.baseUrl + product.imageUrl)).status).toBe(200)
  })

  it('keeps a draft of the home page private, schedules it, lists it on the dashboard, then publishes it', async () => {
    const live = 'Empowering Ideas with Digital Solutions'
    await page.goto(`${server.baseUrl}/admin/site-content/home`)
    await page.getByLabel('Tagline').fill('A new hero for Monday')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(page, 'Draft saved: not published yet')
    await page.getByText('Unpublished changes').waitFor()
    expect(await publicHtml(server.baseUrl, '/')).toContain(live)
    expect(await publicHtml(server.baseUrl, '/')).not.toContain('A new hero for Monday')

    // The draft is what the editor opens next time.
    await page.reload()
    expect(await page.getByLabel('Tagline').inputValue()).toBe('A new hero for Monday')
    await page.getByText('Unpublished changes').waitFor()

    // Tomorrow 9:00 in the site's zone is the field's suggestion.
    expect(await page.getByLabel('Publish at (UTC)').inputValue()).toMatch(/T09:00$/)
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    await toastWith(page, 'Scheduled for')
    await page.getByText(/Scheduled to publish .* 9:00 AM \(UTC\)/).waitFor()
    expect(await publicHtml(server.baseUrl, '/')).toContain(live)

    await page.goto(`${server.baseUrl}/admin/dashboard`)
    const scheduled = page.getByRole('region', { name: 'Scheduled changes' })
    await scheduled.getByRole('link', { name: 'Home page' }).waitFor()
    await scheduled
      .getByRole('button', { name: 'Cancel the scheduled publish of Home page' })
      .click()
    await toastWith(page, 'Scheduled publish cancelled')
    await scheduled.getByText('Nothing is scheduled.').waitFor()

    await page.goto(`${server.baseUrl}/admin/site-content/home`)
    await page.getByText('Unpublished changes').waitFor()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await toastWith(page, 'Home page published')
    expect(await publicHtml(server.baseUrl, '/')).toContain('A new hero for Monday')
    await page.reload()
    await page.getByLabel('Tagline').waitFor()
    expect(await page.getByText('Unpublished changes').count()).toBe(0)
  })

  it("keeps a product's draft private until Publish, and schedules then cancels a change of the contact details", async () => {
    const products = await (await fetch(`${server.baseUrl}/api/products`)).json()
    const product = products[1]
    const api = async () =>
      (await (await fetch(`${server.baseUrl}/api/products/${product._id}`)).json()).description
    const drafted = 'A drafted description nobody sees yet'

    await page.goto(`${server.baseUrl}/admin/products/edit/${product._id}`)
    await page.getByRole('textbox', { name: /^Description/ }).fill(drafted)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(page, 'Draft saved: not published yet')
    await page.getByText('Unpublished changes').waitFor()
    expect(await publicHtml(server.baseUrl, '/products')).toContain(product.description)
    expect(await publicHtml(server.baseUrl, '/products')).not.toContain(drafted)
    expect(await api()).toBe(product.description)

    // The draft is what the editor opens next time.
    await page.reload()
    expect(await page.getByRole('textbox', { name: /^Description/ }).inputValue()).toBe(drafted)
    await page.getByText('Unpublished changes').waitFor()

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await toastWith(page, 'Published: visitors see it now')
    expect(await publicHtml(server.baseUrl, '/products')).toContain(drafted)
    expect(await api()).toBe(drafted)
    expect(await page.getByText('Unpublished changes').count()).toBe(0)

    const contact = await (await fetch(`${server.baseUrl}/api/contact`)).json()
    await page.goto(`${server.baseUrl}/admin/contact`)
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 555 0199')
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    await toastWith(page, 'Scheduled for')
    await page.getByText(/Scheduled to publish .* 9:00 AM \(UTC\)/).waitFor()
    await page.getByText('Unpublished changes').waitFor()
    expect(await publicHtml(server.baseUrl, '/contact')).not.toContain('+1 555 0199')
    const schedule = await (
      await fetch(`${server.baseUrl}/api/schedule`, {
        headers: { 'x-auth-token': token },
      })
    ).json()
    expect(schedule.items.map((item: { resource: string }) => item.resource)).toEqual(['contact'])

    await page.getByRole('button', { name: 'Cancel schedule' }).click()
    await toastWith(page, 'Scheduled publish cancelled')
    await expect
      .poll(async () => page.getByText('Scheduled to publish').count(), { timeout: 5000 })
      .toBe(0)
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await toastWith(page, 'Draft discarded')
    expect(await page.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe(contact.phone)
    expect(await publicHtml(server.baseUrl, '/contact')).not.toContain('+1 555 0199')
  })

  it('logged no errors in the browser', () => {
    expect(watched.errors).toEqual([])
  })
})

const COLLEAGUE = {
  email: 'robin@agency.test',
  username: 'robin',
  password: 'robins own passphrase',
}

/** A date as the portal shows it in the site's zone (UTC here), spaces made plain. */
const shownAt = (iso: string) => plain(formatInZone(iso, 'UTC'))
const plain = (text: string) => text.replace(/\s+/g, ' ')

/** Axe's findings in the portal's theme and then in the other one, as the page is now. */
async function axeInBothThemes(page: Page): Promise<string[]> {
  const flip = () => page.evaluate(() => document.documentElement.classList.toggle('dark'))
  const first = await axeViolations(page)
  await flip()
  try {
    return [...first, ...(await axeViolations(page))]
  } finally {
    await flip()
  }
}

describe('two colleagues, one record: nothing lost or hidden', () => {
  let server: RunningServer
  let browser: Browser
  let staff: WatchedPage
  let robin: WatchedPage
  let token: string
  const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return { status: res.status, body: await res.json() }
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    token = await apiSignIn(server.baseUrl)
    expect(
      (await api('/api/users', { method: 'POST', body: { ...COLLEAGUE, role: 'editor' } })).status,
    ).toBe(201)
    // Two people, two browsers: each a context of its own, signed in as themselves.
    staff = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    robin = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    await signIn(staff.page, server.baseUrl)
    await robin.page.goto(`${server.baseUrl}/admin/login`)
    await robin.page.getByLabel('Email').fill(COLLEAGUE.email)
    await robin.page.getByLabel('Password', { exact: true }).fill(COLLEAGUE.password)
    await robin.page.getByRole('button', { name: 'Sign In' }).click()
    await robin.page.getByText(`Welcome, ${COLLEAGUE.username}`).waitFor()
  })
  afterAll(async () => {
    await staff?.close()
    await robin?.close()
    await browser?.close()
    await server?.stop()
  })

  it("a second tab's save meets the first one's draft: Reload loads theirs", async () => {
    const home = `${server.baseUrl}/admin/site-content/home`
    await Promise.all([staff.page.goto(home), robin.page.goto(home)])
    await staff.page.getByLabel('Tagline').fill('Staff’s tagline')
    await robin.page.getByLabel('Tagline').fill('Robin’s tagline')

    await staff.page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(staff.page, 'Draft saved: not published yet')
    const saved = (await api('/api/content/home/schedule')).body.draft

    await robin.page.getByRole('button', { name: 'Save draft' }).click()
    const dialog = robin.page.getByRole('alertdialog', { name: 'staff saved a draft meanwhile' })
    await dialog.waitFor()
    expect(plain(await dialog.innerText())).toContain(
      `staff saved a draft of this on ${shownAt(saved.updatedAt)}, after you opened it. Your changes are not saved yet.`,
    )
    expect(plain(await dialog.innerText())).toContain(
      'Reload loads their draft: your changes here are lost.',
    )
    expect(plain(await dialog.innerText())).toContain(
      'Overwrite saves your changes over their draft.',
    )
    expect(await axeInBothThemes(robin.page)).toEqual([])
    // Nothing was saved over theirs while the question is open.
    expect((await api('/api/content/home/draft')).body.content.hero.tagline).toBe('Staff’s tagline')

    await dialog.getByRole('button', { name: 'Reload' }).click()
    await toastWith(robin.page, 'Their draft is loaded')
    expect(await robin.page.getByLabel('Tagline').inputValue()).toBe('Staff’s tagline')
    await robin.page.getByText('Unpublished changes').waitFor()

    // Robin goes on from their draft: a save now lands.
    await robin.page.getByLabel('Tagline').fill('Robin’s tagline, on top of staff’s')
    await robin.page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(robin.page, 'Draft saved: not published yet')
    expect((await api('/api/content/home/draft')).body.content.hero.tagline).toBe(
      'Robin’s tagline, on top of staff’s',
    )
    await api('/api/content/home/draft', { method: 'DELETE' })
  })

  it('a stale tab that publishes meets the draft saved since: Overwrite publishes, on purpose', async () => {
    const company = `${server.baseUrl}/admin/site-content/company`
    await Promise.all([staff.page.goto(company), robin.page.goto(company)])
    await robin.page.getByLabel('Title').first().fill('Robin’s drafted story')
    await robin.page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(robin.page, 'Draft saved: not published yet')

    await staff.page.getByLabel('Title').first().fill('Staff’s published story')
    await staff.page.getByRole('button', { name: 'Publish', exact: true }).click()
    const dialog = staff.page.getByRole('alertdialog', { name: 'robin saved a draft meanwhile' })
    await dialog.waitFor()
    expect(plain(await dialog.innerText())).toContain('Nothing was published.')
    expect(plain(await dialog.innerText())).toContain(
      'Overwrite publishes your changes; their draft is replaced.',
    )
    expect(await publicHtml(server.baseUrl, '/company')).not.toContain('Staff’s published story')

    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    await toastWith(staff.page, 'Company page published')
    expect(await publicHtml(server.baseUrl, '/company')).toContain('Staff’s published story')
    expect((await api('/api/content/company/draft')).status).toBe(404)
  })

  it('a scheduled publish that cannot go live shows on the dashboard and in the editor', async () => {
    const project = (
      await api('/api/portfolio', {
        method: 'POST',
        body: {
          title: 'Winter Launch',
          description: 'In the menu for its launch.',
          imageUrl: (await (await fetch(`${server.baseUrl}/api/portfolio`)).json())[0].imageUrl,
          category: 'web',
          technologies: [],
        },
      })
    ).body
    const header = (await api('/api/content/header')).body.content
    header.items.push({ label: 'Winter', to: `/portfolio/${project.slug}` })
    await api('/api/content/header/draft', { method: 'PUT', body: header })
    // Due in a few seconds; the project it links to goes first.
    const at = new Date(Date.now() + 4000).toISOString()
    expect(
      (await api('/api/content/header/publish', { method: 'POST', body: { at } })).status,
    ).toBe(202)
    expect((await api(`/api/portfolio/${project._id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await api('/api/content/header/schedule')).body.scheduledAt).not.toBeNull()
    await expect
      .poll(async () => (await api('/api/schedule')).body.failed.length, { timeout: 20_000 })
      .toBe(1)

    const { page } = staff
    await page.goto(`${server.baseUrl}/admin/dashboard`)
    const panel = page.getByRole('region', { name: 'Scheduled changes that did not go live' })
    await panel.waitFor()
    expect(plain(await panel.innerText())).toContain(`Was due ${shownAt(at)}, scheduled by staff`)
    await panel.getByText(`There is no page at /portfolio/${project.slug}`).waitFor()
    expect(await axeInBothThemes(page)).toEqual([])
    expect(await publicHtml(server.baseUrl, '/')).not.toContain(`/portfolio/${project.slug}`)

    await panel.getByRole('link', { name: 'Header menu page' }).click()
    await page.getByText('Scheduled publish failed').waitFor()
    expect(
      plain(await page.getByText('Scheduled publish failed').locator('..').innerText()),
    ).toContain(
      `due ${shownAt(at)}, it did not go live: There is no page at /portfolio/${project.slug}. The draft is kept`,
    )
    await page.getByText('Unpublished changes').waitFor()
    expect(await axeInBothThemes(page)).toEqual([])
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await toastWith(page, 'Failed schedule dismissed')
    await page.goto(`${server.baseUrl}/admin/dashboard`)
    await page.getByRole('region', { name: 'Scheduled changes' }).waitFor()
    expect(await panel.count()).toBe(0)
  })

  it('logged no errors in either browser but the conflicts it was after', () => {
    const unexpected = (errors: string[]) =>
      unexpectedErrors(errors).filter((e) => !/status of 409/.test(e))
    expect(unexpected(staff.errors)).toEqual([])
    expect(unexpected(robin.errors)).toEqual([])
  })
})
