import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminEnv, apiSignIn, signIn } from './support/admin'
import { launchBrowser, openPage } from './support/browser'
import { axeViolations, waitForHydration, waitPastFillTime } from './support/site'

const desktop = { viewport: { width: 1280, height: 800 } }
const PATH = '/offer/e2e-campaign'
/** A page at one segment: the home route's address shape (`/:lang`), answered all the same. */
const SHORT_PATH = '/sprint'

/** Every kind of section, with texts a visitor would look for. */
function everySection(picture: string) {
  return [
    {
      type: 'hero',
      heading: 'Launch week offer',
      text: 'A design sprint for new clients, free in launch week.',
      buttons: [
        { label: 'Claim the sprint', href: `${PATH}#page-contact-form` },
        { label: 'Our work', href: '/portfolio' },
      ],
    },
    { type: 'text', markdown: '## Why a sprint\n\nFive days from **idea** to a tested prototype.' },
    {
      type: 'features',
      heading: 'What you get',
      items: [
        { title: 'A clickable prototype', text: 'Tested with five of your customers.' },
        { title: 'A plan', text: 'What to build first, and what it costs.' },
      ],
    },
    {
      type: 'imageText',
      image: picture,
      alt: 'A team at a whiteboard',
      heading: 'How the week runs',
      markdown: 'Monday we map the problem; Friday we test.',
    },
    { type: 'stats', items: [{ value: '42', label: 'Sprints run' }] },
    {
      type: 'testimonials',
      items: [{ quote: 'Worth every minute.', name: 'Lena Park', role: 'Founder, Tidewell' }],
    },
    {
      type: 'faq',
      items: [{ question: 'Who joins the sprint?', answer: 'A decider and two of your team.' }],
    },
    {
      type: 'cta',
      heading: 'Not sure yet?',
      text: 'Call us and ask anything.',
      button: { label: 'Contact us', href: '/contact' },
    },
    { type: 'projects', limit: 3 },
    { type: 'posts', tag: 'Web Development', limit: 2 },
    { type: 'contactForm', heading: 'Book your sprint' },
  ]
}

/**
 * A composed page as a visitor gets it (issue #40): made through the API from every section
 * type, read with JavaScript off, accessible in both themes, and its form's lead showing the
 * page it came from in the portal.
 */
describe('a composed page on the site', () => {
  let server: RunningServer
  let browser: Browser
  let token: string

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...adminEnv, CONTACT_RATE_LIMIT: '100' } }),
      launchBrowser(),
    ])
    token = await apiSignIn(server.baseUrl)
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(server.baseUrl + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return res.json()
    }
    const [project] = (await call('GET', '/api/portfolio')) as { imageUrl: string }[]
    await call('POST', '/api/pages', {
      title: 'Launch week',
      path: PATH,
      seoDescription: 'A free design sprint for new clients in launch week.',
      sections: everySection(project!.imageUrl),
    })
    await call('POST', '/api/pages', {
      title: 'Sprint',
      path: SHORT_PATH,
      sections: [
        { type: 'stats', items: [{ value: '5', label: 'Days a sprint takes' }] },
        { type: 'contactForm', heading: 'Ask about a sprint' },
      ],
    })
    await call('POST', '/api/pages', {
      title: 'Figures',
      path: '/offer/figures',
      noindex: true,
      sections: [{ type: 'stats', items: [{ value: '12', label: 'Years in business' }] }],
    })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows every section with JavaScript off', async () => {
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      const res = await page.goto(server.baseUrl + PATH)
      expect(res?.status()).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Launch week offer')
      const main = (await page.locator('main').textContent())!
      for (const text of [
        'A design sprint for new clients, free in launch week.',
        'Claim the sprint',
        'Why a sprint',
        'Five days from idea to a tested prototype.',
        'What you get',
        'A clickable prototype',
        'How the week runs',
        'Monday we map the problem; Friday we test.',
        '42',
        'Sprints run',
        'Worth every minute.',
        'Lena Park',
        'Who joins the sprint?',
        'Not sure yet?',
        'Recent work',
        'From the journal',
        'Five Checks Before You Launch a Website',
        'Book your sprint',
      ]) {
        expect(main, text).toContain(text)
      }
      // The Markdown's emphasis is rendered, not shown as asterisks.
      expect(await page.locator('main strong', { hasText: 'idea' }).count()).toBe(1)
      expect(await page.getByTestId('project-card').count()).toBe(3)
      // The FAQ is a native disclosure: it opens without a script.
      await page.getByText('Who joins the sprint?').click()
      expect(await page.getByText('A decider and two of your team.').isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Send Message' }).count()).toBe(1)
      expect(await page.title()).toBe('Launch week | Digital Agency')
    } finally {
      await close()
    }
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${colorScheme}`, async () => {
      const { page, errors, close } = await openPage(browser, {
        ...desktop,
        colorScheme,
        reducedMotion: 'reduce',
      })
      try {
        await page.goto(server.baseUrl + PATH)
        await waitForHydration(page)
        // Hydrated, the server's sections are still there, as drawn.
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
          'Launch week offer',
        )
        expect(await page.getByTestId('project-card').count()).toBe(3)
        expect(await axeViolations(page), colorScheme).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  }

  it('sends a message from its form without JavaScript, and the lead says it came from the page', async () => {
    const visitor = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      const { page } = visitor
      await page.goto(server.baseUrl + PATH)
      const loaded = Date.now()
      await page.getByLabel('Name').fill('Noor Haddad')
      await page.getByLabel('Email').fill('noor@example.com')
      await page.getByLabel('Subject').fill('A sprint for our clinic app')
      await page.getByLabel('Message').fill('We would like to book the launch week sprint.')
      await waitPastFillTime(loaded)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('status').getByText('Message Sent!').waitFor()
      // Answered as the page it was sent from, its sections and all.
      expect(new URL(page.url()).pathname).toBe(PATH)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Launch week offer')
    } finally {
      await visitor.close()
    }

    const messages = (await (
      await fetch(`${server.baseUrl}/api/messages`, { headers: { 'x-auth-token': token } })
    ).json()) as { _id: string; subject: string; page: string | null }[]
    const lead = messages.find((m) => m.subject === 'A sprint for our clinic app')!
    expect(lead.page).toBe(PATH)

    const staff = await openPage(browser, desktop)
    try {
      const { page } = staff
      await signIn(page, server.baseUrl)
      await page.goto(`${server.baseUrl}/admin/messages/${lead._id}`)
      await page.getByText('Sent from', { exact: true }).waitFor()
      expect(await page.getByRole('link', { name: PATH }).getAttribute('href')).toBe(PATH)

      // Analytics counts it for the page.
      await page.goto(`${server.baseUrl}/admin/analytics`)
      const table = page.getByRole('region', { name: 'Conversions by page' })
      await table.getByRole('rowheader', { name: PATH }).waitFor()
      expect(await table.getByRole('row').nth(1).textContent()).toContain('1')
    } finally {
      await staff.close()
    }
  })

  it('sends from a page at one segment, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, errors, close } = await openPage(browser, { ...desktop, javaScriptEnabled })
      try {
        const res = await page.goto(server.baseUrl + SHORT_PATH)
        expect(res?.status()).toBe(200)
        if (javaScriptEnabled) await waitForHydration(page)
        const loaded = Date.now()
        expect(await page.getByRole('heading', { name: 'Ask about a sprint' }).count()).toBe(1)
        const subject = `Sprint question (script ${javaScriptEnabled ? 'on' : 'off'})`
        await page.getByLabel('Name').fill('Ines Moreau')
        await page.getByLabel('Email').fill('ines@example.com')
        await page.getByLabel('Subject').fill(subject)
        await page.getByLabel('Message').fill('How many of our team should join the sprint?')
        await waitPastFillTime(loaded)
        await page.getByRole('button', { name: 'Send Message' }).click()
        // With a script the answer is a toast, without one the page's own status line.
        await page.getByText('Message Sent!').first().waitFor()
        expect(errors).toEqual([])
        const messages = (await (
          await fetch(`${server.baseUrl}/api/messages`, { headers: { 'x-auth-token': token } })
        ).json()) as { subject: string; page: string | null }[]
        expect(messages.find((m) => m.subject === subject)?.page).toBe(SHORT_PATH)
      } finally {
        await close()
      }
    }
  })

  it('keeps a page with a form out of every cache, caches one without, and hides a noindex one', async () => {
    const withForm = await fetch(server.baseUrl + PATH)
    expect(withForm.headers.get('cache-control')).toBe('private, no-store')
    await fetch(server.baseUrl + '/offer/figures')
    const again = await fetch(server.baseUrl + '/offer/figures')
    expect(again.headers.get('x-cache')).toBe('hit')
    const html = await again.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(await (await fetch(server.baseUrl + PATH)).text()).not.toContain('<meta name="robots"')
    const sitemap = await (await fetch(server.baseUrl + '/sitemap.xml')).text()
    expect(sitemap).toContain(`${PATH}</loc>`)
    expect(sitemap).toContain('/offer/website-audit</loc>')
    expect(sitemap).not.toContain('/offer/figures')
  })

  it("shows the builder's page on its preview link, saved or not, and nowhere else", async () => {
    const preview = async (body: unknown) => {
      const res = await fetch(`${server.baseUrl}/api/pages/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { url: string }).url
    }
    // A page never saved, at a path nothing answers yet.
    const unsaved = await preview({
      title: 'Autumn',
      path: '/offer/autumn-preview',
      sections: [{ type: 'stats', items: [{ value: '7', label: 'Autumn slots left' }] }],
    })
    // The published page, changed in the builder but not saved.
    const changed = await preview({
      title: 'Launch week',
      path: PATH,
      sections: [{ type: 'text', markdown: 'A **changed** draft of the launch week page.' }],
    })
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      const res = await page.goto(server.baseUrl + unsaved)
      expect(res?.status()).toBe(200)
      expect(res?.headers()['cache-control']).toBe('private, no-store')
      expect(res?.headers()['x-robots-tag']).toBe('noindex')
      expect(await page.locator('main').textContent()).toContain('Autumn slots left')
      expect(await page.getByText('Preview', { exact: false }).first().isVisible()).toBe(true)
      expect((await page.goto(server.baseUrl + '/offer/autumn-preview'))?.status()).toBe(404)

      await page.goto(server.baseUrl + changed)
      expect(await page.locator('main').textContent()).toContain('A changed draft')
      await page.goto(server.baseUrl + PATH)
      expect(await page.locator('main').textContent()).not.toContain('A changed draft')
      // A link is for its own address only.
      const token = new URL(unsaved, server.baseUrl).search
      await page.goto(`${server.baseUrl}${PATH}${token}`)
      expect(await page.locator('main').textContent()).toContain('Launch week offer')
    } finally {
      await close()
    }
  })

  it('serves the demo campaign page, Website audit, with its form', async () => {
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      expect((await page.goto(server.baseUrl + '/offer/website-audit'))?.status()).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'A free website audit, done by people who build sites',
      )
      expect(await page.getByRole('heading', { name: 'Request your free audit' }).count()).toBe(1)
    } finally {
      await close()
    }
  })
})
