import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { startSmtpServer } from '../support/smtp'
import { ADMIN, adminEnv, axeViolations, pickUpCard, signIn, toastWith } from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

async function until(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

// docs/product.md §Leads: a message becomes a lead that is assigned, noted, answered from the
// portal and erased, on a phone, with the spec's Messages screen still as it was.
describe('working a lead in the portal', () => {
  let server: RunningServer
  let browser: Browser
  let phone: WatchedPage
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let leadId: string

  beforeAll(async () => {
    smtp = await startSmtpServer()
    ;[server, browser] = await Promise.all([
      startServer({
        env: {
          ...adminEnv,
          SMTP_URL: smtp.url,
          NOTIFY_EMAIL: 'leads@agency.test',
          MAIL_FROM: 'Agency <web@agency.test>',
        },
      }),
      launchBrowser(),
    ])
    const sent = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Amara Nwosu',
        email: 'amara@example.com',
        phone: '+44 20 7946 0018',
        subject: 'Booking app for our studio',
        message: 'We would like an app where clients book classes.',
      }),
    })
    leadId = ((await sent.json()) as { _id: string })._id
    phone = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await signIn(phone.page, server.baseUrl)
  })
  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  it('keeps the Messages screen: unread badge, the dialog, mark read, reply by e-mail, and now Mark as unread', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/messages`)
    await page.getByText('Amara Nwosu').waitFor()
    await page.getByRole('button', { name: /^View message from Amara Nwosu/ }).click()
    const dialog = page.getByRole('dialog')
    const reply = dialog.getByRole('link', { name: 'Reply via Email' })
    expect(await reply.getAttribute('href')).toBe(
      `mailto:amara@example.com?subject=${encodeURIComponent('Re: Booking app for our studio')}`,
    )
    expect(await dialog.getByRole('link', { name: '+44 20 7946 0018' }).getAttribute('href')).toBe(
      'tel:+442079460018',
    )
    await dialog.getByRole('button', { name: 'Mark as unread' }).click()
    await toastWith(page, 'Message marked as unread')
    await page.getByRole('img', { name: 'Unread' }).first().waitFor()
  })

  it('filters by status and owner, assigns, notes, replies from the portal and shows it all on the timeline', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/messages/${leadId}`)
    await page.getByRole('heading', { name: 'Booking app for our studio' }).waitFor()
    expect(await page.getByRole('link', { name: '+44 20 7946 0018' }).getAttribute('href')).toBe(
      'tel:+442079460018',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Owner').selectOption({ label: ADMIN.username })
    await toastWith(page, 'Owner changed')
    await page.getByText(`${ADMIN.username} assigned the lead to ${ADMIN.username}`).waitFor()

    await page.getByLabel('Internal note').fill('Called them: budget about 20k')
    await page.getByRole('button', { name: 'Add note' }).click()
    await page.getByText('Called them: budget about 20k').waitFor()

    await page.getByLabel('Reply to Amara Nwosu').fill('Thanks Amara, can we talk on Monday?')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await toastWith(page, 'Reply queued')
    await until(() => smtp.received.some((m) => m.to.includes('amara@example.com')))
    const mail = smtp.received.find((m) => m.to.includes('amara@example.com'))!
    expect(mail.raw).toMatch(/^Subject: Re: Booking app for our studio/m)
    // New → Contacted, and the reply's state moves to Sent.
    await page.getByText(`${ADMIN.username} moved the lead from New to Contacted`).waitFor()
    await page.reload()
    await page.getByText('Sent', { exact: true }).waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('contacted')

    await page.getByLabel('Status').selectOption('won')
    await toastWith(page, 'Lead moved to Won')

    // The list: Mine and Won find it; Spam does not; the dashboard counts it as Won.
    await page.goto(`${server.baseUrl}/admin/messages?owner=me&status=won`)
    await page.getByText('Amara Nwosu').waitFor()
    await page.getByLabel('Lead status').selectOption('spam')
    await page.getByText('No messages found').waitFor()
    await page.goto(`${server.baseUrl}/admin/dashboard`)
    await page.getByRole('heading', { name: 'Leads' }).waitFor()
    await page.getByText('0 new leads without an owner').waitFor()
  })

  it('moves a card on the board with the keyboard, and says so to screen readers', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/messages/board`)
    const won = page.getByRole('region', { name: 'Won' })
    const lost = page.getByRole('region', { name: 'Lost' })
    await won.getByText('Booking app for our studio').waitFor()
    expect(await axeViolations(page)).toEqual([])
    const handle = page.getByRole('button', { name: /^Move lead from Amara Nwosu/ })
    await handle.focus()
    await pickUpCard(page)
    // The library's live region: read out by screen readers, hidden from sight.
    const live = page.locator('[id^="DndLiveRegion"]')
    // Picked up: "Picked up …", then at once where it is.
    await live.getByText('the lead from Amara Nwosu is over Won.').waitFor({ state: 'attached' })
    expect(await handle.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('ArrowRight')
    await live.getByText('the lead from Amara Nwosu is over Lost.').waitFor({ state: 'attached' })
    await page.keyboard.press('Space')
    await toastWith(page, 'Lead moved to Lost')
    await live
      .getByText('the lead from Amara Nwosu was moved to Lost.')
      .waitFor({ state: 'attached' })
    await lost.getByText('Booking app for our studio').waitFor()
    await page.reload()
    await page
      .getByRole('region', { name: 'Lost' })
      .getByText('Booking app for our studio')
      .waitFor()
    // Escape puts a picked-up card back.
    await page.getByRole('button', { name: /^Move lead from Amara Nwosu/ }).focus()
    await pickUpCard(page)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Escape')
    await live.getByText(/cancelled/).waitFor({ state: 'attached' })
    await page
      .getByRole('region', { name: 'Lost' })
      .getByText('Booking app for our studio')
      .waitFor()
  })

  it('erases everything about the address, and says so once in the activity log', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/messages/${leadId}`)
    await page.getByRole('button', { name: 'Erase everything about this e-mail address' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase' }).click()
    await toastWith(page, 'Erased 1 message and everything about them')
    await page.waitForURL('**/admin/messages')
    await page.getByText('No messages found').waitFor()
    await page.goto(`${server.baseUrl}/admin/activity`)
    await page.getByText('Erased everything about one e-mail address (1 message)').waitFor()
    expect(await page.getByText('amara@example.com').count()).toBe(0)
    expect(phone.errors).toEqual([])
  })

  it('shows on the lead page why a message is under spam, and Not spam brings it back', async () => {
    // A bot filled the hidden field: kept, under Spam, with the reason.
    const sent = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pill Seller',
        email: 'pills@example.com',
        subject: 'Cheap pills for your team',
        message: 'Buy cheap pills at our site today.',
        website: 'https://pills.example',
      }),
    })
    const id = ((await sent.json()) as { _id: string })._id
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/messages?status=spam`)
    await page.getByText('Pill Seller').waitFor()
    await page.goto(`${server.baseUrl}/admin/messages/${id}`)
    await page.getByRole('heading', { name: 'Cheap pills for your team' }).waitFor()
    const details = page.getByRole('complementary', { name: 'Lead details' })
    await details.getByText('Why it is under spam: The hidden field was filled.').waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('spam')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    expect(await axeViolations(page)).toEqual([])
    await details.getByRole('button', { name: 'Not spam' }).click()
    await toastWith(page, 'Lead is back in the lists')
    await page.getByText('Why it is under spam').waitFor({ state: 'detached' })
    expect(await page.getByLabel('Status').inputValue()).toBe('new')
    expect(phone.errors).toEqual([])
  })
})
