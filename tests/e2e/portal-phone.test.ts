import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPortfolio, seedProducts } from '../../db/seed-data'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminEnv,
  apiSignIn,
  axeViolations,
  pickUpCard,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

const PORTFOLIO_ITEM = seedPortfolio[0]!.title
const PRODUCT = seedProducts[0]!.name

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/**
 * Cells of the list's first rows whose middle is covered by something else (a pinned column,
 * say), or cut off by the screen's edge; each as "column: text".
 */
async function hiddenCells(page: Page): Promise<string[]> {
  return page.locator('tbody tr').evaluateAll((rows) =>
    rows.slice(0, 3).flatMap((row) =>
      [...row.querySelectorAll('td')].flatMap((cell) => {
        const content = (cell.firstElementChild ?? cell) as HTMLElement
        if (!content.textContent?.trim() && !content.querySelector('svg, img, button, a')) return []
        // Brought into view first: a point off the screen is covered by nothing.
        content.scrollIntoView({ block: 'center', inline: 'nearest' })
        const r = content.getBoundingClientRect()
        const x = r.left + Math.min(r.width, 40) / 2
        const y = r.top + r.height / 2
        const onTop = document.elementFromPoint(x, y)
        const seen =
          r.width > 0 && r.right <= window.innerWidth && onTop !== null && cell.contains(onTop)
        return seen
          ? []
          : [`${cell.dataset.label ?? '?'}: ${cell.textContent?.trim().slice(0, 30)}`]
      }),
    ),
  )
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function paste(field: Locator, text: string) {
  await field.evaluate((el, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

describe('the portal on a phone, and its polish (ADR 066, 067)', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  let token: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sam Okafor',
        email: 'sam.okafor.from.a.long.company.name@example.com',
        subject: 'Website refresh',
        message: 'Could you quote a refresh of our website?',
      }),
    })
    token = await apiSignIn(server.baseUrl)
    // An upload's long path in the activity log: it has no space to wrap at.
    await fetch(`${server.baseUrl}/api/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ question: 'x'.repeat(120) + '?', answer: 'An answer.' }),
    })
    watched = await openPage(browser, phone)
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  const lists: [string, string][] = [
    ['/admin/messages', 'Sam Okafor'],
    ['/admin/faqs', 'How long does a typical project take?'],
    ['/admin/portfolio', PORTFOLIO_ITEM],
    ['/admin/products', PRODUCT],
    ['/admin/team', 'staff'],
    ['/admin/activity', 'Signed in'],
  ]
  for (const [path, text] of lists) {
    it(`${path} at 390 px: every column of a row in view, nothing covered, no sideways page`, async () => {
      await page.goto(server.baseUrl + path)
      await page.locator('tbody').getByText(text).first().waitFor()
      expect(await hiddenCells(page)).toEqual([])
      expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    })
  }

  for (const theme of ['dark', 'light'] as const) {
    it(`axe finds nothing in the phone's cards, filters and list editors (${theme})`, async () => {
      await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
      const found: Record<string, string[]> = {}
      const screens: [string, () => Promise<void>][] = [
        ['/admin/messages', () => page.locator('tbody').getByText('Sam Okafor').waitFor()],
        ['/admin/faqs', () => page.locator('tbody tr').nth(3).waitFor()],
        ['/admin/activity', () => page.locator('tbody tr').first().waitFor()],
        ['/admin/team', () => page.locator('tbody tr').first().waitFor()],
        [
          '/admin/products/new',
          async () => {
            await page.getByRole('button', { name: 'Add feature' }).click()
            await page.getByLabel('Feature 1', { exact: true }).waitFor()
          },
        ],
        ['/admin/site-content/home', () => page.getByLabel('Client 1', { exact: true }).waitFor()],
      ]
      for (const [path, ready] of screens) {
        await page.goto(server.baseUrl + path)
        await ready()
        const violations = await axeViolations(page)
        if (violations.length) found[path] = violations
      }
      expect(found).toEqual({})
      // The product form's added entry: no unsaved changes left behind.
      await page.goto(server.baseUrl + '/admin/dashboard')
    })
  }

  it('the Messages card shows the e-mail, subject and date, and FAQ questions whole', async () => {
    await page.goto(server.baseUrl + '/admin/messages')
    const row = page.locator('tbody tr', { hasText: 'Sam Okafor' })
    for (const text of ['sam.okafor.from.a.long.company.name@example.com', 'Website refresh']) {
      await row.getByText(text).waitFor()
      expect(await row.getByText(text).isVisible()).toBe(true)
    }
    await page.goto(server.baseUrl + '/admin/faqs')
    const question = page.getByText('How long does a typical project take?')
    await question.waitFor()
    // Whole: not cut by the box (its scroll width is its width).
    expect(await question.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    await page.locator('tbody').getByText('Process', { exact: true }).first().waitFor()
    expect(await hiddenCells(page)).toEqual([])
  })

  it("the editors' list fields take the phone's width", async () => {
    await page.goto(server.baseUrl + '/admin/site-content/home')
    const client = page.getByLabel('Client 1', { exact: true })
    await client.waitFor()
    // About 60 px before (ADR 067); now the card's width.
    expect((await client.boundingBox())!.width).toBeGreaterThanOrEqual(180)
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await page.goto(server.baseUrl + '/admin/products/new')
    await page.getByRole('button', { name: 'Add feature' }).click()
    expect(
      (await page.getByLabel('Feature 1', { exact: true }).boundingBox())!.width,
    ).toBeGreaterThanOrEqual(180)
    // Left as it was found: no unsaved changes to hold up the next page.
    await page.getByRole('button', { name: 'Remove feature 1' }).click()
  })

  it("a product's features: a pasted list of lines becomes one entry each, and the API splits lines too", async () => {
    await page.goto(server.baseUrl + '/admin/products/new')
    await page.getByLabel('Name').fill('Launch Pack')
    await page.getByLabel('Category').fill('Website Solutions')
    await page.getByLabel(/^Description/).fill('Everything a small business needs to launch.')
    await page.getByLabel('Price ($)').fill('900')
    await page.getByRole('button', { name: 'Add feature' }).click()
    await paste(
      page.getByLabel('Feature 1', { exact: true }),
      'Five pages\nContact form\nHosting setup',
    )
    expect(await page.getByLabel('Feature 3', { exact: true }).inputValue()).toBe('Hosting setup')
    expect(await page.getByLabel('Feature 1', { exact: true }).inputValue()).toBe('Five pages')
    await page.getByRole('button', { name: 'Remove feature 2' }).click()
    expect(await page.getByLabel('Feature 2', { exact: true }).inputValue()).toBe('Hosting setup')
    // The API takes the same list as lines, too.
    const res = await fetch(`${server.baseUrl}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        name: 'Lines Pack',
        description: 'Sent as lines.',
        price: 10,
        imageUrl: 'https://example.com/a.png',
        category: 'Website Solutions',
        features: 'Five pages\nContact form, with a map\nHosting setup',
      }),
    })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { features: string[] }).features).toEqual([
      'Five pages',
      'Contact form, with a map',
      'Hosting setup',
    ])
  })

  it('activity: filters in the URL, one entry for an FAQ move, long details wrapped', async () => {
    await page.goto(server.baseUrl + '/admin/faqs')
    await page
      .getByRole('button', { name: 'Move down: How long does a typical project take?' })
      .click()
    await toastWith(page, 'FAQ order updated')

    await page.goto(server.baseUrl + '/admin/activity')
    await page.locator('tbody').getByText('Signed in').first().waitFor()
    await page.getByLabel('Kind').selectOption('faq')
    await page.waitForURL(/kind=faq/)
    await page.getByLabel('Action').selectOption('move')
    await page.waitForURL(/what=move/)
    const rows = page.locator('tbody tr')
    await rows.getByText('Moved the FAQ "How long does a typical project take?" down').waitFor()
    expect(await rows.count()).toBe(1)
    // Shared or reloaded, the URL shows the same.
    await page.reload()
    await rows.getByText('Moved the FAQ').waitFor()
    expect(await page.getByLabel('Kind').inputValue()).toBe('faq')
    await page.getByLabel('Day').fill('2001-01-01')
    await page.waitForURL(/date=2001-01-01/)
    await page.getByText('No activity matches these filters').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.locator('tbody').getByText('Signed in').first().waitFor()

    // The long unbroken question wraps inside its card, at a phone's width and a desktop's.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      const box = page.locator('[data-overflowing]')
      expect(await box.count(), `${width} px: the table scrolls sideways`).toBe(0)
      expect(await pageWidth(page)).toBeLessThanOrEqual(width)
    }
    await page.setViewportSize(phone.viewport)
  })

  it('after Publish the preview links give way to the live pages; View site opens the site', async () => {
    await page.goto(server.baseUrl + '/admin/site-content/contact')
    await page.getByRole('button', { name: 'Publish' }).waitFor()
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ])
    await tab.close()
    await page.getByText('Preview links (valid for an hour, not published):').waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Contact page published')
    await page.getByText('Published. Visitors see it now:').waitFor()
    expect(await page.getByText('Preview links (valid for an hour').count()).toBe(0)
    const live = page.getByRole('link', { name: '/contact (opens in a new tab)' })
    expect(await live.getAttribute('href')).toBe('/contact')

    const viewSite = page.getByRole('link', { name: 'View site (opens in a new tab)' })
    expect(await viewSite.getAttribute('href')).toBe('/')
    expect(await viewSite.getAttribute('target')).toBe('_blank')
    expect(unexpectedErrors(watched.errors)).toEqual([])
  })
  /** Each column of the leads board: its heading's box, and whether it is within the screen. */
  const boardColumns = () =>
    page.getByRole('region', { name: 'Board of leads by status' }).evaluate((board) => ({
      scrolls: board.scrollWidth > board.clientWidth + 1,
      columns: [...board.querySelectorAll('h2')].map((h) => {
        const r = h.getBoundingClientRect()
        return {
          name: h.firstChild?.textContent,
          inView: r.left >= 0 && r.right <= window.innerWidth && r.width > 100,
        }
      }),
    }))

  it('the leads board shows all six columns at 390, 1280 and 1440 px; the keyboard reaches Spam', async () => {
    const all = ['New', 'Contacted', 'Qualified', 'Won', 'Lost', 'Spam']
    for (const width of [390, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(server.baseUrl + '/admin/messages/board')
      await page.getByRole('region', { name: 'New' }).getByText('Website refresh').waitFor()
      const { scrolls, columns } = await boardColumns()
      expect({ width, scrolls, columns }).toEqual({
        width,
        scrolls: false,
        columns: all.map((name) => ({ name, inView: true })),
      })
      expect(await pageWidth(page)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `/tmp/trust-looks-board-${width}.png` })
      expect(await axeViolations(page)).toEqual([])
    }
    // Right goes to the next status, whichever row it has wrapped onto (1280 px: two rows).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(server.baseUrl + '/admin/messages/board')
    const handle = page.getByRole('button', { name: /^Move lead from Sam Okafor/ })
    await handle.focus()
    await pickUpCard(page)
    const live = page.locator('[id^="DndLiveRegion"]')
    for (const status of all.slice(1)) {
      await page.keyboard.press('ArrowRight')
      await live
        .getByText(`the lead from Sam Okafor is over ${status}.`)
        .waitFor({ state: 'attached' })
    }
    await page.keyboard.press('Space')
    await toastWith(page, 'Lead moved to Spam')
    await page.getByRole('region', { name: 'Spam' }).getByText('Website refresh').waitFor()
    // Back where it was, for the lead page below.
    await page.getByRole('button', { name: /^Move lead from Sam Okafor/ }).focus()
    await pickUpCard(page)
    for (const status of all.slice(0, -1).reverse()) {
      await page.keyboard.press('ArrowLeft')
      await live
        .getByText(`the lead from Sam Okafor is over ${status}.`)
        .waitFor({ state: 'attached' })
    }
    await page.keyboard.press('Space')
    await toastWith(page, 'Lead moved to New')
    await page.setViewportSize(phone.viewport)
  })

  it("a lead's page on a phone: status and owner come before the reply box", async () => {
    await page.goto(server.baseUrl + '/admin/messages')
    await page.setViewportSize(phone.viewport)
    const [lead] = (await (
      await fetch(
        `${server.baseUrl}/api/messages?status=${encodeURIComponent('new,contacted,qualified,won,lost,spam')}`,
        {
          headers: { 'x-auth-token': token },
        },
      )
    ).json()) as { _id: string; name: string }[]
    await page.goto(`${server.baseUrl}/admin/messages/${lead!._id}`)
    const reply = page.getByLabel('Reply to Sam Okafor')
    await reply.waitFor()
    const top = async (label: string) =>
      (await page.getByLabel(label, { exact: true }).boundingBox())!.y
    expect(await top('Status')).toBeLessThan(await top('Reply to Sam Okafor'))
    expect(await top('Owner')).toBeLessThan(await top('Reply to Sam Okafor'))
    // And before the timeline and the note too: right under the message.
    expect(await top('Status')).toBeLessThan(await top('Internal note'))
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: '/tmp/trust-looks-lead-390.png', fullPage: true })
    expect(await axeViolations(page)).toEqual([])
  })

  it('the Analytics tables read at 390 px: each value whole on its line, each figure named', async () => {
    // Visits from three browsers (the server counts people, not bots), one with a long address.
    const firefox = (n: number) =>
      `Mozilla/5.0 (X11; Linux x86_64; rv:${120 + n}.0) Gecko/20100101 Firefox/${120 + n}.0`
    for (const [n, path] of [
      '/services/web-development?utm_source=newsletter&utm_campaign=autumn-launch-2026',
      '/company/careers',
      '/a/page/that/does/not/exist/anywhere',
    ].entries()) {
      await fetch(server.baseUrl + path, {
        headers: { 'user-agent': firefox(n), referer: 'https://www.google.com/search?q=agency' },
      })
    }
    await page.setViewportSize(phone.viewport)
    await page.goto(server.baseUrl + '/admin/analytics?period=today')
    const pages = page.getByRole('table', { name: 'Top pages' })
    // Counted within a second or two: the screen is reloaded until they show.
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByRole('heading', { name: 'Top pages' }).waitFor()
          return pages.getByText('/services/web-development').count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    const rows = await page.locator('tbody tr:has(td[data-label])').evaluateAll((trs) =>
      trs.map((tr) => {
        const value = tr.querySelector('th')!
        const figures = [...tr.querySelectorAll('td')]
        return {
          value: value.textContent,
          // Whole: as wide as the card, and not cut.
          valueWidth: Math.round(value.getBoundingClientRect().width),
          cut: value.scrollWidth > value.clientWidth + 1,
          labels: figures.map((td) => getComputedStyle(td, '::before').content),
          inView: figures.every((td) => {
            const r = td.getBoundingClientRect()
            return r.left >= 0 && r.right <= window.innerWidth
          }),
        }
      }),
    )
    expect(rows.length).toBeGreaterThan(5)
    for (const row of rows) {
      expect(row, row.value!).toMatchObject({ cut: false, inView: true })
      expect(row.valueWidth, row.value!).toBeGreaterThan(200)
      expect(
        row.labels.every((l) => l.length > 2 && l !== 'none'),
        row.value!,
      ).toBe(true)
    }
    expect(await page.locator('[data-overflowing]').count()).toBe(0)
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: '/tmp/trust-looks-analytics-390.png', fullPage: true })
    expect(await axeViolations(page)).toEqual([])
  })
})
