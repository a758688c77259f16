import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

interface ApiPage {
  _id: string
  title: string
  path: string
  status: string
  sections: { type: string; heading?: string }[]
}

/** The sections' titles as the builder shows them, in order: '1. Hero', '2. Stats band', … */
const sectionTitles = (page: Page) =>
  page
    .locator('#admin-main ol > li[data-key] h3')
    .evaluateAll((headings) =>
      headings.map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim()),
    )

/**
 * The page builder (issue #40) in Chromium, as a marketer uses it: a campaign page from its
 * template, a text changed, a section moved with the keyboard alone, saved as a draft, found
 * in the list and duplicated; axe in both themes; a phone's width.
 */
describe('the page builder', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  let token: string

  const pages = async () =>
    (await (
      await fetch(`${server.baseUrl}/api/pages`, { headers: { 'x-auth-token': token } })
    ).json()) as ApiPage[]

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    token = await apiSignIn(server.baseUrl)
    watched = await openPage(browser)
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  it('builds a campaign page from its template, moves a section by keyboard, saves it as a draft and duplicates it', async () => {
    await page.goto(`${server.baseUrl}/admin/pages`)
    await page.getByRole('link', { name: 'Add Page' }).click()
    await page.getByRole('link', { name: /^Campaign/ }).click()
    await page.getByRole('heading', { name: 'Add Page: Campaign' }).waitFor()
    expect(await sectionTitles(page)).toEqual([
      '1. Hero',
      '2. Stats band',
      '3. Features',
      '4. Testimonials',
      '5. Questions and answers',
      '6. Call to action',
      '7. Contact form',
    ])

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring offer 2027')
    await page.getByRole('textbox', { name: 'Path', exact: true }).fill('/offer/spring-2027')
    const hero = page.getByRole('region', { name: '1. Hero' })
    await hero
      .getByRole('textbox', { name: 'Heading', exact: true })
      .fill('A new site by summer, the first sprint free')

    // The stats band goes below the features: picked up with Space, moved with the arrow key,
    // dropped with Space, each step said in the live region.
    const live = page.getByTestId('sections-live')
    const handle = page.getByRole('button', { name: 'Move section 2: Stats band' })
    await handle.focus()
    await pickUpCard(page)
    await live.getByText(/^Picked up Stats band, section 2 of 7/).waitFor({ state: 'attached' })
    await page.keyboard.press('ArrowDown')
    await live.getByText('Stats band is over position 3 of 7.').waitFor({ state: 'attached' })
    expect(
      await page
        .getByRole('button', { name: 'Move section 3: Stats band' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    await page.keyboard.press('Space')
    await live
      .getByText('Stats band was dropped at position 3 of 7.')
      .waitFor({ state: 'attached' })
    expect((await sectionTitles(page)).slice(0, 3)).toEqual([
      '1. Hero',
      '2. Features',
      '3. Stats band',
    ])

    // Escape puts a picked-up section back where it was.
    await page.getByRole('button', { name: 'Move section 1: Hero' }).focus()
    await pickUpCard(page)
    await page.keyboard.press('ArrowDown')
    await live.getByText('Hero is over position 2 of 7.').waitFor({ state: 'attached' })
    // The moved card's handle keeps the focus, and its name is the moved section's at once: the
    // names were read from the watched values, which under load came a render after the move,
    // so for a moment the handle read "Move section 2: Features" and Escape announced the
    // cancelled move under that name (seen twice in CI).
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'the focus after moving Hero',
    ).toBe('Move section 2: Hero')
    await page.keyboard.press('Escape')
    await live.getByText(/^Moving Hero was cancelled/).waitFor({ state: 'attached' })
    expect((await sectionTitles(page)).slice(0, 3)).toEqual([
      '1. Hero',
      '2. Features',
      '3. Stats band',
    ])

    // A new page is a draft until its writer says otherwise.
    expect(await page.getByLabel('Status').inputValue()).toBe('draft')
    await page.getByRole('button', { name: 'Create Page' }).click()
    await toastWith(page, 'Page created successfully')
    await page.waitForURL('**/admin/pages')
    const row = page.getByRole('row', { name: /Spring offer 2027/ })
    await row.getByText('Draft').waitFor()
    await row.getByText('/offer/spring-2027').waitFor()

    const saved = (await pages()).find((p) => p.path === '/offer/spring-2027')
    expect(saved).toMatchObject({ title: 'Spring offer 2027', status: 'draft' })
    expect(saved!.sections.map((s) => s.type)).toEqual([
      'hero',
      'features',
      'stats',
      'testimonials',
      'faq',
      'cta',
      'contactForm',
    ])
    expect(saved!.sections[0]!.heading).toBe('A new site by summer, the first sprint free')

    // Duplicate: a draft copy at a free path, opened in the builder.
    await page.getByRole('button', { name: 'Duplicate Spring offer 2027' }).click()
    await toastWith(page, 'Copied to /offer/spring-2027-copy: a draft')
    await page.waitForURL('**/admin/pages/edit/**')
    await page.getByRole('heading', { name: 'Edit Page' }).waitFor()
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      'Spring offer 2027 (copy)',
    )
    expect(await page.getByRole('textbox', { name: 'Path', exact: true }).inputValue()).toBe(
      '/offer/spring-2027-copy',
    )
    expect((await sectionTitles(page)).slice(0, 3)).toEqual([
      '1. Hero',
      '2. Features',
      '3. Stats band',
    ])
    const copy = (await pages()).find((p) => p.path === '/offer/spring-2027-copy')
    expect(copy).toMatchObject({ title: 'Spring offer 2027 (copy)', status: 'draft' })
    expect(unexpectedErrors(watched.errors)).toEqual([])
  })

  it('previews the campaign page as it is edited, schedules it, and at its time it is public with JavaScript off', async () => {
    const draft = (await pages()).find((p) => p.path === '/offer/spring-2027')!
    await page.goto(`${server.baseUrl}/admin/pages/edit/${draft._id}`)
    await page.getByRole('heading', { name: 'Edit Page' }).waitFor()

    // The live preview shows the page as the form holds it, before anything is saved.
    await page
      .getByRole('region', { name: '1. Hero' })
      .getByRole('textbox', { name: 'Heading', exact: true })
      .fill('Spring: the first sprint free')
    await page.getByRole('button', { name: 'Show preview' }).click()
    const frame = page.frameLocator('iframe[title^="Preview of the page"]')
    await frame.getByRole('heading', { level: 1, name: 'Spring: the first sprint free' }).waitFor()
    const status = async () => (await fetch(`${server.baseUrl}/offer/spring-2027`)).status
    expect(await status()).toBe(404)

    // Published at the next whole minute (at least 15 s away): the draft holds the status.
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(page, 'Draft saved: not published yet')
    const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
    await page.getByLabel('Publish at (UTC)').fill(due.toISOString().slice(0, 16))
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    await toastWith(page, 'Scheduled for')
    expect(await status()).toBe(404)

    await expect.poll(status, { timeout: 120_000, interval: 1000 }).toBe(200)
    const visitor = await openPage(browser, { javaScriptEnabled: false })
    try {
      await visitor.page.goto(`${server.baseUrl}/offer/spring-2027`)
      expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Spring: the first sprint free',
      )
      expect(await visitor.page.getByRole('button', { name: 'Send Message' }).count()).toBe(1)
    } finally {
      await visitor.close()
    }
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain('/offer/spring-2027</loc>')
    expect(unexpectedErrors(watched.errors)).toEqual([])
  }, 180_000)

  it('adds, duplicates and removes sections, and shows a section’s missing field under it', async () => {
    await page.goto(`${server.baseUrl}/admin/pages/new?template=blank`)
    await page.getByText('No sections yet: add the first one below.').waitFor()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Design day')
    await page.getByRole('textbox', { name: 'Path', exact: true }).fill('/events/design-day')
    await page.getByRole('button', { name: 'Add section' }).click()
    await page
      .getByRole('group', { name: 'Section types' })
      .getByRole('button', { name: /^Text/ })
      .click()
    await page.getByRole('button', { name: 'Add section' }).click()
    await page
      .getByRole('group', { name: 'Section types' })
      .getByRole('button', { name: /^Contact form/ })
      .click()
    // Added after the section worked on last: the text section, then the form.
    expect(await sectionTitles(page)).toEqual(['1. Text', '2. Contact form'])
    await page.getByRole('button', { name: 'Duplicate section 1 (Text)' }).click()
    expect(await sectionTitles(page)).toEqual(['1. Text', '2. Text', '3. Contact form'])
    await page.getByRole('button', { name: 'Remove section 1 (Text)' }).click()
    expect(await sectionTitles(page)).toEqual(['1. Text', '2. Contact form'])
    // A section removed by mistake comes back where it was.
    await page
      .locator('[data-sonner-toast]', { hasText: 'Text section removed' })
      .getByRole('button', { name: 'Undo' })
      .click()
    expect(await sectionTitles(page)).toEqual(['1. Text', '2. Text', '3. Contact form'])
    await page.getByRole('button', { name: 'Remove section 2 (Text)' }).click()
    expect(await sectionTitles(page)).toEqual(['1. Text', '2. Contact form'])

    // Nothing filled in: saving marks the section's own fields, not the page.
    await page.getByRole('button', { name: 'Create Page' }).click()
    const text = page.getByRole('region', { name: /^1\. Text/ })
    const markdown = text.getByRole('textbox', { name: 'Text (Markdown)' })
    expect(await markdown.getAttribute('aria-invalid')).toBe('true')
    await text.getByText('Required').waitFor()
    await page
      .getByRole('region', { name: /^1\. Text/ })
      .getByText('(needs attention)')
      .waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it('a path the site already answers is refused under the Path field', async () => {
    await page.goto(`${server.baseUrl}/admin/pages/new?template=event`)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Contact clash')
    const path = page.getByRole('textbox', { name: 'Path', exact: true })
    await path.fill('/contact')
    await page.getByRole('button', { name: 'Create Page' }).click()
    await toastWith(page, 'Failed to save page')
    await page.getByText('A page of the site answers /contact').waitFor()
    expect(await path.getAttribute('aria-invalid')).toBe('true')
    expect(page.url()).toContain('/admin/pages/new')
  })

  it('the header menu and footer editors offer the published pages as link targets', async () => {
    const made = await fetch(`${server.baseUrl}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        title: 'Web design in Berlin',
        path: '/web-design/berlin',
        status: 'published',
        sections: [{ type: 'contactForm', heading: 'Tell us about your project' }],
      }),
    })
    expect(made.status).toBe(201)
    for (const editor of ['header', 'footer']) {
      await page.goto(`${server.baseUrl}/admin/site-content/${editor}`)
      const choices = page.locator('datalist#content-link-choices')
      await choices.locator('option[value="/web-design/berlin"]').waitFor({ state: 'attached' })
      expect(await choices.locator('option[value="/contact"]').count()).toBe(1)
      // A draft is nowhere yet: no menu leads to it.
      expect(await choices.locator('option[value="/offer/spring-2027-copy"]').count()).toBe(0)
      // Every link field offers them (the menu's items are folded: their fields are hidden).
      expect(await page.locator('input[list="content-link-choices"]').count()).toBeGreaterThan(0)
    }
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`axe finds nothing in the builder (${theme})`, async () => {
      await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
      await page.goto(`${server.baseUrl}/admin/pages/new?template=campaign`)
      await page.getByRole('heading', { name: 'Add Page: Campaign' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      // The list of section types open, and a section picked up.
      await page.getByRole('button', { name: 'Add section' }).click()
      await page.getByRole('group', { name: 'Section types' }).waitFor()
      await page.getByRole('button', { name: 'Move section 1: Hero' }).focus()
      await pickUpCard(page)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      const list = page.locator('#admin-main')
      await list.getByText('Stats band').first().waitFor()
      const saved = (await pages()).find((p) => p.path === '/offer/spring-2027')
      await page.goto(`${server.baseUrl}/admin/pages/edit/${saved!._id}`)
      await page.getByRole('heading', { name: 'Edit Page' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.goto(`${server.baseUrl}/admin/pages`)
      await page.getByRole('row', { name: /Spring offer 2027 \(copy\)/ }).waitFor()
      expect(await axeViolations(page)).toEqual([])
    })
  }

  it('at 390 px the builder and the list fit the screen: no sideways scrolling', async () => {
    const small = await openPage(browser, phone)
    try {
      await signIn(small.page, server.baseUrl)
      const width = () => small.page.evaluate(() => document.documentElement.scrollWidth)
      await small.page.goto(`${server.baseUrl}/admin/pages/new?template=campaign`)
      await small.page.getByRole('heading', { name: 'Add Page: Campaign' }).waitFor()
      expect(await width()).toBeLessThanOrEqual(390)
      await small.page.getByRole('button', { name: 'Add section' }).click()
      await small.page.getByRole('group', { name: 'Section types' }).waitFor()
      expect(await width()).toBeLessThanOrEqual(390)
      await small.page.goto(`${server.baseUrl}/admin/pages`)
      await small.page
        .getByRole('row', { name: /Spring offer 2027/ })
        .first()
        .waitFor()
      expect(await width()).toBeLessThanOrEqual(390)
      expect(unexpectedErrors(small.errors)).toEqual([])
    } finally {
      await small.close()
    }
  })
})

/**
 * A page in a second language (ADR 080): its sections' words are translated in place, beside
 * the English; links, pictures and counts are shared, and the sections are neither added,
 * removed nor moved there.
 */
describe('the page builder in another language', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...adminEnv, SITE_LANGUAGES: 'en,de' } }),
      launchBrowser(),
    ])
    watched = await openPage(browser)
    await signIn(watched.page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  it('translates the texts of the sections, and nothing else', async () => {
    const token = await apiSignIn(server.baseUrl)
    const made = await fetch(`${server.baseUrl}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        title: 'Spring offer',
        path: '/offer/spring',
        sections: [
          {
            type: 'cta',
            heading: 'Ready to start?',
            text: 'Tell us about your project.',
            button: { label: 'Get in touch', href: '/contact' },
          },
          { type: 'projects', limit: 3 },
        ],
      }),
    })
    const { _id } = (await made.json()) as { _id: string }
    const { page } = watched
    await page.goto(`${server.baseUrl}/admin/pages/edit/${_id}?lang=de`)
    const cta = page.getByRole('region', { name: '1. Call to action' })
    const heading = cta.getByRole('textbox', { name: 'Heading', exact: true })
    await heading.waitFor()
    expect(await heading.getAttribute('readonly')).toBeNull()
    await cta.getByText('English: Ready to start?').waitFor()
    expect(await cta.getByRole('textbox', { name: 'Button link' }).getAttribute('readonly')).toBe(
      '',
    )
    expect(
      await page
        .getByRole('region', { name: '2. Projects' })
        .getByRole('spinbutton', { name: 'How many projects' })
        .getAttribute('readonly'),
    ).toBe('')
    expect(await page.getByRole('button', { name: 'Add section' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Move section/ }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    expect(unexpectedErrors(watched.errors)).toEqual([])
  })

  // The page's translated paths are each text of its sections (`translatedPaths`, ADR 094).
  it('keeps the German text of a section', async () => {
    const token = await apiSignIn(server.baseUrl)
    const [first] = (await (
      await fetch(`${server.baseUrl}/api/pages`, { headers: { 'x-auth-token': token } })
    ).json()) as ApiPage[]
    const _id = first!._id
    const { page } = watched
    await page.goto(`${server.baseUrl}/admin/pages/edit/${_id}?lang=de`)
    const heading = page
      .getByRole('region', { name: '1. Call to action' })
      .getByRole('textbox', { name: 'Heading', exact: true })
    await heading.fill('Bereit loszulegen?')
    await page.getByRole('button', { name: 'Update Page' }).click()
    await toastWith(page, 'Page updated successfully')
    const german = (await (
      await fetch(`${server.baseUrl}/api/pages/${_id}?lang=de`, {
        headers: { 'x-auth-token': token },
      })
    ).json()) as ApiPage
    expect(german.sections[0]!.heading).toBe('Bereit loszulegen?')
    expect(german.sections[1]!.type).toBe('projects')
    expect(unexpectedErrors(watched.errors)).toEqual([])
  })
})
