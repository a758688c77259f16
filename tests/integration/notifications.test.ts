import { afterEach, describe, expect, it } from 'vitest'
import { createNotifier } from '~/features/leads/notifications.server'
import { createMailer } from '~/lib/mailer.server'
import { apiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startSmtpServer } from '../support/smtp'
import { freePort } from '../../scripts/support/server'
import { startTestApp, type TestApp } from '../support/test-app'

const message = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '+61 400 000 000',
  subject: 'Quote for a clinic website\r\nBcc: victim@example.com',
  message: 'We need a booking system and a new site by March.',
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.each(engines)('e-mail notifications on %s', (engine) => {
  let app: TestApp | undefined
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    await app?.close()
    for (const fn of cleanups.splice(0)) await fn()
  })

  it('e-mails every new contact message to NOTIFY_EMAIL, replying to the visitor', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    app = await startTestApp(engine, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'leads@agency.test',
      MAIL_FROM: 'Agency <web@agency.test>',
    })
    const sent = await apiClient(app.baseUrl).post('/api/messages', message)
    expect(sent.status).toBe(201)
    await until(() => smtp.received.length === 1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual(['leads@agency.test'])
    expect(mail.from).toBe('web@agency.test')
    // MAIL_FROM's display name is the operator's choice, and kept; the brand (Settings →
    // Brand, today's until saved) names the site in the text.
    expect(mail.raw).toMatch(/^From: "?Agency"? <web@agency\.test>/m)
    expect(mail.raw).toContain('New message from the Digital Agency website contact form')
    expect(mail.raw).toMatch(/^Reply-To: Jordan Lee <jordan@example\.com>/m)
    expect(mail.raw).toContain('We need a booking system and a new site by March.')
    // A line break in the subject does not become a header of its own.
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'))
    expect(headers).toMatch(
      /^Subject: New message: Quote for a clinic website Bcc: victim@example\.com$/m,
    )
    expect(headers).not.toMatch(/^Bcc:/m)
    await until(async () => {
      const row = await app!.ctx.db.selectFrom('notification_outbox').selectAll().executeTakeFirst()
      return row?.status === 'sent'
    })
  })

  it('keeps the message when SMTP is down, and delivers it once SMTP is back', async () => {
    const port = await freePort()
    app = await startTestApp(engine, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL: 'leads@agency.test',
    })
    await app.ctx.notifier.stop()
    app.ctx.notifier = createNotifier(app.ctx.db, app.ctx.logger, {
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@agency.test',
        brandName: async () => 'Digital Agency',
      }),
      to: 'leads@agency.test',
      timeZone: 'UTC',
      retryDelaysMs: [200, 200, 200],
      pollMs: 100,
    })
    app.ctx.notifier.start()
    const sent = await apiClient(app.baseUrl).post('/api/messages', message)
    expect(sent.status).toBe(201)
    await until(async () => {
      const row = await app!.ctx.db.selectFrom('notification_outbox').selectAll().executeTakeFirst()
      return (row?.attempts ?? 0) >= 1
    })
    const pending = await app.ctx.db
      .selectFrom('notification_outbox')
      .selectAll()
      .executeTakeFirstOrThrow()
    expect(pending).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/ECONNREFUSED/),
    })

    const smtp = await startSmtpServer({ port })
    cleanups.push(smtp.close)
    await until(() => smtp.received.length === 1)
    expect(smtp.received[0]!.raw).toContain('Jordan Lee')
  })
})
