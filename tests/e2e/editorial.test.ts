import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminEnv, apiSignIn, publicHtml, signIn, toastWith } from './support/admin'
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
    expect(await revisions.getByRole('listitem').count()).toBe(2)
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
      .toBe(3)
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
