import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { parseCsv } from '../support/csv'
import { startSmtpServer } from '../support/smtp'
import { startTestApp, type TestApp } from '../support/test-app'

const ADMIN = { email: 'olivia@agency.test', password: 'correct horse battery staple' }
const SALES = {
  email: 'sam@agency.test',
  username: 'Sam',
  password: 'a sales passphrase',
  role: 'sales',
}

const enquiry = (email: string, subject = 'A website for our clinic') => ({
  name: 'Jordan Lee',
  email,
  phone: '+61 400 000 000',
  subject,
  message: 'We need a booking system\nand a new site by March.',
})

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

const headersOf = (raw: string) =>
  raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    // Unfold folded header lines.
    .replace(/\r\n[ \t]+/g, ' ')

describe.each(engines)('the lead pipeline on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let admin: string
  let sales: string
  let adminId: string
  let salesId: string
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address))

  beforeAll(async () => {
    smtp = await startSmtpServer()
    app = await startTestApp(engine, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'leads@agency.test',
      MAIL_FROM: 'Agency <web@agency.test>',
      SITE_URL: 'https://agency.example',
      SITE_TIMEZONE: 'Europe/Berlin',
      CONTACT_RATE_LIMIT: '0',
    })
    api = apiClient(app.baseUrl)
    adminId = (await upsertAdmin(app.ctx.db, { ...ADMIN, username: 'Olivia' })).id
    admin = await api.login(ADMIN.email, ADMIN.password)
    const created = await api.post('/api/users', SALES, admin)
    expect(created.status).toBe(201)
    salesId = created.body._id
    sales = await api.login(SALES.email, SALES.password)
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  it('stores a message as a New lead; reading it leaves the status; marking it unread brings it back', async () => {
    const sent = await api.post('/api/messages', enquiry('reader@example.com'))
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ status: 'new', assignee: null, answeredAt: null })
    const id = sent.body._id
    const read = await api.put(`/api/messages/${id}/read`, undefined, sales)
    expect(read.body).toMatchObject({ read: true, status: 'new' })
    const unread = await api.del(`/api/messages/${id}/read`, sales)
    expect(unread).toMatchObject({ status: 200, body: { read: false, status: 'new' } })
    const activity = await api.get('/api/activity', admin)
    expect(activity.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'unread', entityId: id })]),
    )
  })

  it('moves a lead through statuses, each on its timeline and in the activity log; spam leaves the lists and counts', async () => {
    const id = (await api.post('/api/messages', enquiry('status@example.com'))).body._id
    const contacted = await api.patch(`/api/messages/${id}`, { status: 'contacted' }, sales)
    expect(contacted).toMatchObject({ status: 200, body: { _id: id, status: 'contacted' } })
    await api.patch(`/api/messages/${id}`, { status: 'qualified' }, sales)
    const lead = await api.get(`/api/messages/${id}`, sales)
    expect(lead.status).toBe(200)
    expect(lead.body.timeline).toEqual([
      expect.objectContaining({
        type: 'status',
        from: 'new',
        to: 'contacted',
        actor: { _id: salesId, username: 'Sam' },
      }),
      expect.objectContaining({ type: 'status', from: 'contacted', to: 'qualified' }),
    ])
    const activity = await api.get('/api/activity', admin)
    const entries = activity.body
    expect(
      entries.filter(
        (e: { entityId: string; action: string }) => e.entityId === id && e.action === 'update',
      ),
    ).toHaveLength(2)

    expect((await api.patch(`/api/messages/${id}`, { status: 'maybe' }, sales)).status).toBe(400)
    expect((await api.patch(`/api/messages/${id}`, {}, sales)).status).toBe(400)
    expect((await api.get(`/api/messages?status=maybe`, sales)).status).toBe(400)

    await api.patch(`/api/messages/${id}`, { status: 'spam' }, sales)
    const listed = await api.get('/api/messages', sales)
    expect(listed.body.map((m: { _id: string }) => m._id)).not.toContain(id)
    const spam = await api.get('/api/messages?status=spam', sales)
    expect(spam.body.map((m: { _id: string }) => m._id)).toEqual([id])
    // "Not spam" puts it back.
    await api.patch(`/api/messages/${id}`, { status: 'new' }, sales)
    expect(
      (await api.get('/api/messages', sales)).body.map((m: { _id: string }) => m._id),
    ).toContain(id)
    const two = await api.get('/api/messages?status=new,qualified', sales)
    expect(two.body.every((m: { status: string }) => ['new', 'qualified'].includes(m.status))).toBe(
      true,
    )
  })

  it('assigns an owner, who gets a mail with a link when someone else assigned it; "Mine" lists theirs', async () => {
    const id = (await api.post('/api/messages', enquiry('owner@example.com', 'Owner wanted here')))
      .body._id
    const assigned = await api.patch(`/api/messages/${id}`, { assigneeId: salesId }, admin)
    expect(assigned.body.assignee).toEqual({ _id: salesId, username: 'Sam' })
    await until(() => mailsTo(SALES.email).length === 1)
    const mail = mailsTo(SALES.email)[0]!
    expect(mail.to).toEqual([SALES.email])
    expect(headersOf(mail.raw)).toMatch(/^Subject: Lead assigned to you: Owner wanted here$/m)
    expect(mail.raw.replace(/=\r\n/g, '')).toContain(`https://agency.example/admin/messages/${id}`)

    const mine = await api.get('/api/messages?assignee=me', sales)
    expect(mine.body.map((m: { _id: string }) => m._id)).toEqual([id])
    const nobody = await api.get('/api/messages?assignee=none', sales)
    expect(nobody.body.map((m: { _id: string }) => m._id)).not.toContain(id)

    // Taking a lead oneself mails nobody.
    await api.patch(`/api/messages/${id}`, { assigneeId: adminId }, admin)
    await app.ctx.jobs.tick()
    expect(mailsTo(ADMIN.email)).toHaveLength(0)
    expect((await api.patch(`/api/messages/${id}`, { assigneeId: 'nobody' }, admin)).status).toBe(
      400,
    )
    const timeline = (await api.get(`/api/messages/${id}`, admin)).body.timeline
    expect(
      timeline.map((e: { type: string; to: { username: string } }) => [e.type, e.to?.username]),
    ).toEqual([
      ['assigned', 'Sam'],
      ['assigned', 'Olivia'],
    ])
  })

  it('gives leads only to accounts with the leads right: the list offers them, an editor is refused', async () => {
    const editor = await api.post(
      '/api/users',
      {
        email: 'eddie@agency.test',
        username: 'Eddie',
        password: 'an editor passphrase',
        role: 'editor',
      },
      admin,
    )
    expect(editor.status).toBe(201)
    const assignees = await api.get('/api/messages/assignees', sales)
    expect(assignees.body).toEqual([
      { _id: adminId, username: 'Olivia' },
      { _id: salesId, username: 'Sam' },
    ])
    const id = (await api.post('/api/messages', enquiry('editor@example.com', 'Not for editors')))
      .body._id
    const refused = await api.patch(`/api/messages/${id}`, { assigneeId: editor.body._id }, admin)
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Only Admin and Sales accounts can own a lead' },
    })
    // Nothing changed, nobody is mailed a link they could not open.
    const lead = (await api.get(`/api/messages/${id}`, admin)).body
    expect(lead).toMatchObject({ assignee: null, timeline: [] })
    await app.ctx.jobs.tick()
    expect(mailsTo('eddie@agency.test')).toEqual([])
    // A status change in the same request is refused with it: one write or none.
    const both = await api.patch(
      `/api/messages/${id}`,
      { status: 'qualified', assigneeId: editor.body._id },
      admin,
    )
    expect(both.status).toBe(400)
    expect((await api.get(`/api/messages/${id}`, admin)).body.status).toBe('new')
  })

  it('leaves the leads of someone made an editor without an owner, in the same write, on their timelines', async () => {
    const account = await api.post(
      '/api/users',
      {
        email: 'rita@agency.test',
        username: 'Rita',
        password: 'a second sales passphrase',
        role: 'sales',
      },
      admin,
    )
    const ritaId = account.body._id
    const ids: string[] = []
    for (const subject of ['Rita lead one', 'Rita lead two']) {
      const id = (await api.post('/api/messages', enquiry('rita-leads@example.com', subject))).body
        ._id
      await api.patch(`/api/messages/${id}`, { assigneeId: ritaId }, admin)
      ids.push(id)
    }
    // Made an admin: she keeps them.
    await api.patch(`/api/users/${ritaId}`, { role: 'admin' }, admin)
    expect((await api.get(`/api/messages?assignee=${ritaId}`, admin)).body).toHaveLength(2)

    const changed = await api.patch(`/api/users/${ritaId}`, { role: 'editor' }, admin)
    expect(changed).toMatchObject({ status: 200, body: { role: 'editor' } })
    expect((await api.get(`/api/messages?assignee=${ritaId}`, admin)).body).toEqual([])
    for (const id of ids) {
      const lead = (await api.get(`/api/messages/${id}`, admin)).body
      expect(lead.assignee).toBeNull()
      expect(lead.timeline.at(-1)).toMatchObject({
        type: 'assigned',
        to: null,
        actor: { _id: adminId, username: 'Olivia' },
      })
    }
    const activity: { entityId: string; summary: string }[] = (
      await api.get('/api/activity', admin)
    ).body
    expect(activity.filter((e) => e.entityId === ritaId).map((e) => e.summary)).toContain(
      'Left 2 leads of "Rita" without an owner: the role editor cannot see leads',
    )
    expect(
      (await api.get('/api/messages/assignees', admin)).body.map((a: { _id: string }) => a._id),
    ).not.toContain(ritaId)
  })

  it('never leaves a lead with an editor when an assignment and a role change meet', async () => {
    for (let round = 0; round < 8; round++) {
      const person = await api.post(
        '/api/users',
        {
          email: `race${round}@agency.test`,
          username: `Racer ${round}`,
          password: 'a racing passphrase',
          role: 'sales',
        },
        admin,
      )
      const id = (await api.post('/api/messages', enquiry('race@example.com', `Race ${round}`)))
        .body._id
      // Both at once, in either order of arrival.
      const assign = () => api.patch(`/api/messages/${id}`, { assigneeId: person.body._id }, admin)
      const demote = () => api.patch(`/api/users/${person.body._id}`, { role: 'editor' }, admin)
      const [a, b] =
        round % 2
          ? await Promise.all([assign(), demote()])
          : (await Promise.all([demote(), assign()])).reverse()
      expect([200, 400]).toContain(a!.status)
      expect(b!.status).toBe(200)
      const lead = (await api.get(`/api/messages/${id}`, admin)).body
      expect(lead.assignee, `round ${round}`).toBeNull()
    }
  })

  it('keeps internal notes on the timeline, with author and time', async () => {
    const id = (await api.post('/api/messages', enquiry('notes@example.com'))).body._id
    const before = mailsTo('notes@example.com').length
    const note = await api.post(`/api/messages/${id}/notes`, { body: 'Called, budget 20k' }, sales)
    expect(note).toMatchObject({
      status: 201,
      body: {
        type: 'note',
        body: 'Called, budget 20k',
        actor: { username: 'Sam' },
        at: expect.any(String),
      },
    })
    expect((await api.post(`/api/messages/${id}/notes`, { body: '  ' }, sales)).status).toBe(400)
    expect((await api.get(`/api/messages/${id}`, sales)).body.timeline).toEqual([note.body])
    await app.ctx.jobs.tick()
    expect(mailsTo('notes@example.com').length).toBe(before)
  })

  it('sends a reply with the headers, keeps its Message-ID, quotes the original and makes a New lead Contacted', async () => {
    const id = (await api.post('/api/messages', enquiry('visitor@example.com', 'Quote for an app')))
      .body._id
    const reply = await api.post(
      `/api/messages/${id}/replies`,
      { body: 'Thanks, Jordan — when can we talk?' },
      sales,
    )
    expect(reply.status).toBe(202)
    expect(reply.body).toMatchObject({
      type: 'reply',
      state: 'queued',
      messageId: expect.stringMatching(/^<[^@]+@agency\.test>$/),
    })
    await until(() => mailsTo('visitor@example.com').length === 1)
    const mail = mailsTo('visitor@example.com')[0]!
    const headers = headersOf(mail.raw)
    expect(mail.to).toEqual(['visitor@example.com'])
    expect(mail.from).toBe('web@agency.test')
    expect(headers).toMatch(/^Subject: Re: Quote for an app$/m)
    // A person answers, in the brand's name (Settings → Brand: today's until saved).
    expect(headers).toMatch(/^From: "?Sam at Digital Agency"? <web@agency\.test>$/m)
    expect(headers).toMatch(/^Reply-To: sam@agency\.test$/m)
    expect(headers).toContain(`Message-ID: ${reply.body.messageId}`)
    expect(mail.raw).toContain('> We need a booking system')
    expect(mail.raw).toContain('> and a new site by March.')
    await until(async () => {
      const lead = (await api.get(`/api/messages/${id}`, sales)).body
      return lead.timeline.some(
        (e: { type: string; state: string }) => e.type === 'reply' && e.state === 'sent',
      )
    })
    const lead = (await api.get(`/api/messages/${id}`, sales)).body
    expect(lead.status).toBe('contacted')
    expect(lead.timeline.map((e: { type: string }) => e.type)).toEqual(['reply', 'status'])
  })

  it('exports one address as CSV, times in SITE_TIMEZONE as a spreadsheet date', async () => {
    const mine = (await api.post('/api/messages', enquiry('Export.Me@example.com'))).body
    await api.post('/api/messages', enquiry('someone-else@example.com'))
    const res = await fetch(`${app.baseUrl}/api/messages/export.csv?email=export.me@example.com`, {
      headers: { 'x-auth-token': sales },
    })
    expect(res.status).toBe(200)
    const rows = parseCsv(await res.text())
    expect(rows).toHaveLength(2)
    expect(rows[1]![2]).toBe('Export.Me@example.com')
    const berlin = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(mine.createdAt))
    expect(rows[1]![0]).toBe(berlin)
    expect(rows[1]![0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const bad = await fetch(`${app.baseUrl}/api/messages/export.csv?email=nope`, {
      headers: { 'x-auth-token': sales },
    })
    expect(bad.status).toBe(400)
  })

  it('erases everything about one address, leaving one entry without it', async () => {
    const address = 'erase.me@example.com'
    const id = (await api.post('/api/messages', enquiry(address, 'Please forget me'))).body._id
    await api.put(`/api/messages/${id}/read`, undefined, sales)
    await api.post(`/api/messages/${id}/notes`, { body: `Wrote to ${address}` }, sales)
    await api.post(`/api/messages/${id}/replies`, { body: 'Hello there' }, sales)
    await until(async () =>
      (await api.get(`/api/messages/${id}`, sales)).body.timeline.some(
        (e: { state?: string }) => e.state === 'sent',
      ),
    )
    // Sales may not erase; a bad address is a 400.
    expect((await api.del(`/api/messages?email=${address}`, sales)).status).toBe(403)
    expect((await api.del(`/api/messages?email=not-an-address`, admin)).status).toBe(400)
    const erased = await api.del(`/api/messages?email=ERASE.ME@example.com`, admin)
    expect(erased).toMatchObject({ status: 200, body: { deleted: 1 } })
    expect((await api.get(`/api/messages/${id}`, sales)).status).toBe(404)
    const activity = await api.get('/api/activity', admin)
    const entries: { action: string; summary: string }[] = activity.body
    expect(entries.filter((e) => e.action === 'erase')).toHaveLength(1)
    expect(JSON.stringify(entries)).not.toContain('Please forget me')
    expect(JSON.stringify(entries)).not.toContain(address)
    if (engine === 'sqlite') {
      const file = app.ctx.env.DATABASE_URL.slice('file:'.length)
      for (const path of [file, `${file}-wal`]) {
        if (!fs.existsSync(path)) continue
        const bytes = fs.readFileSync(path)
        expect(bytes.includes(Buffer.from(address)), path).toBe(false)
        expect(bytes.includes(Buffer.from('Please forget me')), path).toBe(false)
      }
    }
  })
})

describe.each(engines)('replies without SMTP on %s', (engine) => {
  let app: TestApp
  afterAll(async () => {
    await app?.close()
  })
  it('answers 503 and queues nothing', async () => {
    app = await startTestApp(engine)
    const api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { ...ADMIN, username: 'Olivia' })
    const token = await api.login(ADMIN.email, ADMIN.password)
    const id = (await api.post('/api/messages', enquiry('nosmtp@example.com'))).body._id
    const reply = await api.post(`/api/messages/${id}/replies`, { body: 'Hello' }, token)
    expect(reply).toMatchObject({
      status: 503,
      body: { message: expect.stringContaining('SMTP_URL') },
    })
    expect((await api.get(`/api/messages/${id}`, token)).body).toMatchObject({
      status: 'new',
      timeline: [],
    })
  })
})
