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

  /** The messages under Spam, by subject, with the reason the lead page shows. */
  const spamReasons = async (): Promise<Record<string, string>> =>
    Object.fromEntries(
      (
        (await adminCall(server.baseUrl, token, 'GET', '/api/messages?status=spam')) as {
          subject: string
          spamReason: string
        }[]
      ).map((m) => [m.subject, m.spamReason]),
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

  it('shows the map without JavaScript too, in the same place', async () => {
    const box = async (javaScriptEnabled: boolean) => {
      const { page, close } = await openPage(browser, { ...desktop, javaScriptEnabled })
      try {
        await page.route('https://www.openstreetmap.org/**', (route) => route.abort('failed'))
        await page.goto(server.baseUrl + '/contact')
        const map = page.getByTitle(/map of our office in Melbourne$/)
        expect(await map.getAttribute('src')).toContain('https://www.openstreetmap.org/export/')
        const { y, height } = (await map.boundingBox())!
        return { y, height }
      } finally {
        await close()
      }
    }
    // With scripts the frame comes once they run (after the first paint), into a box of its
    // height: the text under it is where it was.
    expect(await box(false)).toEqual(await box(true))
  })

  it('makes a lead of a form sent twice once, and asks again for one kept open past a day', async () => {
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

      // Sent again, it goes; the same form posted once more (a double submit, a replay) is
      // answered alike, and kept under spam.
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
      // The second is kept out of the way, under spam, for whoever wonders where it went.
      expect((await spamReasons())['An engine for numbers']).toBe('Form stamp already used.')
    } finally {
      await close()
    }
  })

  it(
    'takes autofill sent at once for a person: every such send, with and without JavaScript, is a new lead',
    { timeout: 120_000 },
    async () => {
      // A visitor whose browser fills the whole form sends it within a second of the page
      // loading. Each send here fills every field at once and sends the form with a stamp made
      // a moment before, as such a visitor does; none may be taken for a bot.
      const SENDS = 6
      for (const javaScriptEnabled of [true, false]) {
        const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'
        const { page, errors, close } = await openPage(browser, { ...desktop, javaScriptEnabled })
        try {
          // With JavaScript the page stays (a sent form is cleared for the next message); without
          // it, each send answers with a new page.
          await page.goto(server.baseUrl + '/contact')
          if (javaScriptEnabled) await waitForHydration(page)
          for (let i = 0; i < SENDS; i++) {
            if (!javaScriptEnabled && i > 0) await page.goto(server.baseUrl + '/contact')
            const stamp = await freshStamp()
            await fillForm(page, {
              Name: 'Grace Hopper',
              Email: 'grace@example.com',
              'Phone (optional)': '+1 555 0100',
              Subject: `Autofill ${mode} ${i}`,
              Message: 'Filled in by the browser and sent at once.',
            })
            await page
              .locator('input[name="formStamp"]')
              .evaluate((el, value) => ((el as HTMLInputElement).value = value), stamp)
            await page.getByRole('button', { name: 'Send Message' }).click()
            if (javaScriptEnabled) {
              // Sent: the toast, and the form cleared and ready again.
              await page
                .locator('[data-sonner-toast]', { hasText: 'Message Sent!' })
                .first()
                .waitFor()
              await expect
                .poll(() => page.getByLabel('Subject').inputValue(), { timeout: 15_000 })
                .toBe('')
              await page.getByRole('button', { name: 'Send Message' }).waitFor()
            } else {
              await page.getByRole('status').getByText('Message Sent!').waitFor()
            }
          }
          expect(errors).toEqual([])
        } finally {
          await close()
        }
      }
      const leads = (await adminCall(
        server.baseUrl,
        token,
        'GET',
        '/api/messages?status=new,spam',
      )) as {
        subject: string
        status: string
      }[]
      const landed = (mode: string, status: string) =>
        leads.filter((m) => m.subject.startsWith(`Autofill ${mode}`) && m.status === status).length
      expect({
        withScript: {
          new: landed('with JavaScript', 'new'),
          spam: landed('with JavaScript', 'spam'),
        },
        withoutScript: {
          new: landed('without JavaScript', 'new'),
          spam: landed('without JavaScript', 'spam'),
        },
      }).toEqual({ withScript: { new: SENDS, spam: 0 }, withoutScript: { new: SENDS, spam: 0 } })
    },
  )

  it('keeps what a bot sends under spam with the reason, and answers it as if it were sent', async () => {
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
      // Past the fill time: the hidden field is the one reason (a fast send would add its own).
      await waitPastFillTime(loaded)
      await noScript.page.getByRole('button', { name: 'Send Message' }).click()
      await noScript.page.getByRole('status').getByText('Message Sent!').waitFor()
    } finally {
      await noScript.close()
    }

    // Bots posting the page's form themselves: without a stamp, with a forged one, and with
    // one scraped a moment ago and sent at once (no browser says it came from our page).
    const post = async (subject: string, extra: Record<string, string>) => {
      const res = await fetch(server.baseUrl + '/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Bot Two',
          email: 'bot@example.com',
          subject,
          message: 'Buy cheap pills at our site.',
          ...extra,
        }).toString(),
      })
      expect(res.status, subject).toBe(200)
      expect(await res.text(), subject).toContain('Message Sent!')
    }
    await post('Cheap pills without a stamp', {})
    await post('Cheap pills forged stamp', { formStamp: `1.${'A'.repeat(43)}` })
    await post('Cheap pills scraped and sent at once', { formStamp: await freshStamp() })

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
    const reused = stampAged(10_000)
    for (const [subject, extra] of [
      ['API honeypot', { website: 'https://pills.example' }],
      ['API forged stamp', { formStamp: `1.${'A'.repeat(43)}` }],
      ['API first use of a stamp', { formStamp: reused }],
      ['API stamp used again', { formStamp: reused }],
    ] as const) {
      const res = await send(subject, extra)
      expect(res.status, subject).toBe(201)
      expect(await res.json()).toMatchObject({ _id: expect.any(String), subject, status: 'new' })
    }

    // None is in the list; each waits under Spam, saying why.
    const listed = await storedSubjects()
    expect(listed.filter((s) => /pills|^API (honeypot|forged|stamp used)/.test(s))).toEqual([])
    expect(listed).toContain('API first use of a stamp')
    expect(await spamReasons()).toMatchObject({
      'Cheap pills honeypot': 'The hidden field was filled.',
      'Cheap pills without a stamp': 'Sent without the form stamp.',
      'Cheap pills forged stamp': 'The form stamp was not made by this site.',
      'Cheap pills scraped and sent at once': expect.stringMatching(
        /^Sent \d+\.\d s after the page loaded, and not from a browser on this site\.$/,
      ),
      'API honeypot': 'The hidden field was filled.',
      'API forged stamp': 'The form stamp was not made by this site.',
      'API stamp used again': 'Form stamp already used.',
    })
    // Each was logged once with its reason, without the message's text. A line comes through
    // the server's stdout pipe a moment after its answer: wait for the last one.
    const kept = () => server.output.slice(logStart).filter((line) => line.includes('kept as spam'))
    await expect.poll(() => kept().length, { timeout: 10_000 }).toBe(7)
    expect(server.output.filter((line) => /cheap pills/i.test(line))).toEqual([])
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
