import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { openDatabase } from '~/lib/db.server'
import { migrations } from '../../db/migrate'
import { apiClient, type ApiClient, validMessage } from '../support/api-client'
import { createTestDatabase, engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const EVIL = `Robert'); DROP TABLE portfolio_items;-- <img src=x onerror=alert(1)>`

describe.each(engines)('content API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let revoked: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine, { CONTACT_RATE_LIMIT: '0' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
    revoked = await api.login('owner@agency.test', 'correct horse battery')
    await api.post('/api/auth/logout', undefined, revoked)
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  /** Every admin-only call refuses a missing, garbage or revoked token before doing anything. */
  async function expectGuarded(method: string, path: string, body?: unknown) {
    for (const t of [undefined, 'garbage', revoked]) {
      const res = await api.call(method, path, { body, token: t })
      expect(res.status, `${method} ${path} with token ${String(t)}`).toBe(401)
      expect(res.body.message).toEqual(expect.any(String))
    }
  }

  /**
   * `imageAlt` (docs/api.md §REST API): optional, trimmed, at most 200 characters; none, or
   * blank, is null (the pages then use the title or name); an update that leaves it out keeps it.
   */
  async function expectImageAlt(collection: string, valid: Record<string, unknown>) {
    const described = await api.post(
      `/api/${collection}`,
      { ...valid, imageAlt: '  A phone showing a boarding pass  ' },
      token,
    )
    expect(described.status).toBe(201)
    expect(described.body.imageAlt).toBe('A phone showing a boarding pass')
    const path = `/api/${collection}/${described.body._id}`
    expect((await api.get(path)).body.imageAlt).toBe('A phone showing a boarding pass')
    const listed = (await api.get(`/api/${collection}`)).body
    expect(listed.find((r: any) => r._id === described.body._id).imageAlt).toBe(
      'A phone showing a boarding pass',
    )
    const kept = await api.put(path, { description: 'Changed.' }, token)
    expect(kept.body).toMatchObject({
      description: 'Changed.',
      imageAlt: 'A phone showing a boarding pass',
    })
    expect((await api.put(path, { imageAlt: '   ' }, token)).body.imageAlt).toBeNull()
    const longest = 'a'.repeat(200)
    expect((await api.put(path, { imageAlt: longest }, token)).body.imageAlt).toBe(longest)

    const tooLong = await api.put(path, { imageAlt: 'a'.repeat(201) }, token)
    expect(tooLong).toMatchObject({
      status: 400,
      body: {
        message: 'Validation failed',
        errors: { imageAlt: ['String must contain at most 200 character(s)'] },
      },
    })
    expect((await api.get(path)).body.imageAlt).toBe(longest)
    const refused = await api.post(`/api/${collection}`, { ...valid, imageAlt: 42 }, token)
    expect(refused.body.errors).toEqual({ imageAlt: ['Expected string, received number'] })

    // Left out, or empty, it is null: the page falls back to the title or name.
    const plain = await api.post(`/api/${collection}`, valid, token)
    expect(plain.body.imageAlt).toBeNull()
    const empty = await api.post(`/api/${collection}`, { ...valid, imageAlt: '' }, token)
    expect(empty.body.imageAlt).toBeNull()
    expect((await api.get(`/api/${collection}/${empty.body._id}`)).body.imageAlt).toBeNull()

    for (const id of [described.body._id, plain.body._id, empty.body._id]) {
      expect((await api.del(`/api/${collection}/${id}`, token)).status).toBe(200)
    }
  }

  describe('portfolio', () => {
    const valid = () => ({
      title: 'Harbour Freight Portal',
      description: 'A booking portal for a freight company.',
      imageUrl,
      projectUrl: 'https://example.com/harbour',
      category: 'web',
      technologies: ['React', ' Node.js ', ''],
      client: 'Kestrelway Freight',
      unknownField: 'dropped',
    })

    it('guards every write', async () => {
      await expectGuarded('POST', '/api/portfolio', valid())
      await expectGuarded('PUT', `/api/portfolio/${MISSING_ID}`, valid())
      await expectGuarded('DELETE', `/api/portfolio/${MISSING_ID}`)
      expect(await app.ctx.db.selectFrom('portfolio_items').selectAll().execute()).toEqual([])
    })

    it('creates, reads, updates and deletes', async () => {
      const created = await api.post('/api/portfolio', valid(), token)
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({
        _id: expect.any(String),
        title: 'Harbour Freight Portal',
        technologies: ['React', 'Node.js'],
        client: 'Kestrelway Freight',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        createdAt: expect.any(String),
      })
      expect(created.body).not.toHaveProperty('unknownField')
      const id = created.body._id

      expect((await api.get(`/api/portfolio/${id}`)).body.title).toBe('Harbour Freight Portal')
      expect((await api.get('/api/portfolio')).body).toHaveLength(1)

      const updated = await api.put(
        `/api/portfolio/${id}`,
        { title: EVIL, technologies: 'Vue, Go' },
        token,
      )
      expect(updated.status).toBe(200)
      expect(updated.body).toMatchObject({
        title: EVIL,
        technologies: ['Vue', 'Go'],
        category: 'web',
      })
      expect((await api.get(`/api/portfolio/${id}`)).body.title).toBe(EVIL)

      const deleted = await api.del(`/api/portfolio/${id}`, token)
      expect(deleted).toMatchObject({
        status: 200,
        body: { message: 'Portfolio item deleted successfully' },
      })
      expect((await api.get(`/api/portfolio/${id}`)).status).toBe(404)
    })

    it('keeps an optional image description, trimmed, up to 200 characters', async () => {
      await expectImageAlt('portfolio', valid())
    })

    it('explains each invalid field', async () => {
      const res = await api.post(
        '/api/portfolio',
        { title: ' ', category: 'games', projectUrl: 'javascript:alert(1)', technologies: 5 },
        token,
      )
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        message: 'Validation failed',
        errors: {
          title: ['Required'],
          description: ['Required'],
          imageUrl: ['Please upload an image for this portfolio item'],
          projectUrl: ['Invalid url'],
          category: [
            "Invalid enum value. Expected 'web' | 'app' | 'ecommerce' | 'design', received 'games'",
          ],
          technologies: ['Invalid input'],
        },
      })
    })

    it('answers unknown and malformed ids with 404', async () => {
      for (const id of [MISSING_ID, 'not-an-id', "1' OR '1'='1"]) {
        const path = `/api/portfolio/${encodeURIComponent(id)}`
        expect((await api.get(path)).status).toBe(404)
        expect((await api.put(path, valid(), token)).status).toBe(404)
        expect((await api.del(path, token)).body).toEqual({ message: 'Portfolio item not found' })
      }
    })
  })

  describe('products', () => {
    const valid = () => ({
      name: 'Business Website',
      description: 'Five pages and a CMS.',
      price: 2499.5,
      imageUrl,
      category: 'Website Solutions',
      features: 'CMS, SEO basics, ',
    })

    it('guards every write', async () => {
      await expectGuarded('POST', '/api/products', valid())
      await expectGuarded('PUT', `/api/products/${MISSING_ID}`, valid())
      await expectGuarded('DELETE', `/api/products/${MISSING_ID}`)
    })

    it('keeps the price as a number, stock defaulting to true', async () => {
      const created = await api.post('/api/products', valid(), token)
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({
        price: 2499.5,
        inStock: true,
        popular: false,
        features: ['CMS', 'SEO basics'],
      })
      const updated = await api.put(
        `/api/products/${created.body._id}`,
        { inStock: false, price: 0 },
        token,
      )
      expect(updated.body).toMatchObject({ inStock: false, price: 0, name: 'Business Website' })
      expect((await api.del(`/api/products/${created.body._id}`, token)).body.message).toBe(
        'Product deleted successfully',
      )
    })

    it('keeps an optional image description, trimmed, up to 200 characters', async () => {
      await expectImageAlt('products', valid())
    })

    it('refuses a negative, textual or over-precise price and a missing image', async () => {
      const cases: [unknown, string][] = [
        [-1, 'Number must be greater than or equal to 0'],
        ['12', 'Expected number, received string'],
        [9.999, 'Price must have at most two decimals'],
      ]
      for (const [price, message] of cases) {
        const res = await api.post('/api/products', { ...valid(), price }, token)
        expect(res.status).toBe(400)
        expect(res.body.errors.price).toEqual([message])
      }
      const noImage = await api.post('/api/products', { ...valid(), imageUrl: '' }, token)
      expect(noImage.body.errors.imageUrl).toEqual(['Please upload an image'])
    })
  })

  describe('FAQs', () => {
    it('guards every write', async () => {
      await expectGuarded('POST', '/api/faqs', { question: 'Q?', answer: 'A' })
      await expectGuarded('PUT', `/api/faqs/${MISSING_ID}`, { order: 1 })
      await expectGuarded('DELETE', `/api/faqs/${MISSING_ID}`)
    })

    it("defaults the category to 'General' and the order to the highest plus one", async () => {
      const first = await api.post(
        '/api/faqs',
        { question: 'How long?', answer: '4-6 weeks.' },
        token,
      )
      expect(first.body).toMatchObject({ category: 'General', order: 0 })
      const second = await api.post(
        '/api/faqs',
        { question: 'Pricing?', answer: 'Fixed.', category: 'Pricing', order: 7 },
        token,
      )
      expect(second.body.order).toBe(7)
      const third = await api.post(
        '/api/faqs',
        { question: 'Support?', answer: 'Yes.', category: '' },
        token,
      )
      expect(third.body).toMatchObject({ category: 'General', order: 8 })
    })

    it('accepts an order-only update and lists by order', async () => {
      const list = (await api.get('/api/faqs')).body as {
        _id: string
        question: string
        order: number
      }[]
      const last = list.at(-1)!
      const moved = await api.put(`/api/faqs/${last._id}`, { order: 0 }, token)
      expect(moved.body).toMatchObject({ question: last.question, order: 0 })
      const negative = await api.put(`/api/faqs/${last._id}`, { order: -1 }, token)
      expect(negative.body.errors).toEqual({ order: ['Number must be greater than or equal to 0'] })
      const fractional = await api.put(`/api/faqs/${last._id}`, { order: 1.5 }, token)
      expect(fractional.status).toBe(400)
      const orders = ((await api.get('/api/faqs')).body as { order: number }[]).map((f) => f.order)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
    })

    it('never gives a new FAQ an order past the largest one allowed', async () => {
      const top = await api.post(
        '/api/faqs',
        { question: 'Last?', answer: 'Yes.', order: 1_000_000 },
        token,
      )
      expect(top.body.order).toBe(1_000_000)
      const next = await api.post('/api/faqs', { question: 'After?', answer: 'Also last.' }, token)
      expect(next.status).toBe(201)
      expect(next.body.order).toBe(1_000_000)
      // Editing another field must not fail on the order the server chose.
      const edited = await api.put(`/api/faqs/${next.body._id}`, { answer: 'Still last.' }, token)
      expect(edited).toMatchObject({
        status: 200,
        body: { answer: 'Still last.', order: 1_000_000 },
      })
      const orders = ((await api.get('/api/faqs')).body as { order: number }[]).map((f) => f.order)
      expect(orders.slice(-2)).toEqual([1_000_000, 1_000_000])
      await api.del(`/api/faqs/${top.body._id}`, token)
      await api.del(`/api/faqs/${next.body._id}`, token)
    })
  })

  describe('contact details', () => {
    const details = {
      address: '218 Flinders Lane, Melbourne',
      phone: '+61 3 7010 4520',
      email: 'hello@agency.example',
      businessHours: 'Mon–Fri 9:00–18:00',
      socialMedia: { linkedin: 'https://linkedin.example/agency', facebook: '' },
    }

    it('answers 404 until saved, then saves the whole record', async () => {
      expect(await api.get('/api/contact')).toMatchObject({
        status: 404,
        body: { message: expect.any(String) },
      })
      await expectGuarded('POST', '/api/contact', details)
      const first = await api.post('/api/contact', details, token)
      expect(first.status).toBe(201)
      const second = await api.post('/api/contact', { ...details, businessHours: undefined }, token)
      expect(second.status).toBe(200)
      const got = await api.get('/api/contact')
      expect(got.body).toMatchObject({
        address: details.address,
        businessHours: '',
        // Sent "", read back "" (a client may call .length on it); never sent, null.
        socialMedia: { linkedin: 'https://linkedin.example/agency', facebook: '', twitter: null },
      })
      const invalid = await api.post('/api/contact', { address: '', phone: '', email: 'x' }, token)
      expect(invalid.body.errors).toEqual({
        address: ['Required'],
        phone: ['Required'],
        email: ['Invalid email'],
      })
    })

    it('gives back each social link as it was sent: a URL, "" or null', async () => {
      const socialMedia = {
        facebook: '',
        twitter: '   ',
        instagram: null,
        linkedin: 'https://linkedin.example/agency',
      }
      await api.post('/api/contact', { ...details, socialMedia }, token)
      for (const read of [
        (await api.get('/api/contact')).body,
        (await api.get('/api/contact', token)).body,
      ]) {
        expect(read.socialMedia).toEqual({ ...socialMedia, twitter: '' })
      }
      const bad = await api.post(
        '/api/contact',
        { ...details, socialMedia: { facebook: 'javascript:alert(1)' } },
        token,
      )
      expect(bad.body.errors).toEqual({ 'socialMedia.facebook': ['Invalid url'] })
    })
  })

  describe('messages', () => {
    const message = {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '',
      subject: 'New website for our clinic',
      message: EVIL + ' — we would like a quote.',
    }

    it('takes a message from anyone, and shows messages only to admins', async () => {
      const sent = await api.post('/api/messages', message)
      expect(sent.status).toBe(201)
      expect(sent.body).toMatchObject({ read: false, phone: null, message: message.message })
      await expectGuarded('GET', '/api/messages')
      await expectGuarded('PUT', `/api/messages/${sent.body._id}/read`)
      await expectGuarded('DELETE', `/api/messages/${sent.body._id}`)
      const list = await api.get('/api/messages', token)
      expect(list.body).toEqual([expect.objectContaining({ _id: sent.body._id, read: false })])
    })

    it('stores a name and subject without the bidi and zero-width characters sent in them', async () => {
      const sent = await api.post('/api/messages', {
        ...message,
        name: '\u202eTester\u200b\u2066',
        subject: '\u2067Invoice\u2069 overdue\u200d',
      })
      expect(sent.status).toBe(201)
      const stored = ((await api.get('/api/messages', token)).body as { _id: string }[]).find(
        (m) => m._id === sent.body._id,
      )
      expect(stored).toMatchObject({ name: 'Tester', subject: 'Invoice overdue' })
      await api.del(`/api/messages/${sent.body._id}`, token)
    })

    it('lists newest first, marks read and deletes', async () => {
      const second = await api.post('/api/messages', { ...message, subject: 'Second enquiry' })
      const list = (await api.get('/api/messages', token)).body as { _id: string }[]
      expect(list[0]!._id).toBe(second.body._id)
      const read = await api.put(`/api/messages/${second.body._id}/read`, undefined, token)
      expect(read.body).toMatchObject({ _id: second.body._id, read: true })
      expect((await api.put(`/api/messages/${MISSING_ID}/read`, undefined, token)).status).toBe(404)
      expect((await api.del(`/api/messages/${second.body._id}`, token)).body.message).toBe(
        'Message deleted successfully',
      )
    })

    it("gives the contact form's messages under each field", async () => {
      const res = await api.post('/api/messages', {
        name: 'J',
        email: 'nope',
        subject: 'Hi',
        message: 'Short',
      })
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({
        name: ['Name must be at least 2 characters'],
        email: ['Invalid email address'],
        subject: ['Subject must be at least 5 characters'],
        message: ['Message must be at least 10 characters'],
      })
    })
  })

  it('refuses every admin route a missing, garbage or revoked token', async () => {
    const admin: [string, string][] = [
      ['GET', '/api/auth/user'],
      ['POST', '/api/auth/logout'],
      ['PUT', '/api/auth/password'],
      ['POST', '/api/upload'],
      ['GET', '/api/messages'],
      ['PUT', `/api/messages/${MISSING_ID}/read`],
      ['DELETE', `/api/messages/${MISSING_ID}`],
      ['POST', '/api/contact'],
      ...['portfolio', 'products', 'faqs'].flatMap((c): [string, string][] => [
        ['POST', `/api/${c}`],
        ['PUT', `/api/${c}/${MISSING_ID}`],
        ['DELETE', `/api/${c}/${MISSING_ID}`],
      ]),
    ]
    for (const [method, path] of admin) {
      await expectGuarded(method, path, method === 'GET' ? undefined : {})
    }
    // …while the public reads need none.
    for (const path of ['/api/portfolio', '/api/products', '/api/faqs', '/api/contact']) {
      expect((await api.get(path)).status, path).not.toBe(401)
    }
  })

  it('refuses bodies that are not JSON objects, without a 500', async () => {
    for (const raw of ['[1,2]', '"text"', 'null', '42']) {
      const res = await api.call('POST', '/api/faqs', {
        raw,
        token,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, raw).toBe(400)
    }
    const plain = await api.call('POST', '/api/messages', {
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.status).toBe(400)
  })
})

describe.each(engines)('image descriptions on a %s database from before them', (engine) => {
  it('gives the rows already there no description (null: the pages use the title)', async () => {
    const database = await createTestDatabase(engine)
    try {
      // The schema as it was before 006 added image_alt, with one project and one product.
      const before = await openDatabase(database.url)
      try {
        const migrator = new Migrator({
          db: before.db,
          provider: {
            getMigrations: async () =>
              Object.fromEntries(
                Object.entries(migrations(before)).filter(([name]) => name < '006'),
              ),
          },
        })
        const { error } = await migrator.migrateToLatest()
        if (error) throw error
        const at = new Date().toISOString()
        const common = { image_url: `/uploads/${'a'.repeat(64)}.png`, created_at: at }
        await before.db
          .insertInto('portfolio_items')
          .values({
            ...common,
            id: '11111111-1111-4111-8111-111111111111',
            title: 'Old Project',
            description: 'From before.',
            project_url: null,
            category: 'web',
            technologies: '[]',
            client: null,
            date: at,
            updated_at: at,
          })
          .execute()
        await before.db
          .insertInto('products')
          .values({
            ...common,
            id: '22222222-2222-4222-8222-222222222222',
            name: 'Old Product',
            description: 'From before.',
            price_cents: 100,
            category: 'Website Solutions',
            features: '[]',
            in_stock: 1,
            popular: 0,
            updated_at: at,
          })
          .execute()
      } finally {
        await before.close()
      }

      // Starting the app migrates the rest.
      const app = await startTestApp(engine, {}, database)
      try {
        const api = apiClient(app.baseUrl)
        expect((await api.get('/api/portfolio')).body).toEqual([
          expect.objectContaining({ title: 'Old Project', imageAlt: null }),
        ])
        expect((await api.get('/api/products')).body).toEqual([
          expect.objectContaining({ name: 'Old Product', imageAlt: null }),
        ])
      } finally {
        await app.close()
      }
    } finally {
      await database.drop()
    }
  })
})

describe('contact form rate limit', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('sqlite', { CONTACT_RATE_LIMIT: '2' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('accepts CONTACT_RATE_LIMIT messages per address, then answers 429 with Retry-After', async () => {
    const api = apiClient(app.baseUrl)
    expect((await api.post('/api/messages', validMessage)).status).toBe(201)
    expect((await api.post('/api/messages', validMessage)).status).toBe(201)
    const limited = await api.post('/api/messages', validMessage)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ message: 'Too many messages. Please try again later.' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await app.ctx.db.selectFrom('messages').selectAll().execute()).toHaveLength(2)
  })
})

describe('contact form rate limit and rejected messages', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('sqlite', { CONTACT_RATE_LIMIT: '2' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('counts only accepted messages, so fixing a refused form still gets through', async () => {
    const api = apiClient(app.baseUrl)
    for (let i = 0; i < 3; i++) {
      expect(
        (await api.post('/api/messages', { ...validMessage, email: 'not-an-email' })).status,
      ).toBe(400)
    }
    expect((await api.post('/api/messages', validMessage)).status).toBe(201)
    expect((await api.post('/api/messages', validMessage)).status).toBe(201)
    expect((await api.post('/api/messages', validMessage)).status).toBe(429)
    // A refused (429) attempt does not push the limit further out either.
    expect((await api.post('/api/messages', validMessage)).status).toBe(429)
    expect(await app.ctx.db.selectFrom('messages').selectAll().execute()).toHaveLength(2)
  })
})
