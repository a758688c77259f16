import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { DELIVER_JOB } from '~/features/integrations/deliveries.server'
import { postOnce } from '~/lib/outbound-post.server'
import { apiClient, validMessage, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { startSmtpServer } from '../support/smtp'
import { startTestApp, type TestApp } from '../support/test-app'
import { startWebhookReceiver, type ReceivedDelivery } from '../support/webhook-receiver'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const password = 'a long enough passphrase'
const allowPrivate = { WEBHOOK_ALLOW_PRIVATE: '1', CONTACT_RATE_LIMIT: '0' }

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>

/** The signatures a delivery carries, as `v1,…` entries. */
const signaturesOf = (d: ReceivedDelivery) => String(d.headers['webhook-signature']).split(' ')

/** Whether the official library, holding `secret`, signs this delivery as it was signed. */
function signedWith(secret: string, d: ReceivedDelivery): boolean {
  const expected = new Webhook(secret).sign(
    String(d.headers['webhook-id']),
    new Date(Number(d.headers['webhook-timestamp']) * 1000),
    d.body,
  )
  return signaturesOf(d).includes(expected)
}

/**
 * Runs the deliveries' tries one after the other, moving the clock to each next one, until none
 * is left or `until` (ms after the start) is reached.
 */
async function runTries(app: TestApp, clock: ReturnType<typeof manualClock>, until = Infinity) {
  const start = clock.now().getTime()
  for (;;) {
    await app.ctx.jobs.tick()
    const next = await app.ctx.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('at'))
      .where('kind', '=', DELIVER_JOB)
      .executeTakeFirst()
    if (!next?.at) return
    const at = Date.parse(String(next.at))
    if (at - start > until) return
    clock.set(new Date(Math.max(at, clock.now().getTime())))
  }
}

async function admin(app: TestApp): Promise<{ api: ApiClient; token: string }> {
  const api = apiClient(app.baseUrl)
  await upsertAdmin(app.ctx.db, { email: 'admin@agency.test', password, username: 'alice' })
  return { api, token: await api.login('admin@agency.test', password) }
}

// docs/api.md §Integrations, ADR 082: signed deliveries that survive restarts, retried through
// the injectable clock, once across instances, and never to an inner address.
describe.each(engines)('webhooks on %s', (engine) => {
  let receiver: Receiver
  beforeEach(async () => {
    receiver = await startWebhookReceiver()
  })
  afterEach(async () => {
    await receiver.close()
  })

  describe('deliveries', () => {
    let app: TestApp
    let api: ApiClient
    let token: string
    const clock = manualClock()
    beforeAll(async () => {
      clock.set(new Date())
      app = await startTestApp(engine, allowPrivate, undefined, { clock })
      ;({ api, token } = await admin(app))
    })
    afterAll(async () => {
      await app?.close()
    })

    const addWebhook = async (body: Record<string, unknown>) => {
      const res = await api.post('/api/webhooks', body, token)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body as { _id: string; secret: string }
    }
    const deliveries = async (id: string) =>
      (await api.get(`/api/webhooks/${id}/deliveries`, token)).body
    const tick = () => app.ctx.jobs.tick()

    it('signs a new lead as Standard Webhooks sign, verified by the official library', async () => {
      // The library checks the timestamp against its own clock.
      clock.set(new Date())
      const hook = await addWebhook({
        url: receiver.url,
        events: ['lead.created'],
        description: 'CRM',
      })
      expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
      const listed = (await api.get('/api/webhooks', token)).body
      expect(JSON.stringify(listed)).not.toContain(hook.secret)
      const sent = await api.post('/api/messages', {
        ...validMessage,
        name: 'Amara Nwosu',
        email: 'amara@example.com',
        subject: 'Booking app',
      })
      await tick()
      expect(receiver.received).toHaveLength(1)
      const [delivery] = receiver.received
      const verified = new Webhook(hook.secret).verify(
        delivery!.body,
        delivery!.headers as Record<string, string>,
      ) as any
      expect(verified).toMatchObject({
        type: 'lead.created',
        data: {
          id: sent.body._id,
          name: 'Amara Nwosu',
          email: 'amara@example.com',
          subject: 'Booking app',
          status: 'new',
          campaign: null,
          url: `${app.baseUrl}/admin/messages/${sent.body._id}`,
        },
      })
      expect(Date.parse(verified.timestamp)).not.toBeNaN()
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
          delivery!.body,
          delivery!.headers as Record<string, string>,
        ),
      ).toThrow()
      const [logged] = await deliveries(hook._id)
      expect(logged).toMatchObject({
        event: 'lead.created',
        attempt: 1,
        status: 'delivered',
        responseStatus: 200,
        responseExcerpt: 'ok',
        error: null,
      })
      expect(logged.durationMs).toBeGreaterThanOrEqual(0)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('retries with growing pauses, and a receiver down for ten minutes still gets the lead', async () => {
      const hook = await addWebhook({ url: receiver.url, events: ['lead.created'] })
      await receiver.stop()
      await api.post('/api/messages', validMessage)
      await tick()
      let [logged] = await deliveries(hook._id)
      expect(logged).toMatchObject({ attempt: 1, status: 'pending', error: 'Connection refused' })
      expect(Date.parse(logged.nextAttemptAt) - Date.parse(logged.lastAttemptAt)).toBe(30 * SECOND)
      // Not before its time.
      clock.advance(29 * SECOND)
      await tick()
      expect((await deliveries(hook._id))[0].attempt).toBe(1)
      clock.advance(SECOND)
      await tick()
      expect((await deliveries(hook._id))[0].attempt).toBe(2)
      clock.advance(2 * MINUTE)
      await tick()
      ;[logged] = await deliveries(hook._id)
      expect(logged).toMatchObject({ attempt: 3, status: 'pending' })
      expect(Date.parse(logged.nextAttemptAt) - Date.parse(logged.lastAttemptAt)).toBe(10 * MINUTE)
      // The receiver comes back ten minutes after it went down.
      clock.advance(7 * MINUTE + 30 * SECOND)
      await receiver.start()
      await tick()
      expect(receiver.received).toHaveLength(0)
      clock.advance(3 * MINUTE)
      await tick()
      expect(receiver.received).toHaveLength(1)
      expect((await deliveries(hook._id))[0]).toMatchObject({
        attempt: 4,
        status: 'delivered',
        responseStatus: 200,
        nextAttemptAt: null,
      })
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('tries at least five times over more than an hour before a delivery fails', async () => {
      const hook = await addWebhook({ url: receiver.url, events: ['lead.created'] })
      await receiver.stop()
      await api.post('/api/messages', validMessage)
      const started = clock.now().getTime()
      const tries: number[] = []
      for (;;) {
        await tick()
        const [logged] = await deliveries(hook._id)
        tries.push(Date.parse(logged.lastAttemptAt) - started)
        if (logged.status !== 'pending') break
        clock.set(new Date(logged.nextAttemptAt))
      }
      const [logged] = await deliveries(hook._id)
      expect(logged).toMatchObject({ status: 'failed', attempt: 7, nextAttemptAt: null })
      const pauses = tries.slice(1).map((t, i) => (t - tries[i]!) / SECOND)
      expect(pauses).toEqual([30, 120, 600, 1800, 3600, 10_800])
      expect(tries.at(-1)!).toBeGreaterThanOrEqual(HOUR)
      const job = await app.ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', DELIVER_JOB)
        .execute()
      expect(job).toEqual([])
      // Redeliver sends it again, with the same webhook-id, once the receiver is back.
      await receiver.start()
      const again = await api.post(
        `/api/webhooks/${hook._id}/deliveries/${logged._id}/redeliver`,
        undefined,
        token,
      )
      expect(again.status).toBe(202)
      await tick()
      expect(receiver.received).toHaveLength(1)
      const log = await deliveries(hook._id)
      expect(log[0]).toMatchObject({ _id: again.body._id, status: 'delivered', attempt: 1 })
      expect(log[1]).toMatchObject({ _id: logged._id, status: 'failed' })
      // The webhook was failing for hours, not a day: it stays on.
      expect((await api.get(`/api/webhooks/${hook._id}`, token)).body.enabled).toBe(true)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('sends post.published once, when a draft post goes live; a draft saved sends nothing', async () => {
      const hook = await addWebhook({
        url: receiver.url,
        events: ['post.published', 'content.published'],
      })
      const draft = await api.post(
        '/api/posts',
        { title: 'Coming soon', body: 'Soon.', status: 'draft' },
        token,
      )
      await api.put(`/api/posts/${draft.body._id}`, { body: 'Sooner.' }, token)
      await tick()
      expect(receiver.received).toEqual([])
      await api.put(`/api/posts/${draft.body._id}`, { status: 'published' }, token)
      await api.put(`/api/posts/${draft.body._id}`, { body: 'Live and edited.' }, token)
      await tick()
      const types = receiver.received.map((d) => d.json.type).sort()
      expect(types).toEqual(['content.published', 'content.published', 'post.published'])
      const sent = receiver.received.find((d) => d.json.type === 'post.published')!
      expect(sent.json.data).toMatchObject({ id: draft.body._id, title: 'Coming soon' })
      expect(sent.json.data.url).toMatch(/\/blog\/coming-soon$/)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('sends lead.updated and content.published with what changed, and a test event on demand', async () => {
      const hook = await addWebhook({
        url: receiver.url,
        events: ['lead.updated', 'content.published'],
      })
      const lead = await api.post('/api/messages', validMessage)
      await api.patch(`/api/messages/${lead.body._id}`, { status: 'qualified' }, token)
      const faq = await api.post('/api/faqs', { question: 'Do you host?', answer: 'Yes.' }, token)
      await tick()
      const types = receiver.received.map((d) => d.json.type)
      expect(types).toEqual(expect.arrayContaining(['lead.updated', 'content.published']))
      expect(types).not.toContain('lead.created')
      const updated = receiver.received.find((d) => d.json.type === 'lead.updated')!.json
      expect(updated.data).toMatchObject({
        id: lead.body._id,
        status: 'qualified',
        changes: { status: { from: 'new', to: 'qualified' } },
      })
      const published = receiver.received.find((d) => d.json.type === 'content.published')!.json
      expect(published.data).toMatchObject({
        kind: 'faqs',
        id: faq.body._id,
        title: 'Do you host?',
        how: 'create',
      })
      // A page's copy published, and a lead left without its owner by a role change.
      const company = (await api.get('/api/content/company')).body
      expect((await api.put('/api/content/company', company, token)).status).toBe(200)
      const sales = await api.post(
        '/api/users',
        { email: 'sam@agency.test', username: 'sam', password, role: 'sales' },
        token,
      )
      await api.patch(`/api/messages/${lead.body._id}`, { assigneeId: sales.body._id }, token)
      await api.patch(`/api/users/${sales.body._id}`, { role: 'editor' }, token)
      await tick()
      const page = receiver.received.find(
        (d) => d.json.type === 'content.published' && d.json.data.kind === 'page',
      )!.json
      expect(page.data).toEqual({
        kind: 'page',
        id: 'company',
        title: 'Company',
        url: `${app.baseUrl}/company`,
        how: 'save',
      })
      const owners = receiver.received
        .filter((d) => d.json.type === 'lead.updated' && d.json.data.changes.owner)
        .map((d) => d.json.data.changes.owner)
      // Both sent; tries due at the same moment may go in either order.
      expect(owners).toHaveLength(2)
      expect(owners).toEqual(
        expect.arrayContaining([
          { from: null, to: 'sam' },
          { from: 'sam', to: null },
        ]),
      )

      const test = await api.post(`/api/webhooks/${hook._id}/test`, undefined, token)
      expect(test).toMatchObject({
        status: 202,
        body: { event: 'webhook.test', status: 'pending' },
      })
      await tick()
      expect(receiver.received.at(-1)!.json.type).toBe('webhook.test')
      expect(signedWith(hook.secret, receiver.received.at(-1)!)).toBe(true)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('sends a Slack webhook the text Slack takes, with a link to the lead', async () => {
      const hook = await addWebhook({
        url: receiver.url,
        events: ['lead.created'],
        format: 'slack',
      })
      const lead = await api.post('/api/messages', {
        ...validMessage,
        name: 'Ola <!channel>',
        email: 'ola@example.com',
        subject: 'Shop & app',
      })
      await tick()
      expect(receiver.received.map((d) => d.json)).toEqual([
        {
          text: `New lead: Ola &lt;!channel&gt;, ola@example.com, Shop &amp; app <${app.baseUrl}/admin/messages/${lead.body._id}|Open the lead>`,
        },
      ])
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('signs with both secrets for a day after a rotation, then with the new one alone', async () => {
      clock.set(new Date())
      const hook = await addWebhook({ url: receiver.url, events: ['lead.created'] })
      const rotated = await api.post(`/api/webhooks/${hook._id}/rotate-secret`, undefined, token)
      expect(rotated.status).toBe(200)
      expect(rotated.body.secret).not.toBe(hook.secret)
      await api.post('/api/messages', validMessage)
      await tick()
      const during = receiver.received.at(-1)!
      expect(signaturesOf(during)).toHaveLength(2)
      expect(signedWith(hook.secret, during)).toBe(true)
      expect(signedWith(rotated.body.secret, during)).toBe(true)
      // A receiver holding either secret verifies it with the library's own check.
      for (const secret of [hook.secret, rotated.body.secret]) {
        expect(() =>
          new Webhook(secret).verify(during.body, during.headers as Record<string, string>),
        ).not.toThrow()
      }
      clock.advance(24 * HOUR + MINUTE)
      await api.post('/api/messages', validMessage)
      await tick()
      const after = receiver.received.at(-1)!
      expect(signaturesOf(after)).toHaveLength(1)
      expect(signedWith(rotated.body.secret, after)).toBe(true)
      expect(signedWith(hook.secret, after)).toBe(false)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })

    it('keeps the first kilobyte of an answer, without what a receiver echoes of the signature, and follows no redirect', async () => {
      const hook = await addWebhook({ url: receiver.url, events: ['lead.created'] })
      receiver.state.status = 500
      receiver.state.reply = 'x'.repeat(3000)
      await api.post('/api/messages', validMessage)
      await tick()
      let [logged] = await deliveries(hook._id)
      expect(logged).toMatchObject({ status: 'pending', responseStatus: 500, attempt: 1 })
      expect(Buffer.byteLength(logged.responseExcerpt)).toBe(1024)
      // An echo of what was sent: the signature never reaches the log.
      receiver.state.status = 400
      receiver.state.reply = 'echo'
      clock.advance(30 * SECOND)
      await tick()
      const signature = signaturesOf(receiver.received.at(-1)!)[0]!.slice(3)
      ;[logged] = await deliveries(hook._id)
      expect(logged.responseExcerpt).toBe('echo')
      await api.del(`/api/webhooks/${hook._id}`, token)

      const echoing = await startWebhookReceiver({ status: 200 })
      try {
        const second = await addWebhook({ url: echoing.url, events: ['lead.created'] })
        echoing.state.reply = `got ${signature}`
        await api.post('/api/messages', validMessage)
        await tick()
        const sent = signaturesOf(echoing.received[0]!)[0]!.slice(3)
        echoing.state.reply = `you signed ${sent} with whsec_abc123=`
        clock.advance(SECOND)
        await api.post('/api/messages', validMessage)
        await tick()
        const log = await deliveries(second._id)
        expect(log[0].responseExcerpt).not.toContain(
          signaturesOf(echoing.received[1]!)[0]!.slice(3),
        )
        expect(log[0].responseExcerpt).not.toContain('whsec_')
        expect(log[0].responseExcerpt).toContain('[redacted]')
        await api.del(`/api/webhooks/${second._id}`, token)
      } finally {
        await echoing.close()
      }

      // A redirect is an answer, not 2xx: the target it names gets nothing.
      const redirecting = await startWebhookReceiver({ status: 302 })
      try {
        const third = await addWebhook({ url: redirecting.url, events: ['lead.created'] })
        await api.post('/api/messages', validMessage)
        await tick()
        const before = receiver.received.length
        ;[logged] = await deliveries(third._id)
        expect(logged).toMatchObject({ status: 'pending', responseStatus: 302 })
        expect(receiver.received.length).toBe(before)
        await api.del(`/api/webhooks/${third._id}`, token)
      } finally {
        await redirecting.close()
      }
    })

    it('gives a try 10 s in all: a receiver that never answers is cut off', async () => {
      const { createServer } = await import('node:net')
      const silent = createServer(() => {}).listen(0, '127.0.0.1')
      await new Promise((resolve) => silent.once('listening', resolve))
      try {
        const port = (silent.address() as { port: number }).port
        const outcome = await postOnce(`http://127.0.0.1:${port}/`, {
          body: '{}',
          headers: {},
          timeoutMs: 300,
          excerptBytes: 1024,
          allowPrivate: true,
        })
        expect(outcome).toMatchObject({ ok: false, status: null, error: 'No answer within 0.3 s' })
        expect(outcome.durationMs).toBeLessThan(5000)
      } finally {
        silent.close()
      }
    })

    it('erases the deliveries about a lead with the lead', async () => {
      const hook = await addWebhook({ url: receiver.url, events: ['lead.created'] })
      const lead = await api.post('/api/messages', { ...validMessage, email: 'gone@example.com' })
      await tick()
      expect(await deliveries(hook._id)).toHaveLength(1)
      const erased = await api.call('DELETE', '/api/messages?email=gone@example.com', { token })
      expect(erased.status).toBe(200)
      expect(await deliveries(hook._id)).toEqual([])
      expect(lead.status).toBe(201)
      await api.del(`/api/webhooks/${hook._id}`, token)
    })
  })

  it('turns a webhook off after a day of failures in a row and mails the admins', async () => {
    const smtp = await startSmtpServer()
    const clock = manualClock()
    const app = await startTestApp(
      engine,
      { ...allowPrivate, SMTP_URL: smtp.url, NOTIFY_EMAIL: 'leads@agency.test' },
      undefined,
      { clock },
    )
    try {
      const { api, token } = await admin(app)
      const hook = (
        await api.post('/api/webhooks', { url: receiver.url, events: ['lead.created'] }, token)
      ).body
      await receiver.stop()
      for (let i = 0; i < 3; i++) await api.post('/api/messages', validMessage)
      // Three deliveries, seven tries each, over 4 h 42 min: 21 failures, not yet a day.
      await runTries(app, clock)
      let webhook = (await api.get(`/api/webhooks/${hook._id}`, token)).body
      expect(webhook).toMatchObject({ enabled: true, failures: 21 })
      // The next failure comes more than a day after the first.
      clock.advance(20 * HOUR)
      await api.post('/api/messages', validMessage)
      await app.ctx.jobs.tick()
      webhook = (await api.get(`/api/webhooks/${hook._id}`, token)).body
      expect(webhook.enabled).toBe(false)
      expect(webhook.disabledReason).toMatch(/^Turned off after 22 failed tries in a row since /)
      await app.ctx.jobs.tick()
      const mail = smtp.received.find((m) => m.to.includes('admin@agency.test'))
      expect(mail?.raw).toContain('A webhook was turned off: 127.0.0.1:')
      const activity = (await api.get('/api/activity', token)).body
      expect(activity[0].summary).toMatch(/^Turned off the webhook to 127\.0\.0\.1:\d+ after 22/)
      // Turned off, it is sent nothing; turned on, it starts over.
      await receiver.start()
      await api.post('/api/messages', validMessage)
      await app.ctx.jobs.tick()
      expect(receiver.received).toHaveLength(0)
      const on = await api.patch(`/api/webhooks/${hook._id}`, { enabled: true }, token)
      expect(on.body).toMatchObject({ enabled: true, failures: 0, disabledReason: null })
      await api.post('/api/messages', validMessage)
      await app.ctx.jobs.tick()
      expect(receiver.received).toHaveLength(1)
    } finally {
      await app.close()
      await smtp.close()
    }
  })

  it('keeps a queued delivery through a restart', async () => {
    const database = await createTestDatabase(engine)
    const clock = manualClock()
    let app = await startTestApp(engine, allowPrivate, database, { clock })
    try {
      const { api, token } = await admin(app)
      await api.post('/api/webhooks', { url: receiver.url, events: ['lead.created'] }, token)
      await receiver.stop()
      await api.post('/api/messages', validMessage)
      await app.ctx.jobs.tick()
      await app.close()
      app = await startTestApp(engine, allowPrivate, database, { clock })
      await receiver.start()
      clock.advance(30 * SECOND)
      await app.ctx.jobs.tick()
      expect(receiver.received).toHaveLength(1)
      expect(receiver.received[0]!.json.type).toBe('lead.created')
    } finally {
      await app.close()
      await database.drop()
    }
  })

  it('sends each delivery once when two instances run the jobs', async () => {
    const database: TestDatabase = await createTestDatabase(engine)
    const first = await startTestApp(engine, allowPrivate, database)
    const second = await startTestApp(engine, allowPrivate, database)
    try {
      const { api, token } = await admin(first)
      await api.post('/api/webhooks', { url: receiver.url, events: ['lead.created'] }, token)
      const sent = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          apiClient(i % 2 ? second.baseUrl : first.baseUrl).post('/api/messages', validMessage),
        ),
      )
      for (let round = 0; round < 3; round++) {
        await Promise.all([first.ctx.jobs.tick(), second.ctx.jobs.tick()])
      }
      const ids = receiver.received.map((d) => d.json.data.id)
      expect(ids).toHaveLength(12)
      expect(new Set(ids)).toEqual(new Set(sent.map((s) => s.body._id)))
    } finally {
      await first.close()
      await second.close()
      await database.drop()
    }
  })

  it('refuses inner targets, in every spelling, when saved and again when sent', async () => {
    const database = await createTestDatabase(engine)
    const strict = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' }, database)
    try {
      const { api, token } = await admin(strict)
      for (const url of [
        receiver.url,
        'http://localhost/hook',
        'http://2130706433/hook',
        'http://0x7f000001/hook',
        'http://0177.0.0.1/hook',
        'http://127.1/hook',
        'http://[::1]/hook',
        'http://[::ffff:127.0.0.1]/hook',
        'http://[::ffff:7f00:1]/hook',
        'http://10.0.0.8/hook',
        'http://172.16.5.4/hook',
        'http://192.168.1.20/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[fe80::1]/hook',
        'http://[fd00::1]/hook',
        'http://0.0.0.0/hook',
      ]) {
        const res = await api.post('/api/webhooks', { url, events: ['lead.created'] }, token)
        expect(res.status, url).toBe(400)
        expect(res.body.errors.url[0], url).toMatch(/loopback, private or link-local/)
      }
      for (const url of ['ftp://example.com/', 'https://user:pw@example.com/', 'not a url']) {
        const res = await api.post('/api/webhooks', { url, events: ['lead.created'] }, token)
        expect(res.status, url).toBe(400)
      }
      expect(
        (await api.post('/api/webhooks', { url: 'https://93.184.216.34/hook', events: [] }, token))
          .body.errors.events,
      ).toEqual(['Choose at least one event'])
      // A public address is taken (nothing is sent to it here).
      const ok = await api.post(
        '/api/webhooks',
        { url: 'https://93.184.216.34/hook', events: ['post.published'] },
        token,
      )
      expect(ok.status).toBe(201)
      const patched = await api.patch(`/api/webhooks/${ok.body._id}`, { url: receiver.url }, token)
      expect(patched.status).toBe(400)
    } finally {
      await strict.close()
    }
    // Saved where inner targets were allowed, sent where they are not: checked at delivery.
    const lenient = await startTestApp(engine, allowPrivate, database)
    const lenientApi = (await admin(lenient)).api
    const adminToken = await lenientApi.login('admin@agency.test', password)
    const hook = await lenientApi.post(
      '/api/webhooks',
      { url: receiver.url, events: ['lead.created'] },
      adminToken,
    )
    expect(hook.status).toBe(201)
    await lenient.close()
    const strictAgain = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' }, database)
    try {
      const api = apiClient(strictAgain.baseUrl)
      const token = await api.login('admin@agency.test', password)
      await api.post('/api/messages', validMessage)
      await strictAgain.ctx.jobs.tick()
      expect(receiver.received).toEqual([])
      const [logged] = (await api.get(`/api/webhooks/${hook.body._id}/deliveries`, token)).body
      expect(logged).toMatchObject({ attempt: 1, status: 'pending', responseStatus: null })
      expect(logged.error).toMatch(/^127\.0\.0\.1 is a loopback, private or link-local address/)
    } finally {
      await strictAgain.close()
      await database.drop()
    }
  })
})
