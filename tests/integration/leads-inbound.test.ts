import { ImapFlow } from 'imapflow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pollMailbox } from '~/features/leads/inbound.server'
import { IMAP_JOB } from '~/features/leads/jobs.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startImapServer } from '../support/imap'
import { startSmtpServer } from '../support/smtp'
import { startTestApp, type TestApp } from '../support/test-app'

const ADMIN = { email: 'olivia@agency.test', password: 'correct horse battery staple' }

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

// docs/product.md §Leads, ADR 064: a visitor's answer to a reply sent from the portal comes back
// through a real IMAP server (Dovecot, started by the test) and joins the lead; nothing else in
// the mailbox is touched.
describe.each(engines)('answers by IMAP on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imap: Awaited<ReturnType<typeof startImapServer>>
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailbox: ImapFlow

  beforeAll(async () => {
    ;[imap, smtp] = await Promise.all([startImapServer(), startSmtpServer()])
    app = await startTestApp(engine, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'leads@agency.test',
      MAIL_FROM: 'Agency <web@agency.test>',
      IMAP_URL: imap.url,
      // Polled by the test (the job runner's tick), not by the clock.
      IMAP_POLL_SECONDS: '86400',
    })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { ...ADMIN, username: 'Olivia' })
    token = await api.login(ADMIN.email, ADMIN.password)
    mailbox = new ImapFlow({
      host: '127.0.0.1',
      port: imap.port,
      secure: false,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
    })
    await mailbox.connect()
  })
  afterAll(async () => {
    await mailbox?.logout().catch(() => undefined)
    await app?.close()
    await Promise.all([imap?.stop(), smtp?.close()])
  })

  it('joins a reply to our reply to its lead, once, and leaves an unrelated mail untouched', async () => {
    const id = (
      await api.post('/api/messages', {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        subject: 'Quote for an app',
        message: 'We need a booking system by March.',
      })
    ).body._id
    const reply = await api.post(
      `/api/messages/${id}/replies`,
      { body: 'When can we talk?' },
      token,
    )
    expect(reply.status).toBe(202)
    const ours: string = reply.body.messageId

    // The visitor answers; someone else writes about something else.
    await mailbox.append(
      'INBOX',
      [
        'From: Jordan Lee <jordan@example.com>',
        'To: web@agency.test',
        'Subject: Re: Quote for an app',
        'Message-ID: <answer-1@example.com>',
        `In-Reply-To: ${ours}`,
        `References: <unrelated@example.com>`,
        `  ${ours}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Tuesday at 10 works for us.',
        '',
      ].join('\r\n'),
    )
    await mailbox.append(
      'INBOX',
      [
        'From: Newsletter <news@example.org>',
        'To: web@agency.test',
        'Subject: This week',
        'Message-ID: <news-1@example.org>',
        'In-Reply-To: <something-else@example.org>',
        '',
        'Nothing to do with any lead.',
        '',
      ].join('\r\n'),
    )

    // The job runner's poll (one instance claims it), then a second poll straight on the mailbox:
    // the answer is stored once.
    // The runner's timer may have polled at start, before these mails: make the poll due now.
    await app.ctx.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', IMAP_JOB)
      .execute()
    await until(async () => {
      await app.ctx.jobs.tick()
      return (await api.get(`/api/messages/${id}`, token)).body.timeline.some(
        (e: { type: string }) => e.type === 'inbound',
      )
    })
    await app.ctx.db.deleteFrom('app_meta').where('key', 'like', 'imap-cursor:%').execute()
    expect(await pollMailbox(app.ctx.db, app.ctx.logger, imap.url)).toBe(0)

    const lead = (await api.get(`/api/messages/${id}`, token)).body
    const inbound = lead.timeline.filter((e: { type: string }) => e.type === 'inbound')
    expect(inbound).toEqual([
      expect.objectContaining({
        type: 'inbound',
        from: 'jordan@example.com',
        messageId: '<answer-1@example.com>',
        body: 'Tuesday at 10 works for us.',
        actor: null,
      }),
    ])
    expect(lead.answeredAt).toEqual(expect.any(String))

    // Both mails are still in the mailbox, unflagged (not even \Seen), not moved. (\Recent is
    // the server's note to the first session that sees a mail, not a flag anyone set.)
    const lock = await mailbox.getMailboxLock('INBOX')
    try {
      const mails = []
      for await (const mail of mailbox.fetch('1:*', { envelope: true, flags: true })) {
        mails.push({
          id: mail.envelope?.messageId,
          flags: [...(mail.flags ?? [])].filter((f) => f !== '\\Recent'),
        })
      }
      expect(mails).toEqual([
        { id: '<answer-1@example.com>', flags: [] },
        { id: '<news-1@example.org>', flags: [] },
      ])
    } finally {
      lock.release()
    }
  })
})
