import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePageNames } from '~/copy/documents'
import { readContentVersion } from '~/core/content-version.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

describe.each(engines)('revisions, drafts and schedule on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imageUrl: string
  let other: string

  beforeAll(async () => {
    app = await startTestApp(engine, { REVISIONS_KEEP: '5' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    await upsertAdmin(app.ctx.db, {
      email: 'colleague@agency.test',
      password: 'another horse battery',
      username: 'colleague',
    })
    token = await api.login(OWNER.email, OWNER.password)
    other = await api.login('colleague@agency.test', 'another horse battery')
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const newProduct = async (name = 'Business Website') =>
    (
      await api.post(
        '/api/products',
        {
          name,
          description: 'Five pages and a CMS.',
          price: 2499.5,
          imageUrl,
          category: 'Website Solutions',
          features: ['CMS'],
        },
        token,
      )
    ).body

  it('takes back what GET gave, on every resource with a GET and a PUT', async () => {
    const product = await newProduct()
    const portfolio = (
      await api.post(
        '/api/portfolio',
        {
          title: 'Harbour Freight Portal',
          description: 'A booking portal.',
          imageUrl,
          category: 'web',
          technologies: ['React'],
          client: 'Kestrelway',
        },
        token,
      )
    ).body
    const faq = (await api.post('/api/faqs', { question: 'How long?', answer: 'Weeks.' }, token))
      .body
    await api.post(
      '/api/contact',
      { address: '1 Quay St', phone: '+44 20 0000 0000', email: 'hello@agency.test' },
      token,
    )
    const paths = [
      ...sitePageNames.map((page) => `/api/content/${page}`),
      `/api/products/${product._id}`,
      `/api/portfolio/${portfolio._id}`,
      `/api/faqs/${faq._id}`,
      '/api/contact',
    ]
    for (const path of paths) {
      const read = await api.get(path)
      expect(read.status, path).toBe(200)
      const put = await api.put(path, read.body, token)
      expect(put.status, `${path}: ${JSON.stringify(put.body)}`).toBe(200)
      const { updatedAt: _a, ...before } = read.body
      const { updatedAt: _b, ...after } = put.body
      void [_a, _b]
      expect(after, path).toEqual(before)
    }
    // One field changed in what GET gave is the one change made.
    const home = (await api.get('/api/content/home')).body
    home.content.hero.tagline = 'Read, change one field, write back'
    expect((await api.put('/api/content/home', home, token)).status).toBe(200)
    expect((await api.get('/api/content/home')).body.content.hero.tagline).toBe(
      'Read, change one field, write back',
    )
    // The bare document still works.
    expect((await api.put('/api/content/home', home.content, token)).status).toBe(200)
  })

  it('keeps a revision of every publish; a restore brings back the exact bytes', async () => {
    const first = (await api.get('/api/content/company')).body.content
    first.story.title = 'Our story, “quoted” — with ünïcode'
    await api.put('/api/content/company', first, token)
    const older = JSON.stringify((await api.get('/api/content/company')).body.content)

    const second = JSON.parse(older)
    second.story.title = 'A colleague’s typo: Our stroy'
    await api.put('/api/content/company', second, other)
    expect(JSON.stringify((await api.get('/api/content/company')).body.content)).not.toBe(older)

    const list = await api.get('/api/content/company/revisions', token)
    expect(list.status).toBe(200)
    expect(list.body[0].author.username).toBe('colleague')
    expect(list.body[1].author.username).toBe('owner')
    const revision = await api.get(`/api/content/company/revisions/${list.body[1]._id}`, token)
    expect(JSON.stringify(revision.body.document)).toBe(older)

    const restored = await api.post(
      `/api/content/company/revisions/${list.body[1]._id}/restore`,
      undefined,
      token,
    )
    expect(restored.status).toBe(200)
    expect(JSON.stringify(restored.body.content)).toBe(older)
    expect(JSON.stringify((await api.get('/api/content/company')).body.content)).toBe(older)
    // The restore is itself a revision, so it can be undone too.
    const after = (await api.get('/api/content/company/revisions', token)).body
    expect(after).toHaveLength(list.body.length + 1)
    expect(
      JSON.stringify(
        (await api.get(`/api/content/company/revisions/${after[0]._id}`, token)).body.document,
      ),
    ).toBe(older)

    // The activity entry links to the revision it published.
    const activity = (await api.get('/api/activity?limit=1', token)).body
    expect(activity[0].summary).toContain('Restored')
    expect(activity[0].revisionId).toBe(after[0]._id)
  })

  it('keeps the last REVISIONS_KEEP of each record, and 404s for unknown ones', async () => {
    const product = await newProduct('Kept five')
    for (let i = 1; i <= 7; i++) {
      await api.put(`/api/products/${product._id}`, { price: 100 + i }, token)
    }
    const list = (await api.get(`/api/products/${product._id}/revisions`, token)).body
    expect(list).toHaveLength(5)
    const newest = await api.get(`/api/products/${product._id}/revisions/${list[0]._id}`, token)
    expect(newest.body.document.price).toBe(107)

    const restored = await api.post(
      `/api/products/${product._id}/revisions/${list[4]._id}/restore`,
      undefined,
      token,
    )
    expect(restored.body.price).toBe(103)
    expect((await api.get(`/api/products/${product._id}`)).body.price).toBe(103)

    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await api.get(`/api/products/${product._id}/revisions/${missing}`, token)).status).toBe(
      404,
    )
    expect((await api.get(`/api/products/${product._id}/revisions/nope`, token)).status).toBe(404)
    expect((await api.get(`/api/products/${missing}/revisions`, token)).status).toBe(404)
    expect((await api.get('/api/content/blog/revisions', token)).status).toBe(404)
    expect((await api.get(`/api/products/${product._id}/revisions`)).status).toBe(401)
  })

  it('a draft never reaches the public page, the public API or the page cache before Publish', async () => {
    const live = (await api.get('/api/content/home')).body
    const version = await readContentVersion(app.ctx.db)
    const page = await fetch(`${app.baseUrl}/api/content/home`)
    const etag = page.headers.get('etag')

    const draft = structuredClone(live.content)
    draft.hero.tagline = 'Launching Monday'
    const saved = await api.put('/api/content/home/draft', draft, token)
    expect(saved.status).toBe(200)
    expect(saved.body.content.hero.tagline).toBe('Launching Monday')
    expect(saved.headers.get('etag')).toBeTruthy()

    expect((await api.get('/api/content/home')).body).toEqual(live)
    expect(await readContentVersion(app.ctx.db)).toBe(version)
    const again = await fetch(`${app.baseUrl}/api/content/home`, {
      headers: { 'if-none-match': etag ?? '' },
    })
    expect(again.status).toBe(304)

    const read = await api.get('/api/content/home/draft', token)
    expect(read.body.content.hero.tagline).toBe('Launching Monday')

    const published = await api.post('/api/content/home/publish', {}, token)
    expect(published.status).toBe(200)
    expect((await api.get('/api/content/home')).body.content.hero.tagline).toBe('Launching Monday')
    expect(await readContentVersion(app.ctx.db)).toBeGreaterThan(version)
    expect((await api.get('/api/content/home/draft', token)).status).toBe(404)

    // Discard drops a draft and leaves the live page alone.
    await api.put(
      '/api/content/home/draft',
      { ...draft, hero: { ...draft.hero, tagline: 'x' } },
      token,
    )
    expect((await api.del('/api/content/home/draft', token)).status).toBe(200)
    expect((await api.get('/api/content/home/draft', token)).status).toBe(404)
    expect((await api.get('/api/content/home')).body.content.hero.tagline).toBe('Launching Monday')
  })

  it('a stale draft save gets 409 naming who saved last, and when', async () => {
    const faq = (await api.post('/api/faqs', { question: 'Draft?', answer: 'Yes.' }, token)).body
    const first = await api.put(`/api/faqs/${faq._id}/draft`, { answer: 'First.' }, token)
    const etag = first.headers.get('etag')!
    const second = await api.call('PUT', `/api/faqs/${faq._id}/draft`, {
      body: { answer: 'Colleague.' },
      token: other,
      headers: { 'if-match': etag },
    })
    expect(second.status).toBe(200)
    const stale = await api.call('PUT', `/api/faqs/${faq._id}/draft`, {
      body: { answer: 'Mine, from an old copy.' },
      token,
      headers: { 'if-match': etag },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('colleague')
    expect(stale.body.message).toContain(second.body.updatedAt)
    expect((await api.get(`/api/faqs/${faq._id}/draft`, token)).body.answer).toBe('Colleague.')
    expect((await api.get(`/api/faqs/${faq._id}`)).body.answer).toBe('Yes.')
  })

  it('a trashed item leaves the public site and API, and comes back with its picture', async () => {
    const product = await newProduct('Trashed by mistake')
    const deleted = await api.del(`/api/products/${product._id}`, token)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ message: 'Product deleted successfully' })
    expect((await api.get(`/api/products/${product._id}`)).status).toBe(404)
    expect((await api.get('/api/products')).body.map((p: { _id: string }) => p._id)).not.toContain(
      product._id,
    )
    const trash = await api.get('/api/trash', token)
    expect(trash.status).toBe(200)
    expect(trash.body[0]).toMatchObject({
      _id: product._id,
      type: 'products',
      title: 'Trashed by mistake',
      imageUrl,
      deletedBy: { username: 'owner' },
    })
    expect((await api.get('/api/trash')).status).toBe(401)

    const restored = await api.post(`/api/trash/products/${product._id}/restore`, undefined, token)
    expect(restored.status).toBe(200)
    expect(restored.body).toEqual(product)
    expect((await api.get(`/api/products/${product._id}`)).body).toEqual(product)
    expect((await fetch(app.baseUrl + product.imageUrl)).status).toBe(200)
    expect((await api.get('/api/trash', token)).body).toEqual([])
    expect(
      (await api.post(`/api/trash/products/${product._id}/restore`, undefined, token)).status,
    ).toBe(404)
    expect(
      (await api.post(`/api/trash/users/${product._id}/restore`, undefined, token)).status,
    ).toBe(404)
    // Its history came back with it.
    expect((await api.get(`/api/products/${product._id}/revisions`, token)).body).toHaveLength(1)

    await api.del(`/api/products/${product._id}`, token)
    expect((await api.del(`/api/trash/products/${product._id}`, token)).status).toBe(200)
    expect((await api.get('/api/trash', token)).body).toEqual([])
    expect(
      (await api.post(`/api/trash/products/${product._id}/restore`, undefined, token)).status,
    ).toBe(404)
  })

  it('a trashed FAQ closes its gap, and comes back to its place', async () => {
    const orders = async () =>
      (await api.get('/api/faqs')).body.map((f: { question: string; order: number }) => [
        f.question,
        f.order,
      ])
    const before = await orders()
    const second = (await api.get('/api/faqs')).body[1]
    await api.del(`/api/faqs/${second._id}`, token)
    const without = await orders()
    expect(without.map(([, order]: [string, number]) => order)).toEqual(
      without.map((_: unknown, i: number) => i),
    )
    await api.post(`/api/trash/faqs/${second._id}/restore`, undefined, token)
    expect(await orders()).toEqual(before)
  })
})

describe.each(engines)('scheduled publishing on %s', (engine) => {
  let database: TestDatabase
  const clock = manualClock(new Date('2026-11-30T08:00:00Z'))
  let one: TestApp
  let two: TestApp

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    // Analytics off: days of its roll-up, as the clock jumps a month, are not this test's work.
    one = await startTestApp(engine, { ANALYTICS: 'off' }, database, { clock })
    two = await startTestApp(engine, { ANALYTICS: 'off' }, database, { clock })
    await upsertAdmin(one.ctx.db, OWNER)
  })
  /**
   * Both instances look for due jobs. On PostgreSQL at the same moment. On SQLite one after the
   * other: the two share this test's one thread, and better-sqlite3 waits for a lock by blocking
   * that thread, so one instance's open transaction could never finish while the other waits.
   */
  const tickBoth = async () => {
    if (engine === 'postgres') await Promise.all([one.ctx.jobs.tick(), two.ctx.jobs.tick()])
    else {
      await one.ctx.jobs.tick()
      await two.ctx.jobs.tick()
    }
  }
  afterAll(async () => {
    await one?.close()
    await two?.close()
    await database?.drop()
  })

  it('publishes once across two instances, at its time, and can be cancelled', async () => {
    const api = apiClient(one.baseUrl)
    const token = await api.login(OWNER.email, OWNER.password)
    const home = (await api.get('/api/content/home')).body.content
    home.hero.tagline = 'New hero for Monday 9:00'
    await api.put('/api/content/home/draft', home, token)
    const at = '2026-11-30T09:00:00.000Z'
    const scheduled = await api.post('/api/content/home/publish', { at }, token)
    expect(scheduled.status).toBe(202)
    expect(scheduled.body).toEqual({ scheduledAt: at })
    expect((await api.get('/api/content/home/schedule', token)).body).toMatchObject({
      scheduledAt: at,
      timeZone: 'UTC',
      draft: { author: { username: 'owner' } },
    })

    const listed = await api.get('/api/schedule', token)
    expect(listed.body).toEqual({
      timeZone: 'UTC',
      items: [{ resource: 'content/home', title: 'Home page', scheduledAt: at }],
    })

    clock.set(new Date('2026-11-30T08:59:59Z'))
    await tickBoth()
    expect((await api.get('/api/content/home')).body.content.hero.tagline).not.toBe(
      'New hero for Monday 9:00',
    )

    clock.set(new Date('2026-11-30T09:00:30Z'))
    await tickBoth()
    await tickBoth()
    // Both instances serve it: the one that ran the job at once, the other as soon as it reads
    // the new content version (within half a second, without Redis).
    for (const app of [one, two]) {
      await expect
        .poll(
          async () =>
            (await apiClient(app.baseUrl).get('/api/content/home')).body.content.hero.tagline,
        )
        .toBe('New hero for Monday 9:00')
    }
    const revisions = (await api.get('/api/content/home/revisions', token)).body
    expect(revisions).toHaveLength(1)
    expect(revisions[0].author.username).toBe('owner')
    const entries = (await api.get('/api/activity?limit=50', token)).body.filter(
      (e: { summary: string }) => e.summary.includes('scheduled'),
    )
    expect(entries).toHaveLength(1)
    expect((await api.get('/api/content/home/schedule', token)).body).toEqual({
      scheduledAt: null,
      timeZone: 'UTC',
      draft: null,
    })

    // Cancelled: nothing happens at the time.
    home.hero.tagline = 'Never published'
    await api.put('/api/content/home/draft', home, token)
    await api.post('/api/content/home/publish', { at: '2026-12-01T09:00:00Z' }, token)
    expect((await api.del('/api/content/home/schedule', token)).status).toBe(200)
    clock.set(new Date('2026-12-01T10:00:00Z'))
    await tickBoth()
    expect((await api.get('/api/content/home/revisions', token)).body).toHaveLength(1)
    expect((await api.get('/api/content/home/draft', token)).body.content.hero.tagline).toBe(
      'Never published',
    )
  })

  it('keeps a trashed item 30 days, then deletes it for good', async () => {
    const api = apiClient(two.baseUrl)
    const token = await api.login(OWNER.email, OWNER.password)
    const faq = (await api.post('/api/faqs', { question: 'Kept?', answer: 'A month.' }, token)).body
    expect((await api.del(`/api/faqs/${faq._id}`, token)).status).toBe(200)
    // The trash stamps real time; the purge compares it with the job's clock.
    clock.set(new Date(Date.now() + 29 * 86_400_000))
    await tickBoth()
    expect((await api.get('/api/trash', token)).body).toHaveLength(1)
    clock.set(new Date(Date.now() + 31 * 86_400_000))
    await tickBoth()
    expect((await api.get('/api/trash', token)).body).toEqual([])
  })
})
