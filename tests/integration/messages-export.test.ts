import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { parseCsv } from '../support/csv'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const HEADER = [
  'Received at',
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  'Read',
  'Landing page',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Status',
  'Owner',
  'Sent from',
]
/** A time as the export writes it: in SITE_TIMEZONE (UTC here), as a spreadsheet reads a date. */
const sheetTime = (iso: string) => iso.slice(0, 19).replace('T', ' ')
/** The source columns of a message whose sender's visit was not counted. */
const NO_SOURCE = ['', '', '', '', '']

describe.each(engines)('messages CSV export on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  async function exportCsv() {
    const res = await fetch(`${app.baseUrl}/api/messages/export.csv`, {
      headers: { 'x-auth-token': token },
    })
    return { res, bytes: Buffer.from(await res.arrayBuffer()) }
  }

  it('is for staff only', async () => {
    for (const t of [undefined, 'garbage']) {
      const res = await api.call('GET', '/api/messages/export.csv', { token: t })
      expect(res.status).toBe(401)
      expect(res.body.message).toEqual(expect.any(String))
    }
  })

  it('gives a spreadsheet every message with its accents, commas, quotes and line breaks, and no formulas', async () => {
    const sent = [
      {
        name: 'Zoë Ångström-Núñez',
        email: 'zoe@example.com',
        phone: '+61 3 7010 4520',
        subject: 'Quote, "urgent"',
        message: 'Line one,\nline two — with "quotes".\r\nLine three: café.',
      },
      {
        name: '=HYPERLINK("http://evil.example","Click")',
        email: 'mallory@example.com',
        phone: '',
        subject: '@SUM(A1:A9) for you',
        message: '-2+3 is what we would like to discuss.',
      },
    ]
    const ids: string[] = []
    for (const message of sent) ids.push((await api.post('/api/messages', message)).body._id)
    await api.put(`/api/messages/${ids[0]}/read`, undefined, token)

    const { res, bytes } = await exportCsv()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const today = new Date().toISOString().slice(0, 10)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="messages-${today}.csv"`,
    )
    // The UTF-8 byte-order mark Excel needs to read accents.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const rows = parseCsv(bytes.subarray(3).toString('utf8'))
    expect(rows[0]).toEqual(HEADER)
    const list = (await api.get('/api/messages', token)).body as {
      _id: string
      createdAt: string
    }[]
    const byId = new Map(list.map((m) => [m._id, m]))
    const [zoe, mallory] = ids.map((id) => byId.get(id)!)
    expect(rows.slice(1)).toEqual([
      [
        sheetTime(mallory!.createdAt),
        `'${sent[1]!.name}`,
        sent[1]!.email,
        '',
        `'${sent[1]!.subject}`,
        `'${sent[1]!.message}`,
        'no',
        ...NO_SOURCE,
        'New',
        '',
        // Not sent from a composed page's form.
        '',
      ],
      [
        sheetTime(zoe!.createdAt),
        sent[0]!.name,
        sent[0]!.email,
        `'${sent[0]!.phone}`,
        sent[0]!.subject,
        sent[0]!.message,
        'yes',
        ...NO_SOURCE,
        'New',
        '',
        // Not sent from a composed page's form.
        '',
      ],
    ])
    for (const id of ids) await api.del(`/api/messages/${id}`, token)
  })

  it('lists every message once, newest first, across its pages, even when many share a time', async () => {
    // 1 203 messages (over two pages of 500); each time is shared by 7, so ties cross pages.
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `Sender ${i}`,
      email: `s${i}@example.com`,
      phone: null,
      subject: `Enquiry ${i}`,
      message: 'A message long enough.',
      read: 0,
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 1000).toISOString(),
    }))
    for (let i = 0; i < rows.length; i += 200) {
      await app.ctx.db
        .insertInto('messages')
        .values(rows.slice(i, i + 200))
        .execute()
    }
    const got = parseCsv((await exportCsv()).bytes.subarray(3).toString('utf8')).slice(1)
    const expected = [...rows]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((r) => [sheetTime(r.created_at), r.name])
    expect(got.map((r) => [r[0], r[1]])).toEqual(expected)
    await app.ctx.db.deleteFrom('messages').execute()
  })

  it('answers a method it does not take with 405', async () => {
    const res = await api.call('POST', '/api/messages/export.csv', { token })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })
})
