import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '~/features/leads/bot-traps'
import { MAX_STAMP_AGE_MS } from '~/core/form-stamp.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, validMessage, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const ADMIN = { email: 'olivia@agency.test', password: 'correct horse battery staple' }

/** Stored messages, as the portal would list them. */
const storedSubjects = async (app: TestApp) =>
  (await app.ctx.db.selectFrom('messages').select('subject').execute()).map((m) => m.subject)

/** The stored messages whose subject starts so, with their status and spam reason. */
const storedLeads = (app: TestApp, subject: string) =>
  app.ctx.db
    .selectFrom('messages')
    .select(['subject', 'status', 'spam_reason'])
    .where('subject', 'like', `${subject}%`)
    .orderBy('subject')
    .execute()

describe.each(engines)('the contact limit on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' })
    api = apiClient(app.baseUrl)
  })
  afterAll(async () => {
    await app?.close()
  })

  const send = (path: string, from: string, subject = 'Quote please') =>
    api.call('POST', path, {
      body: { ...validMessage, subject },
      headers: { 'x-forwarded-for': from },
    })

  it('holds for every spelling of the path that reaches the messages route', async () => {
    // Found by a probe: past the limit, `/API/messages` answered 201, 40 times of 40.
    expect((await send('/api/messages', '198.51.100.10', 'First one')).status).toBe(201)
    expect((await send('/api/messages', '198.51.100.10', 'Second one')).status).toBe(201)
    for (const path of [
      '/api/messages',
      '/API/messages',
      '/Api/messages',
      '/aPi/MESSAGES',
      '/API/messages/',
      '/api/messages/',
    ]) {
      const res = await send(path, '198.51.100.10', `Over via ${path}`)
      expect(res.status, path).toBe(429)
      expect(res.body, path).toEqual({ message: 'Too many messages. Please try again later.' })
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0)
    }
    expect((await storedSubjects(app)).filter((s) => s.startsWith('Over via'))).toEqual([])
    // Another address is not affected.
    expect((await send('/API/messages', '198.51.100.11')).status).toBe(201)
  })

  it('does not charge a refused message to the sender', async () => {
    const invalid = await api.call('POST', '/api/messages', {
      body: { ...validMessage, email: 'not an address' },
      headers: { 'x-forwarded-for': '198.51.100.20' },
    })
    expect(invalid.status).toBe(400)
    expect((await send('/api/messages', '198.51.100.20')).status).toBe(201)
    expect((await send('/api/messages', '198.51.100.20')).status).toBe(201)
    expect((await send('/api/messages', '198.51.100.20')).status).toBe(429)
  })
})

describe.each(engines)('contact form stamps on %s', (engine) => {
  const clock = manualClock()
  let app: TestApp
  let api: ApiClient
  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' }, undefined, { clock })
    api = apiClient(app.baseUrl)
  })
  afterAll(async () => {
    await app?.close()
  })

  /** A form as the page hands it out now, sent back `fillMs` later. */
  const filledForm = (fillMs = MIN_FILL_MS + 1000) => {
    const formStamp = app.ctx.formStamps.issue()
    clock.advance(fillMs)
    return formStamp
  }

  it('are good for one stored message: the same stamp sent again is kept under spam', async () => {
    // Found by a probe: one stamp was used 41 times, the last at 707 s old, all stored as new.
    const formStamp = filledForm()
    const sends = []
    for (let i = 0; i < 5; i++) {
      sends.push(
        await api.post('/api/messages', { ...validMessage, subject: `Replay ${i}`, formStamp }),
      )
    }
    // Every answer looks the same to the sender, so a bot learns nothing…
    expect(sends.map((s) => [s.status, s.body.status, s.body.spamReason])).toEqual(
      Array(5).fill([201, 'new', null]),
    )
    // …but only the first is a lead; the replays wait under spam, each saying why.
    expect(await storedLeads(app, 'Replay')).toEqual([
      { subject: 'Replay 0', status: 'new', spam_reason: null },
      ...[1, 2, 3, 4].map((i) => ({
        subject: `Replay ${i}`,
        status: 'spam',
        spam_reason: 'Form stamp already used.',
      })),
    ])
  })

  it('expire after a day: a stamp older than that is kept under spam', async () => {
    const formStamp = filledForm(MAX_STAMP_AGE_MS + 60_000)
    const res = await api.post('/api/messages', { ...validMessage, subject: 'Too old', formStamp })
    expect(res).toMatchObject({ status: 201, body: { status: 'new' } })
    expect(await storedLeads(app, 'Too old')).toEqual([
      {
        subject: 'Too old',
        status: 'spam',
        spam_reason: 'The form stamp was more than a day old.',
      },
    ])
    const fresh = filledForm(MAX_STAMP_AGE_MS - 60_000)
    await api.post('/api/messages', { ...validMessage, subject: 'Old but fine', formStamp: fresh })
    expect(await storedLeads(app, 'Old but fine')).toEqual([
      { subject: 'Old but fine', status: 'new', spam_reason: null },
    ])
  })

  it('are forgotten once they have expired, by the job that runs hourly', async () => {
    const used = () => app.ctx.db.selectFrom('used_form_stamps').select('stamp_hash').execute()
    expect((await used()).length).toBeGreaterThan(0)
    clock.advance(MAX_STAMP_AGE_MS + 3_600_000)
    await app.ctx.jobs.tick()
    expect(await used()).toEqual([])
  })
})

describe.each(engines)('what a contact message keeps on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('stores no bidi or zero-width character in any field', async () => {
    const res = await apiClient(app.baseUrl).post('/api/messages', {
      name: 'Ev\u202ee\u200b',
      email: 'eve@example.com',
      phone: '\u2066+44 20\u200b 7946 0000\u2069',
      subject: 'Invoice\u202e fdp.exe',
      message: 'Please pay \u202etnuocca\u202c this account\u2060 today.',
    })
    expect(res.status).toBe(201)
    const row = await app.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', res.body._id)
      .executeTakeFirstOrThrow()
    const stored = [row.name, row.phone, row.subject, row.message].join(' ')
    expect(stored).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069]/)
    expect(row.phone).toBe('+44 20 7946 0000')
  })
})

describe.each(engines)('messages the bot traps doubt on %s', (engine) => {
  const clock = manualClock()
  let app: TestApp
  let api: ApiClient
  let token: string
  beforeAll(async () => {
    app = await startTestApp(
      engine,
      // Notifications on (to a port nobody listens on): the outbox shows who would be mailed.
      {
        CONTACT_RATE_LIMIT: '0',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_EMAIL: 'leads@agency.test',
      },
      undefined,
      { clock },
    )
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { ...ADMIN, username: 'Olivia' })
    token = await api.login(ADMIN.email, ADMIN.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  /** A stamp handed out now, sent back `fillMs` later. */
  const stampFilledIn = (fillMs: number) => {
    const formStamp = app.ctx.formStamps.issue()
    clock.advance(fillMs)
    return formStamp
  }
  const send = (subject: string, extra: Record<string, string>, headers = {}) =>
    api.call('POST', '/api/messages', {
      body: { ...validMessage, subject, ...extra },
      headers,
    })
  /** What a browser adds to a request from a page of the same site. */
  const fromOurPage = { 'sec-fetch-site': 'same-origin' }

  it('keeps each under spam with the reason the lead shows, and answers it as any other', async () => {
    const cases = [
      [
        'Doubt: hidden field',
        () => ({ website: 'https://pills.example', formStamp: stampFilledIn(9000) }),
        {},
        'The hidden field was filled.',
      ],
      [
        'Doubt: forged stamp',
        () => ({ formStamp: `1.${'A'.repeat(43)}` }),
        {},
        'The form stamp was not made by this site.',
      ],
      [
        'Doubt: altered stamp',
        () => ({ formStamp: stampFilledIn(9000).replace(/^\d/, '9') }),
        {},
        'The form stamp was not made by this site.',
      ],
      [
        'Doubt: fast, no browser',
        () => ({ formStamp: stampFilledIn(500) }),
        {},
        'Sent 0.5 s after the page loaded, and not from a browser on this site.',
      ],
      [
        'Doubt: fast and filled',
        () => ({ website: 'x', formStamp: stampFilledIn(800) }),
        fromOurPage,
        'The hidden field was filled. Sent 0.8 s after the page loaded.',
      ],
    ] as const
    // Each case's fields are made as it is sent: a stamp's age is the time since then.
    for (const [subject, fields, headers, reason] of cases) {
      const res = await send(subject, fields(), headers)
      // The sender cannot tell: the same 201, a record that reads as a new message.
      expect(res.status, subject).toBe(201)
      expect(res.body, subject).toMatchObject({ subject, status: 'new', spamReason: null })
      const lead = await api.get(`/api/messages/${res.body._id}`, token)
      expect(lead.body, subject).toMatchObject({ status: 'spam', spamReason: reason })
    }
    // Out of the lists and counts, there under Spam.
    const listed = await api.get('/api/messages', token)
    expect(listed.body.filter((m: { subject: string }) => m.subject.startsWith('Doubt'))).toEqual(
      [],
    )
    const spam = await api.get('/api/messages?status=spam', token)
    expect(spam.body.map((m: { subject: string }) => m.subject).sort()).toEqual(
      cases.map(([subject]) => subject).sort(),
    )
    // Nobody is mailed about them.
    const ids = spam.body.map((m: { _id: string }) => m._id)
    const outbox = await app.ctx.db
      .selectFrom('notification_outbox')
      .select('message_id')
      .where('message_id', 'in', ids)
      .execute()
    expect(outbox).toEqual([])
    // "Not spam" makes it a lead like any other.
    const back = await api.patch(`/api/messages/${ids[0]}`, { status: 'new' }, token)
    expect(back).toMatchObject({ status: 200, body: { status: 'new' } })
  })

  it('takes a fast send from a browser on our page for a person (autofill), and mails the team', async () => {
    const res = await send(
      'Autofilled in a blink',
      { website: '', formStamp: stampFilledIn(300) },
      fromOurPage,
    )
    expect(res.status).toBe(201)
    const lead = await api.get(`/api/messages/${res.body._id}`, token)
    expect(lead.body).toMatchObject({ status: 'new', spamReason: null })
    // An API client without the trap fields is not checked for them.
    const plain = await send('A client of the API', {})
    expect((await api.get(`/api/messages/${plain.body._id}`, token)).body).toMatchObject({
      status: 'new',
      spamReason: null,
    })
    const outbox = await app.ctx.db
      .selectFrom('notification_outbox')
      .select('message_id')
      .where('message_id', 'in', [res.body._id, plain.body._id])
      .execute()
    expect(outbox).toHaveLength(2)
  })
})
