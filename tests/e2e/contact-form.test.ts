import { createHmac } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminCall,
  adminToken,
  axeViolations,
  siteAdminEnv,
  waitForHydration,
  waitPastFillTime,
} from './support/site'

const desktop = { viewport: { width: 1280, height: 800 } }

/** The server signs form stamps with this, so a test can make one of any age. */
const FORM_SECRET = 'e2e-contact-form-stamp-secret-0123456789'

/** A stamp as the server would have signed it `ageMs` ago. */
function stampAged(ageMs: number) {
  const issued = String(Date.now() - ageMs)
  const signature = createHmac('sha256', Buffer.from(FORM_SECRET))
    .update(`form-stamp:${issued}`)
    .digest('base64url')
  return `${issued}.${signature}`
}

async function fillForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value)
}

describe('the contact form without JavaScript, and the traps it sets for bots', () => {
  let server: RunningServer
  let browser: Browser
  let token: string
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { ...siteAdminEnv, CONTACT_RATE_LIMIT: '100', FORM_SECRET } }),
      launchBrowser(),
    ])
    token = await adminToken(server.baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** The signed time of a contact page made just now, as a bot would scrape it. */
  const freshStamp = async () => {
    const html = await (await fetch(server.baseUrl + '/contact')).text()
    return /name="formStamp" value="([^"]+)"/.exec(html)![1]!
  }

  const storedSubjects = async (): Promise<string[]> =>
    ((await adminCall(server.baseUrl, token, 'GET', '/api/messages')) as { subject: string }[]).map(
      (m) => m.subject,
    )

  it('sends a message without JavaScript: errors under the fields, values kept, then Message Sent!', async () => {
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      await page.goto(server.baseUrl + '/contact')
      const loaded = Date.now()
      expect(await page.getByText('The form needs JavaScript').count()).toBe(0)
      await fillForm(page, {
        Name: 'A',
        Email: 'grace@',
        Subject: 'A shop for our bakery',
        Message: 'We would like to sell our cakes online.',
      })
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByText('Name must be at least 2 characters').waitFor()
      await page.getByText('Invalid email address').waitFor()
      expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
      // What the visitor typed is still there, right or wrong.
      expect(await page.getByLabel('Name').inputValue()).toBe('A')
      expect(await page.getByLabel('Email').inputValue()).toBe('grace@')
      expect(await page.getByLabel('Subject').inputValue()).toBe('A shop for our bakery')
      expect(await page.getByLabel('Message').inputValue()).toBe(
        'We would like to sell our cakes online.',
      )

      // Corrected at once: the answer kept the form's first time, so this is not "too fast".
      await fillForm(page, { Name: 'Grace Hopper', Email: 'grace@example.com' })
      await waitPastFillTime(loaded)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('status').getByText('Message Sent!').waitFor()
      await page.getByText("We'll get back to you as soon as possible.").waitFor()
      expect(await page.getByLabel('Name').inputValue()).toBe('')
      expect(await page.getByText('Name must be at least 2 characters').count()).toBe(0)
      expect(await storedSubjects()).toContain('A shop for our bakery')
    } finally {
      await close()
    }
  })

  it("starts the subject from a link, such as careers' Apply Now, with and without JavaScript", async () => {
    // Without JavaScript: the server's form carries it, and sending it works as typed.
    const noScript = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      await noScript.page.goto(server.baseUrl + '/contact?subject=%20Product%20Designer%20')
      const loaded = Date.now()
      expect(await noScript.page.getByLabel('Subject').inputValue()).toBe('Product Designer')
      await fillForm(noScript.page, {
        Name: 'Ada Lovelace',
        Email: 'ada@example.com',
        Message: 'I would like to apply for the designer role.',
      })
      await waitPastFillTime(loaded)
      await noScript.page.getByRole('button', { name: 'Send Message' }).click()
      await noScript.page.getByRole('status').getByText('Message Sent!').waitFor()
      expect(await storedSubjects()).toContain('Product Designer')
    } finally {
      await noScript.close()
    }

    // With JavaScript: the same after hydration, and the visitor can change it.
    const { page, errors, close } = await openPage(browser, desktop)
    try {
      await page.goto(server.baseUrl + '/contact?subject=Product%20Designer')
      await waitForHydration(page)
      const subject = page.getByLabel('Subject')
      expect(await subject.inputValue()).toBe('Product Designer')
      await subject.fill('Product Designer (part-time)')
      expect(await subject.inputValue()).toBe('Product Designer (part-time)')
      expect(errors).toEqual([])
    } finally {
      await close()
    }

    // Plain text on one line, cut to the field's 200 characters; markup stays text.
    const long = encodeURIComponent('<b>Lead</b>\n' + 'x'.repeat(400))
    const html = await (await fetch(`${server.baseUrl}/contact?subject=${long}`)).text()
    const value = /<input[^>]*name="subject"[^>]*value="([^"]*)"/.exec(html)?.[1]
    expect(value).toBe('&lt;b&gt;Lead&lt;/b&gt; ' + 'x'.repeat(188))
    expect(html).not.toContain('<b>Lead</b>')
  })

  it("offers the office's address and a link to the map under the frame, which may not load", async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      // Offline as far as the map goes: nothing from OpenStreetMap arrives.
      await page.route('https://www.openstreetmap.org/**', (route) => route.abort('failed'))
      await page.goto(server.baseUrl + '/contact')
      const map = page.locator('iframe').locator('..')
      await map.locator('iframe').scrollIntoViewIfNeeded()
      const address = map.locator('address')
      expect(await address.textContent()).toBe(
        'Level 3, 218 Flinders Lane, Melbourne VIC 3000, Australia',
      )
      expect(await address.isVisible()).toBe(true)
      const link = map.getByRole('link', { name: /View a larger map of Melbourne/ })
      expect(await link.isVisible()).toBe(true)
      expect(await link.getAttribute('href')).toBe(
        'https://www.openstreetmap.org/?mlat=-37.8162&mlon=144.9655#map=16/-37.8162/144.9655',
      )
      // Under the frame, not behind it.
      const frameBox = (await map.locator('iframe').boundingBox())!
      expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(frameBox.y + frameBox.height)
    } finally {
      await close()
    }
  })

  it('stores a form sent twice once, and asks again for one kept open past a day', async () => {
    const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      // Kept open for 25 hours: the visitor's text comes back with a request to send again.
      await page.goto(server.baseUrl + '/contact')
      await fillForm(page, {
        Name: 'Ada Lovelace',
        Email: 'ada@example.com',
        Subject: 'An engine for numbers',
        Message: 'Could you build us a website for the engine?',
      })
      await page
        .locator('input[name="formStamp"]')
        .evaluate((el, stamp) => ((el as HTMLInputElement).value = stamp), stampAged(25 * 3600_000))
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByText('This form has expired. Please send your message again.').waitFor()
      expect(await page.getByLabel('Message').inputValue()).toBe(
        'Could you build us a website for the engine?',
      )
      expect(await storedSubjects()).not.toContain('An engine for numbers')

      // Sent again, it goes; the same form posted once more (a double submit, a replay) stores
      // nothing new, though it is answered alike.
      const loaded = Date.now()
      const form = Object.fromEntries(
        await page
          .locator('form input, form textarea')
          .evaluateAll((fields) =>
            fields.map((f) => [(f as HTMLInputElement).name, (f as HTMLInputElement).value]),
          ),
      ) as Record<string, string>
      await waitPastFillTime(loaded)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('status').getByText('Message Sent!').waitFor()
      const replay = await fetch(server.baseUrl + '/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      })
      expect(replay.status).toBe(200)
      expect(await replay.text()).toContain('Message Sent!')
      expect((await storedSubjects()).filter((s) => s === 'An engine for numbers')).toHaveLength(1)
    } finally {
      await close()
    }
  })

  it('answers a bot as if it had sent, and stores nothing: hidden field, too fast, forged time', async () => {
    const before = (await storedSubjects()).length
    const logStart = server.output.length

    // A bot without JavaScript fills in every field it finds, the hidden one too.
    const noScript = await openPage(browser, { ...desktop, javaScriptEnabled: false })
    try {
      await noScript.page.goto(server.baseUrl + '/contact')
      const loaded = Date.now()
      await fillForm(noScript.page, {
        Name: 'Bot One',
        Email: 'bot@example.com',
        Subject: 'Cheap pills honeypot',
        Message: 'Buy cheap pills at our site.',
      })
      await noScript.page.locator('input[name="website"]').fill('https://pills.example')
      await waitPastFillTime(loaded)
      await noScript.page.getByRole('button', { name: 'Send Message' }).click()
      await noScript.page.getByRole('status').getByText('Message Sent!').waitFor()
    } finally {
      await noScript.close()
    }

    // A bot with a browser fills the visible fields and sends at once. (It sends the form of a
    // page fetched just now: how long this test's browser took to start must not count.)
    const scripted = await openPage(browser, desktop)
    try {
      await scripted.page.goto(server.baseUrl + '/contact')
      await waitForHydration(scripted.page)
      await fillForm(scripted.page, {
        Name: 'Bot Two',
        Email: 'bot@example.com',
        Subject: 'Cheap pills too fast',
        Message: 'Buy cheap pills at our site.',
      })
      const fresh = await freshStamp()
      await scripted.page
        .locator('input[name="formStamp"]')
        .evaluate((el, stamp) => ((el as HTMLInputElement).value = stamp), fresh)
      await scripted.page.getByRole('button', { name: 'Send Message' }).click()
      await scripted.page.locator('[data-sonner-toast]', { hasText: 'Message Sent!' }).waitFor()
      expect(await scripted.page.getByLabel('Name').inputValue()).toBe('')
    } finally {
      await scripted.close()
    }

    // Through the API: the traps apply when their fields are sent.
    const send = (subject: string, extra: Record<string, string>) =>
      fetch(server.baseUrl + '/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bot Three',
          email: 'bot@example.com',
          subject,
          message: 'Buy cheap pills at our site.',
          ...extra,
        }),
      })
    for (const [subject, extra] of [
      ['API honeypot', { website: 'https://pills.example' }],
      ['API too fast', { formStamp: await freshStamp() }],
      ['API forged time', { formStamp: `1.${'A'.repeat(43)}` }],
    ] as const) {
      const res = await send(subject, extra)
      expect(res.status, subject).toBe(201)
      expect(await res.json()).toMatchObject({ _id: expect.any(String), subject, read: false })
    }

    expect((await storedSubjects()).length).toBe(before)
    // Each was logged once, with its reason and without the message's text. A line comes
    // through the server's stdout pipe a moment after its answer: wait for the last one.
    const reasons = () =>
      server.output
        .slice(logStart)
        .filter((line) => line.includes('dropped as spam'))
        .map((line) => (JSON.parse(line) as { spam: string }).spam)
    await expect
      .poll(reasons)
      .toEqual(['honeypot', 'too-fast', 'honeypot', 'too-fast', 'bad-stamp'])
    expect(server.output.filter((line) => line.includes('cheap pills'))).toEqual([])

    // A client of the API that sends no trap fields is not taken for a bot.
    expect((await send('API without traps', {})).status).toBe(201)
    expect(await storedSubjects()).toContain('API without traps')
  })

  it('hides the trap from people: no tab stop, nothing for a screen reader, nothing axe finds', async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      await page.goto(server.baseUrl + '/contact')
      await waitForHydration(page)
      const trap = page.locator('input[name="website"]')
      expect(await trap.getAttribute('tabindex')).toBe('-1')
      expect(await trap.getAttribute('autocomplete')).toBe('off')
      expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true)
      // Off-screen: a sighted visitor cannot see it either.
      const box = await trap.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(0)
      // Tabbing from the message goes straight to the button.
      await page.getByLabel('Message').focus()
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
        'Send Message',
      )
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await close()
    }
  })
})
