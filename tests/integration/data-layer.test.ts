import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '~/core/users.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { verifyPassword } from '~/lib/password.server'
import { getContactDetails, saveContactDetails } from '~/features/contact-details/queries.server'
import { contactDetailsInput } from '~/features/contact-details/schemas'
import { insertFaq, listFaqs, nextFaqOrder } from '~/features/faqs/queries.server'
import { insertMessage, listMessages, markMessageRead } from '~/features/leads/queries.server'
import { messageInput } from '~/features/leads/schemas'
import { insertPortfolioItem, listPortfolioItems } from '~/features/portfolio/queries.server'
import { portfolioInput } from '~/features/portfolio/schemas'
import { findProduct, insertProduct } from '~/features/products/queries.server'
import { productInput } from '~/features/products/schemas'
import { readImageFile, storeImage } from '~/features/uploads/queries.server'
import { AppError } from '~/lib/errors'
import { migrateToLatest } from '../../db/migrate'
import { engines } from '../support/databases'
import { makeImage, makeJpegWithExif } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('data layer on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('has run every migration, and running them again changes nothing', async () => {
    expect(await migrateToLatest(app.ctx.database)).toEqual([])
    const tables = (await app.ctx.db.introspection.getTables()).map((t) => t.name)
    for (const table of [
      'users',
      'sessions',
      'login_attempts',
      'portfolio_items',
      'products',
      'faqs',
      'contact_details',
      'messages',
      'images',
      'image_variants',
      'notification_outbox',
    ]) {
      expect(tables).toContain(table)
    }
  })

  it('lists portfolio items newest first, with their lists intact', async () => {
    const image = await storeImage(app.ctx.db, await makeImage('png'))
    const base = { description: 'A project', imageUrl: image.url, category: 'web' }
    await insertPortfolioItem(
      app.ctx.db,
      portfolioInput.parse({
        ...base,
        title: 'Older',
        date: '2021-03-01',
        technologies: 'React, , Node.js ',
      }),
    )
    await insertPortfolioItem(
      app.ctx.db,
      portfolioInput.parse({
        ...base,
        title: 'Newer',
        date: '2024-08-09',
        technologies: ['Swift'],
      }),
    )
    const items = await listPortfolioItems(app.ctx.db)
    expect(items.map((i) => i.title)).toEqual(['Newer', 'Older'])
    expect(items[1]!.technologies).toEqual(['React', 'Node.js'])
    expect(items[0]!._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(items[0]!.date).toBe('2024-08-09T00:00:00.000Z')
  })

  it('keeps a price exact to the cent and stock as a boolean', async () => {
    const image = await storeImage(app.ctx.db, await makeImage('jpeg'))
    const created = await insertProduct(
      app.ctx.db,
      productInput.parse({
        name: 'Starter Site',
        description: 'Five pages',
        price: 1999.99,
        imageUrl: image.url,
        category: 'Website Solutions',
        features: 'CMS,SEO',
      }),
    )
    const found = await findProduct(app.ctx.db, created._id)
    expect(found).toMatchObject({
      price: 1999.99,
      inStock: true,
      popular: false,
      features: ['CMS', 'SEO'],
    })
  })

  it('gives a new FAQ the highest order plus one', async () => {
    expect(await nextFaqOrder(app.ctx.db)).toBe(0)
    await insertFaq(app.ctx.db, { question: 'Q1?', answer: 'A1', category: 'General', order: 4 })
    expect(await nextFaqOrder(app.ctx.db)).toBe(5)
    await insertFaq(app.ctx.db, { question: 'Q0?', answer: 'A0', category: 'General', order: 1 })
    expect((await listFaqs(app.ctx.db)).map((f) => f.order)).toEqual([1, 4])
  })

  it('keeps one contact-details record, replaced whole on save', async () => {
    expect(await getContactDetails(app.ctx.db)).toBeUndefined()
    const first = contactDetailsInput.parse({ address: 'A', phone: '1', email: 'a@example.com' })
    await saveContactDetails(app.ctx.db, first)
    await saveContactDetails(
      app.ctx.db,
      contactDetailsInput.parse({
        address: 'B',
        phone: '2',
        email: 'b@example.com',
        socialMedia: { linkedin: 'https://linkedin.example/agency' },
      }),
    )
    const details = await getContactDetails(app.ctx.db)
    expect(details).toMatchObject({
      address: 'B',
      email: 'b@example.com',
      businessHours: '',
      socialMedia: { linkedin: 'https://linkedin.example/agency', facebook: null },
    })
    const rows = await app.ctx.db.selectFrom('contact_details').selectAll().execute()
    expect(rows).toHaveLength(1)
  })

  it('stores a message unread, queues its notification with it, and marks it read', async () => {
    const input = messageInput.parse({
      name: "Robert'); DROP TABLE messages;--",
      email: 'lead@example.com',
      subject: '<script>alert(1)</script>',
      message: 'We need a new website by spring.',
    })
    const message = await insertMessage(app.ctx.db, input, { notify: true })
    expect(message.read).toBe(false)
    const outbox = await app.ctx.db.selectFrom('notification_outbox').selectAll().execute()
    expect(outbox).toEqual([
      expect.objectContaining({ message_id: message._id, status: 'pending' }),
    ])
    const [stored] = await listMessages(app.ctx.db)
    expect(stored).toMatchObject({ name: input.name, subject: input.subject, phone: null })
    expect((await markMessageRead(app.ctx.db, message._id))?.read).toBe(true)
  })

  it('stores an image once per content, without its metadata, upright, with variants', async () => {
    const jpeg = await makeJpegWithExif()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const first = await storeImage(app.ctx.db, jpeg)
    const second = await storeImage(app.ctx.db, jpeg)
    expect(second.url).toBe(first.url)
    expect(first.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/)
    // Orientation 6 means the 600×300 pixels are shown rotated: 300×600.
    expect([first.width, first.height]).toEqual([300, 600])
    const file = await readImageFile(app.ctx.db, first.url.slice('/uploads/'.length))
    const meta = await sharp(Buffer.from(file!.data)).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(Buffer.from(file!.data).includes('Secret Model')).toBe(false)

    const wide = await storeImage(app.ctx.db, await makeImage('webp', { width: 1400, height: 700 }))
    const hash = wide.url.slice('/uploads/'.length, -'.webp'.length)
    const variant = await readImageFile(app.ctx.db, `${hash}-640.webp`)
    expect((await sharp(Buffer.from(variant!.data)).metadata()).width).toBe(640)
    expect(await readImageFile(app.ctx.db, `${hash}-1920.webp`)).toBeUndefined()
  })

  it('refuses what is not a raster image by its bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const text = Buffer.from('just text pretending to be a PNG')
    for (const bytes of [svg, text]) {
      const error = await storeImage(app.ctx.db, bytes).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).status).toBe(415)
    }
  })

  it('creates an admin with an Argon2id hash, and resets the password signing sessions out', async () => {
    const created = await upsertAdmin(app.ctx.db, {
      email: 'Owner@Agency.test',
      password: 'correct horse battery',
    })
    expect(created.created).toBe(true)
    const user = await findUserByEmail(app.ctx.db, 'owner@agency.test')
    expect(user).toMatchObject({ username: 'owner' })
    expect(user!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user!.password_hash, 'correct horse battery')).toBe(true)

    const now = new Date().toISOString()
    await app.ctx.db
      .insertInto('sessions')
      .values({
        id: 'session-1',
        token_hash: 'h',
        user_id: user!.id,
        user_agent: null,
        created_at: now,
        last_used_at: now,
        expires_at: now,
      })
      .execute()
    const reset = await upsertAdmin(app.ctx.db, {
      email: 'owner@agency.test',
      password: 'another long passphrase',
    })
    expect(reset).toEqual({ created: false, id: user!.id })
    expect(await app.ctx.db.selectFrom('sessions').selectAll().execute()).toEqual([])
    const after = await findUserByEmail(app.ctx.db, 'owner@agency.test')
    expect(await verifyPassword(after!.password_hash, 'correct horse battery')).toBe(false)

    await expect(
      upsertAdmin(app.ctx.db, { email: 'x@agency.test', password: 'short' }),
    ).rejects.toThrow('Password must be at least 12 characters')
  })
})
