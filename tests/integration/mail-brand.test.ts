import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startSmtpServer, type ReceivedMail } from '../support/smtp'
import { startTestApp } from '../support/test-app'

const ADMIN = { email: 'olivia@agency.test', password: 'correct horse battery staple' }
const JANE = { email: 'jane@agency.test', username: 'Jane', password: 'a sales passphrase' }
const VISITOR = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '+61 400 000 000',
  subject: 'A website for our clinic',
  message: 'We need a booking system\nand a new site by March.',
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** The mail as its reader's program shows it: From's name and address, and the text. */
async function read(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw)
  const from = parsed.from!.value[0]!
  return { fromName: from.name, fromAddress: from.address, text: parsed.text ?? '', raw: mail.raw }
}

/** Starts a site with SMTP and the brand "Acme Studio", an admin and a sales colleague. */
async function brandedSite(engine: (typeof engines)[number], env: Record<string, string>) {
  const smtp = await startSmtpServer()
  const app = await startTestApp(engine, {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'leads@agency.test',
    SITE_URL: 'https://agency.example',
    SITE_TIMEZONE: 'Europe/Berlin',
    CONTACT_RATE_LIMIT: '0',
    ...env,
  })
  const api = apiClient(app.baseUrl)
  const adminId = (await upsertAdmin(app.ctx.db, { ...ADMIN, username: 'Olivia' })).id
  const admin = await api.login(ADMIN.email, ADMIN.password)
  expect((await api.put('/api/settings/brand', { name: 'Acme Studio' }, admin)).status).toBe(200)
  const jane = await api.post('/api/users', { ...JANE, role: 'sales' }, admin)
  expect(jane.status).toBe(201)
  const to = (address: string) => smtp.received.filter((m) => m.to.includes(address))
  /** The next mail `address` gets after `send` (which makes it), as its reader sees it. */
  const nextMail = async (address: string, send: () => Promise<unknown>) => {
    const before = to(address).length
    await send()
    await until(() => to(address).length > before)
    return read(to(address)[before]!)
  }
  return {
    smtp,
    app,
    api,
    admin,
    adminId,
    janeId: jane.body._id as string,
    jane: await api.login(JANE.email, JANE.password),
    nextMail,
    /** A visitor's message, received at 16:01 on 27 November 2026 in Berlin. */
    async lead() {
      const sent = await api.post('/api/messages', VISITOR)
      expect(sent.status).toBe(201)
      const id = sent.body._id as string
      await app.ctx.db
        .updateTable('messages')
        .set({ created_at: '2026-11-27T15:01:11.354Z' })
        .where('id', '=', id)
        .execute()
      return id
    },
    async close() {
      await app.close()
      await smtp.close()
    },
  }
}

describe.each(engines)('mails in the brand’s name on %s', (engine) => {
  let site: Awaited<ReturnType<typeof brandedSite>>
  let api: ApiClient
  beforeAll(async () => {
    site = await brandedSite(engine, {})
    api = site.api
  })
  afterAll(async () => {
    await site?.close()
  })

  it('sends a reply from "Jane at Acme Studio", signed, quoting the visitor at the site’s time', async () => {
    const id = await site.lead()
    const reply = await site.nextMail(VISITOR.email, async () => {
      const sent = await api.post(
        `/api/messages/${id}/replies`,
        { body: 'Thanks, Jordan. Can we talk on Monday?' },
        site.jane,
      )
      expect(sent.status).toBe(202)
    })
    expect(reply).toMatchObject({
      fromName: 'Jane at Acme Studio',
      fromAddress: 'no-reply@agency.test',
    })
    expect(reply.text).toBe(
      [
        'Thanks, Jordan. Can we talk on Monday?',
        '',
        'Jane',
        'Acme Studio',
        'https://agency.example',
        '',
        'On 27 November 2026 at 16:01, Jordan Lee wrote:',
        '> We need a booking system',
        '> and a new site by March.',
        '',
      ].join('\n'),
    )
  })

  it('names the brand in every other mail: the new-message notice, the owner’s mail, a reset link', async () => {
    let id = ''
    const notice = await site.nextMail('leads@agency.test', async () => {
      id = await site.lead()
    })
    expect(notice).toMatchObject({ fromName: 'Acme Studio', fromAddress: 'no-reply@agency.test' })
    expect(notice.text).toMatch(
      /^New message from the Acme Studio website contact form \(\d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d\):\n/,
    )
    expect(notice.text).toMatch(/\n\nAcme Studio\nhttps:\/\/agency\.example\n$/)

    const owner = await site.nextMail(JANE.email, () =>
      api.patch(`/api/messages/${id}`, { assigneeId: site.janeId }, site.admin),
    )
    expect(owner).toMatchObject({ fromName: 'Acme Studio', fromAddress: 'no-reply@agency.test' })
    expect(owner.text).toContain(`Olivia assigned you a lead: ${VISITOR.subject}`)
    expect(owner.text).toMatch(/\n\nAcme Studio\nhttps:\/\/agency\.example\n$/)

    const reset = await site.nextMail(JANE.email, () =>
      api.post('/api/auth/forgot-password', { email: JANE.email }),
    )
    expect(reset).toMatchObject({ fromName: 'Acme Studio', fromAddress: 'no-reply@agency.test' })
    expect(reset.text).toContain('https://agency.example/admin/reset-password?token=')
    expect(reset.text).toMatch(/\n\nAcme Studio\nhttps:\/\/agency\.example\n$/)

    // Not one mail speaks as the old defaults once a brand is set.
    for (const mail of site.smtp.received) {
      expect(mail.raw).not.toMatch(/Digital Agency|Website </)
    }
  })
})

describe.each(engines)('a MAIL_FROM with a display name on %s', (engine) => {
  let site: Awaited<ReturnType<typeof brandedSite>>
  beforeAll(async () => {
    site = await brandedSite(engine, { MAIL_FROM: 'Acme Sales Desk <sales@acme.test>' })
  })
  afterAll(async () => {
    await site?.close()
  })

  it('keeps it for the site’s own mails; a reply is still the person at the brand, from its address', async () => {
    let id = ''
    const notice = await site.nextMail('leads@agency.test', async () => {
      id = await site.lead()
    })
    expect(notice).toMatchObject({ fromName: 'Acme Sales Desk', fromAddress: 'sales@acme.test' })
    expect(notice.text).toContain('New message from the Acme Studio website contact form')

    const reply = await site.nextMail(VISITOR.email, () =>
      site.api.post(`/api/messages/${id}/replies`, { body: 'Hello Jordan' }, site.admin),
    )
    expect(reply).toMatchObject({
      fromName: 'Olivia at Acme Studio',
      fromAddress: 'sales@acme.test',
    })
  })
})
