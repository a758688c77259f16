import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_FILL_MS } from '~/features/leads/bot-traps'
import { MAX_STAMP_AGE_MS } from '~/core/form-stamp.server'
import { apiClient, validMessage, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

/** Stored messages, as the portal would list them. */
const storedSubjects = async (app: TestApp) =>
  (await app.ctx.db.selectFrom('messages').select('subject').execute()).map((m) => m.subject)

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

  it('are good for one stored message: a stamp sent again stores nothing', async () => {
    // Found by a probe: one stamp was used 41 times, the last at 707 s old, all stored.
    const formStamp = filledForm()
    const sends = []
    for (let i = 0; i < 5; i++) {
      sends.push(
        await api.post('/api/messages', { ...validMessage, subject: `Replay ${i}`, formStamp }),
      )
    }
    // Every answer looks the same to the sender, so a bot learns nothing…
    expect(sends.map((s) => s.status)).toEqual([201, 201, 201, 201, 201])
    // …but only the first was stored.
    expect((await storedSubjects(app)).filter((s) => s.startsWith('Replay'))).toEqual(['Replay 0'])
  })

  it('expire after a day', async () => {
    const formStamp = filledForm(MAX_STAMP_AGE_MS + 60_000)
    const res = await api.post('/api/messages', { ...validMessage, subject: 'Too old', formStamp })
    expect(res.status).toBe(201)
    expect(await storedSubjects(app)).not.toContain('Too old')
    const fresh = filledForm(MAX_STAMP_AGE_MS - 60_000)
    await api.post('/api/messages', { ...validMessage, subject: 'Old but fine', formStamp: fresh })
    expect(await storedSubjects(app)).toContain('Old but fine')
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
