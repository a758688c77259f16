import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const admin = { email: 'cache@agency.test', password: 'cache-test-password' }
const faq = { question: 'Cached?', answer: 'Until the next edit.', category: 'General' }

/** Headers two answers of one cached resource share; these differ by request (X-Cache: miss, then hit). */
const sharedHeaders = (headers: Headers) =>
  [...headers].filter(([name]) => !['date', 'x-request-id', 'x-cache'].includes(name))

describe.each(engines)('public answers cached per content version on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, admin)
    token = await api.login(admin.email, admin.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers a repeated read from the cache with the same headers, and 304 to its ETag', async () => {
    const miss = await fetch(`${app.baseUrl}/api/faqs`)
    const hit = await fetch(`${app.baseUrl}/api/faqs`)
    expect(miss.status).toBe(200)
    expect(await hit.json()).toEqual(await miss.json())
    expect(sharedHeaders(hit.headers)).toEqual(sharedHeaders(miss.headers))
    expect(hit.headers.get('cache-control')).toBe('public, no-cache')
    const etag = hit.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{43}"$/)

    const revalidated = await fetch(`${app.baseUrl}/api/faqs`, {
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')

    const brotli = await fetch(`${app.baseUrl}/api/faqs`, { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('shows every kind of public write at once, in the list and the record', async () => {
    const read = async (path: string) => (await api.get(path)).body
    const before = app.ctx.contentVersion.current

    // FAQs: create, update, delete.
    await read('/api/faqs')
    const created = (await api.post('/api/faqs', faq, token)).body
    expect((await read('/api/faqs')).map((f: { _id: string }) => f._id)).toContain(created._id)
    expect((await read(`/api/faqs/${created._id}`)).question).toBe('Cached?')
    await api.put(`/api/faqs/${created._id}`, { question: 'Changed?' }, token)
    expect((await read(`/api/faqs/${created._id}`)).question).toBe('Changed?')
    await api.del(`/api/faqs/${created._id}`, token)
    expect((await api.get(`/api/faqs/${created._id}`)).status).toBe(404)
    expect(await read('/api/faqs')).toEqual([])

    // An upload, then a portfolio item and a product that show it.
    const form = new FormData()
    form.append(
      'image',
      new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }),
      'a.png',
    )
    const uploaded = await api.call('POST', '/api/upload', { raw: form, token })
    expect(uploaded.status).toBe(201)
    await read('/api/portfolio')
    const project = {
      title: 'Cache Project',
      description: 'Shown at once.',
      imageUrl: uploaded.body.url,
      category: 'web',
      technologies: ['Node'],
    }
    await api.post('/api/portfolio', project, token)
    expect((await read('/api/portfolio')).map((p: { title: string }) => p.title)).toEqual([
      'Cache Project',
    ])
    await read('/api/products')
    const product = {
      name: 'Cache Plan',
      description: 'Fresh.',
      price: 10,
      imageUrl: uploaded.body.url,
      category: 'Web',
      features: [],
      inStock: true,
    }
    await api.post('/api/products', product, token)
    expect((await read('/api/products')).map((p: { name: string }) => p.name)).toEqual([
      'Cache Plan',
    ])

    // The contact details: 404 while there are none, then the saved record.
    expect((await api.get('/api/contact')).status).toBe(404)
    const details = { address: '1 Cache St', phone: '+1 555 0100', email: 'hi@agency.test' }
    await api.post('/api/contact', details, token)
    expect(await read('/api/contact')).toMatchObject(details)

    // Seven writes, seven versions: each bumped in its own transaction.
    expect(app.ctx.contentVersion.current).toBe(before + 7)
  })

  it('says X-Cache: miss when it made the answer, hit when it sent it from the cache', async () => {
    const xCache = async (path: string) => (await fetch(app.baseUrl + path)).headers.get('x-cache')
    const created = (await api.post('/api/faqs', { ...faq, question: 'Hit or miss?' }, token)).body
    const record = `/api/faqs/${created._id}`
    expect(await xCache(record)).toBe('miss')
    expect(await xCache(record)).toBe('hit')
    expect(await xCache('/api/faqs')).toBe('miss')
    expect(await xCache('/api/faqs')).toBe('hit')
    // A 304 is a hit too: the cached answer's validator answered it.
    const etag = (await fetch(app.baseUrl + record)).headers.get('etag')!
    const revalidated = await fetch(app.baseUrl + record, { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('x-cache')).toBe('hit')

    // An edit: the next answer of what it changed is made again, then sent from the cache.
    await api.put(record, { question: 'Edited?' }, token)
    const edited = await fetch(app.baseUrl + record)
    expect(edited.headers.get('x-cache')).toBe('miss')
    expect((await edited.json()).question).toBe('Edited?')
    expect(await xCache(record)).toBe('hit')
    expect(await xCache('/api/faqs')).toBe('miss')
    expect(await xCache('/api/faqs')).toBe('hit')
    await api.del(record, token)

    // The staff's answers say nothing of a cache they never use.
    expect((await api.get('/api/messages', token)).headers.get('x-cache')).toBeNull()
  })

  it('keeps the staff answers out of the cache', async () => {
    const messages = await api.get('/api/messages', token)
    expect(messages.status).toBe(200)
    expect(messages.headers.get('cache-control')).toBe('no-store')
  })

  it('keys by a valid Host when SITE_URL is unset, and refuses a malformed one', async () => {
    const { port } = new URL(app.baseUrl)
    // fetch will not send a forged Host; a raw request does.
    const asHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(`GET /api/faqs HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
        )
        let head = ''
        socket.on('data', (chunk) => (head += chunk.toString()))
        socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1])))
        socket.on('error', reject)
      })
    expect(await asHost('evil.example')).toBe(200)
    expect(await asHost('evil.example/../x')).toBe(400)
    expect(await asHost('a b')).toBe(400)
    expect(await asHost('')).toBe(400)
  })
})

describe('two instances on one PostgreSQL database', () => {
  let database: TestDatabase
  const apps: TestApp[] = []

  beforeAll(async () => {
    if (!engines.includes('postgres')) return
    database = await createTestDatabase('postgres')
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await database?.drop()
  })

  it.each([
    ['Redis pub/sub', { REDIS_URL }],
    ['reading the version', {}],
  ])("see each other's writes within a second, through %s", async (_how, env) => {
    if (!engines.includes('postgres')) return
    const [writer, reader] = await Promise.all([
      startTestApp('postgres', env, database),
      startTestApp('postgres', env, database),
    ])
    apps.push(writer, reader)
    await upsertAdmin(writer.ctx.db, admin)
    const token = await apiClient(writer.baseUrl).login(admin.email, admin.password)
    const readFaqs = async () =>
      ((await apiClient(reader.baseUrl).get('/api/faqs')).body as { question: string }[]).map(
        (f) => f.question,
      )
    const before = await readFaqs() // now cached on the reader
    const question = `Seen by the other instance (${_how})?`
    await apiClient(writer.baseUrl).post('/api/faqs', { ...faq, question }, token)
    const written = Date.now()
    await expect.poll(readFaqs, { timeout: 1000, interval: 25 }).toEqual([...before, question])
    expect(Date.now() - written).toBeLessThan(1000)
  })
})
