import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { startWebhookReceiver } from '../support/webhook-receiver'
import { adminEnv, axeViolations, signIn, toastWith } from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 100))
  }
}

const sendLead = (baseUrl: string, name: string) =>
  fetch(`${baseUrl}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      subject: 'A shop for our bakery',
      message: 'We would like to sell our bread online.',
    }),
  })

/** The page's width as laid out: wider than the phone means a sideways scroll. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('agency-site:admin-theme', t), theme)
}

// docs/product.md §Integrations, as a new admin does it on a phone: a Slack-style webhook and a
// token for a spreadsheet script, a lead at a local receiver, and a receiver that was down
// getting it once it is back (short pauses between tries: WEBHOOK_RETRY_SECONDS).
describe('connecting Slack and a spreadsheet in Settings → Integrations', () => {
  let server: RunningServer
  let browser: Browser
  let phone: WatchedPage
  let receiver: Receiver
  let apiToken = ''
  let webhookPath = ''

  beforeAll(async () => {
    receiver = await startWebhookReceiver()
    ;[server, browser] = await Promise.all([
      startServer({
        env: {
          ...adminEnv,
          WEBHOOK_ALLOW_PRIVATE: '1',
          WEBHOOK_RETRY_SECONDS: '1,1,2,2',
          CONTACT_RATE_LIMIT: '0',
        },
      }),
      launchBrowser(),
    ])
    phone = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await signIn(phone.page, server.baseUrl)
  })
  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    await server?.stop()
    await receiver?.close()
  })

  it('adds a Slack webhook, and a new lead reaches it as "New lead: …" with a link', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/settings/integrations`)
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByLabel(/^Slack: a message in a channel/).check()
    await page.getByLabel('Description').fill('Sales channel')
    await page.getByRole('button', { name: 'Add Webhook' }).click()
    await toastWith(page, 'Webhook added')
    const heading = page.getByRole('heading', {
      name: 'Copy the signing secret of "Sales channel" now',
    })
    await heading.waitFor()
    // Focus is on the heading: a screen reader hears the secret is there.
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await page.getByLabel('Signing secret', { exact: true }).inputValue()).toMatch(/^whsec_/)
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('list', { name: 'Webhooks' }).getByText('Sales channel').waitFor()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)

    const sent = await sendLead(server.baseUrl, 'Ada Baker')
    const lead = (await sent.json()) as { _id: string }
    await until(() => receiver.received.length === 1)
    expect(receiver.received[0]!.json).toEqual({
      text: `New lead: Ada Baker, ada@example.com, A shop for our bakery <${server.baseUrl}/admin/messages/${lead._id}|Open the lead>`,
    })
    expect(receiver.received[0]!.headers['webhook-signature']).toMatch(/^v1,/)
  })

  it('makes a token for a spreadsheet script, shown once, and lists when it was last used', async () => {
    const { page } = phone
    await page.locator('#token-name').fill('Sales spreadsheet')
    await page.getByLabel(/^Leads \(messages/).check()
    await page.getByRole('button', { name: 'Create Token' }).click()
    await toastWith(page, 'API token "Sales spreadsheet" created')
    apiToken = await page.getByLabel('API token', { exact: true }).inputValue()
    expect(apiToken).toMatch(/^ast_/)
    await page.getByRole('button', { name: 'Done' }).click()
    const tokens = page.getByRole('list', { name: 'API tokens' })
    await tokens.getByText('Last used never').waitFor()
    expect(await page.getByLabel('API token', { exact: true }).count()).toBe(0)

    // The script reads the leads with it.
    const read = await fetch(`${server.baseUrl}/api/messages`, {
      headers: { authorization: `Bearer ${apiToken}` },
    })
    expect(read.status).toBe(200)
    expect(((await read.json()) as { name: string }[]).map((m) => m.name)).toContain('Ada Baker')
    await page.reload()
    await tokens.getByText('Sales spreadsheet').waitFor()
    expect(await tokens.getByText('Last used never').count()).toBe(0)
  })

  it('shows every delivery in the log, and a receiver that was down gets the lead once back', async () => {
    const { page } = phone
    await page.getByRole('link', { name: 'Delivery log and settings: Sales channel' }).click()
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor()
    webhookPath = new URL(page.url()).pathname
    const log = page.getByRole('list', { name: 'Deliveries' })
    await log.getByText('Delivered').first().waitFor()
    await log.getByText('HTTP 200').first().waitFor()

    await receiver.stop()
    await sendLead(server.baseUrl, 'Ben Miller')
    await page.getByRole('button', { name: 'Refresh' }).click()
    await log.getByText('Connection refused').first().waitFor()
    await log.getByText('Pending').first().waitFor()
    await receiver.start()
    await until(() => receiver.received.some((d) => d.json.text.startsWith('New lead: Ben Miller')))
    // The log refreshes by itself while a delivery is pending.
    await until(async () => (await log.getByText('Pending').count()) === 0)
    expect(await log.getByText('Delivered').count()).toBe(2)
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)

    await page.getByRole('button', { name: 'Send test event' }).click()
    await toastWith(page, 'Test event sent')
    await until(() =>
      receiver.received.some((d) => d.json.text === 'Test event: this webhook works.'),
    )
    await log.getByText('webhook.test').waitFor()
  })

  it('is clean for axe in both themes, on both screens', async () => {
    const { page } = phone
    for (const theme of ['dark', 'light'] as const) {
      for (const path of ['/admin/settings/integrations', webhookPath]) {
        await setTheme(page, theme)
        await page.goto(server.baseUrl + path)
        await page.locator('#admin-main h2').first().waitFor()
        expect(await axeViolations(page), `${theme} ${path}`).toEqual([])
      }
    }
  })

  it('revokes the token after asking, and the script is refused at once', async () => {
    const { page } = phone
    await page.goto(`${server.baseUrl}/admin/settings/integrations`)
    await page.getByRole('button', { name: 'Revoke the token Sales spreadsheet' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByText('Revoke the token "Sales spreadsheet"?').waitFor()
    // The keyboard reaches the dialog's buttons.
    await dialog.getByRole('button', { name: 'Revoke' }).focus()
    await page.keyboard.press('Enter')
    await toastWith(page, 'API token "Sales spreadsheet" revoked')
    const read = await fetch(`${server.baseUrl}/api/messages`, {
      headers: { authorization: `Bearer ${apiToken}` },
    })
    expect(read.status).toBe(401)
    // The activity log says who did what, the token's calls included.
    await page.goto(`${server.baseUrl}/admin/activity`)
    await page.getByText('Revoked the API token "Sales spreadsheet"').waitFor()
    expect(phone.errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([])
  })
})
