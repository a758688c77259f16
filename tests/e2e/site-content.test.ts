import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminEnv,
  axeViolations,
  publicHtml,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { makeImage } from '../support/images'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

/** Opens a page's editor from the sidebar, as an editor would. */
async function openEditor(page: Page, title: string) {
  await page.getByRole('link', { name: 'Site Content' }).click()
  await page.waitForURL('**/admin/site-content')
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await page.getByRole('heading', { name: `${title} page` }).waitFor()
}

describe('site content: every page’s copy edited from the portal', () => {
  let server: RunningServer
  let browser: Browser
  let admin: WatchedPage

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    admin = await openPage(browser, { viewport: { width: 1366, height: 900 } })
    await signIn(admin.page, server.baseUrl)
  })
  afterAll(async () => {
    await admin?.close()
    await browser?.close()
    await server?.stop()
  })

  it('previews a draft in a new tab without publishing it, then publishes it', async () => {
    const page = admin.page
    await openEditor(page, 'Home')
    expect(await page.getByLabel('Tagline').inputValue()).toBe(
      'Empowering Ideas with Digital Solutions',
    )
    await page.getByLabel('Tagline').fill('Websites that load before you blink')
    const testimonials = page.getByRole('group', { name: 'Testimonials' })
    const first = testimonials.getByRole('listitem').first()
    await first.locator('summary').click()
    await first.getByLabel('Quote').fill('They rebuilt our shop in six weeks and sales doubled.')

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Preview' }).click(),
    ])
    await tab.waitForURL(/\/\?preview=/)
    await tab
      .getByRole('heading', { level: 1, name: 'Websites that load before you blink' })
      .waitFor()
    await tab.getByText('Preview: this page shows changes that are not published yet.').waitFor()
    await tab.getByText('They rebuilt our shop in six weeks and sales doubled.').waitFor()
    await tab.close()
    // Visitors still get the published page.
    expect(await publicHtml(server.baseUrl, '/')).toContain(
      'Empowering Ideas with Digital Solutions',
    )

    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Home page published')
    const html = await publicHtml(server.baseUrl, '/')
    expect(html).toContain('Websites that load before you blink')
    expect(html).toContain('They rebuilt our shop in six weeks and sales doubled.')
    // No banner on the page (its text is in the page's catalogue data, as every fixed text is).
    expect(html).not.toMatch(/>\s*Preview: this page/)
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })

  it('adds, reorders and removes list items; the team and company pages follow', async () => {
    const page = admin.page
    await openEditor(page, 'Team')
    const members = page.getByRole('group', { name: 'Team members' })
    await members.getByRole('button', { name: 'Add team member' }).click()
    // The new item opens, ready to fill in.
    const fresh = members.getByRole('listitem').last()
    await fresh.getByLabel('Name').fill('Zoë Hartmann')
    await fresh.getByLabel('Job title').fill('Head of Accessibility')
    await fresh.getByLabel('Bio').fill('Zoë makes sure everything we ship works for everyone.')
    await fresh.getByLabel('Department').fill('Design')
    await fresh.getByLabel('Leadership team').check()
    // A photo: choosing the file uploads it at once.
    await fresh.getByLabel(/^Photo\W*$/).setInputFiles({
      name: 'zoe.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', { width: 320, height: 320 }),
    })
    await toastWith(page, 'Image uploaded successfully')
    await fresh.getByLabel('Photo description (alt text)').fill('Zoë smiling at her desk')
    // Up to the top of the list, where the leaders are.
    const count = await members.getByRole('listitem').count()
    for (let i = count; i > 1; i--) {
      await members.getByRole('button', { name: `Move team member ${i} up` }).click()
    }
    expect(await members.getByRole('listitem').first().locator('summary').textContent()).toBe(
      'Zoë Hartmann',
    )
    // Ben Hawthorne leaves.
    const ben = members.getByRole('listitem').filter({ hasText: 'Ben Hawthorne' })
    await ben.getByRole('button', { name: /^Remove team member/ }).click()
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Team page published')

    const team = await publicHtml(server.baseUrl, '/company/team')
    expect(team).toContain('Zoë Hartmann')
    const photo = /<img[^>]*alt="Zoë smiling at her desk"[^>]*>/.exec(team)?.[0]
    expect(photo).toMatch(/src="\/uploads\/[0-9a-f]{64}\.\w+"/)
    expect(team).not.toContain('Ben Hawthorne')
    // Leaders appear on the company page in the team's order: Zoë first.
    const company = await publicHtml(server.baseUrl, '/company')
    const names = [...company.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])
    expect(names.slice(names.indexOf('Zoë Hartmann'), names.indexOf('Zoë Hartmann') + 2)).toEqual([
      'Zoë Hartmann',
      'Eleanor Vance',
    ])
  })

  it('edits the portfolio, products and contact pages’ copy, the map’s place included', async () => {
    const page = admin.page
    await openEditor(page, 'Portfolio')
    const figures = page.getByRole('group', { name: 'Figures' })
    const first = figures.getByRole('listitem').first()
    await first.locator('summary').click()
    await first.getByLabel('Value').fill('72%')
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Portfolio page published')
    expect(await publicHtml(server.baseUrl, '/portfolio')).toContain('72%')

    await openEditor(page, 'Products')
    await page.getByLabel('Popular badge').fill('Most chosen')
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Products page published')
    expect(await publicHtml(server.baseUrl, '/products')).toContain('Most chosen')

    // The office moves to Sydney: the map's marker and its link follow.
    await openEditor(page, 'Contact')
    await page.getByLabel('City').fill('Sydney')
    await page.getByLabel('Latitude').fill('-33.8688')
    await page.getByLabel('Longitude').fill('151.2093')
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Contact page published')
    const visitor = await openPage(browser)
    try {
      await visitor.page.goto(server.baseUrl + '/contact')
      const map = visitor.page.getByTitle(/map of our office in Sydney$/)
      expect(new URL((await map.getAttribute('src'))!).searchParams.get('marker')).toBe(
        '-33.8688,151.2093',
      )
      await visitor.page.getByRole('link', { name: /^View a larger map of Sydney/ }).waitFor()
    } finally {
      await visitor.close()
    }
    expect(unexpectedErrors(admin.errors)).toEqual([])
  })

  it('shows the schema’s messages under the fields, and publishes nothing', async () => {
    const page = admin.page
    await openEditor(page, 'Careers')
    await page.getByLabel('Page title').fill('')
    const perks = page.getByRole('group', { name: 'Perks' })
    await perks.getByRole('button', { name: 'Add perk' }).click()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.locator('#content-title-error', { hasText: 'Required' }).waitFor()
    await perks.getByRole('alert').filter({ hasText: 'Required' }).waitFor()
    const stored = (await (await fetch(`${server.baseUrl}/api/content/careers`)).json()) as {
      content: { title: string; perks: string[] }
    }
    expect(stored.content.title).toBe('Careers')
    expect(stored.content.perks).toHaveLength(6)

    // Leaving asks first, as every portal form does.
    await page.getByRole('link', { name: 'Site Content' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    await ask.getByRole('button', { name: 'Discard changes' }).click()
    await page.waitForURL('**/admin/site-content')
  })

  it('renders legal Markdown safely: no raw HTML, no script links', async () => {
    const page = admin.page
    await openEditor(page, 'Legal')
    const privacy = page.getByRole('group', { name: 'Privacy policy' })
    await privacy
      .getByLabel('Text')
      .fill(
        '## Cookies\n\nWe use **none**.\n\n<script>window.pwned = 1</script>\n\n[Click me](javascript:window.pwned=1) and [contact us](/contact).',
      )
    await page.getByRole('button', { name: 'Publish' }).click()
    await toastWith(page, 'Legal page published')

    const visitor = await openPage(browser)
    try {
      await visitor.page.goto(`${server.baseUrl}/privacy-policy`)
      await visitor.page.getByRole('heading', { level: 2, name: 'Cookies' }).waitFor()
      await visitor.page.getByText('<script>window.pwned = 1</script>').waitFor()
      expect(
        await visitor.page.getByRole('link', { name: 'contact us' }).getAttribute('href'),
      ).toBe('/contact')
      expect(await visitor.page.getByRole('link', { name: 'Click me' }).count()).toBe(0)
      expect(await visitor.page.evaluate(() => 'pwned' in window)).toBe(false)
      expect(unexpectedErrors(visitor.errors)).toEqual([])
    } finally {
      await visitor.close()
    }
  })

  it('applies for a position with its title as the contact form’s subject', async () => {
    const visitor = await openPage(browser)
    try {
      await visitor.page.goto(`${server.baseUrl}/company/careers`)
      await visitor.page.getByRole('link', { name: /^Apply Now\s*: Product Designer$/ }).click()
      await visitor.page.waitForURL('**/contact?subject=Product+Designer')
      expect(await visitor.page.getByLabel('Subject').inputValue()).toBe('Product Designer')
      expect(unexpectedErrors(visitor.errors)).toEqual([])
    } finally {
      await visitor.close()
    }
  })

  it('has no accessibility violations, in the light and the dark theme', async () => {
    const page = admin.page
    await openEditor(page, 'Company')
    // Open one item so its fields (an icon choice among them) are checked too.
    await page.getByRole('group', { name: 'Values' }).locator('summary').first().click()
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
      await page.reload()
      await page.getByRole('heading', { name: 'Company page' }).waitFor()
      expect(await axeViolations(page), theme).toEqual([])
    }
  })
})
