import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePageNames } from '~/copy/documents'
import { readContentVersion } from '~/core/content-version.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import { migrateToLatest } from '../../db/migrate'
import { addFirstRevisions } from '../../db/migrations/016-first-revisions'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { migrateUpTo } from '../support/migrations'
import { makeImage } from '../support/images'
import { startSmtpServer } from '../support/smtp'
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
    expect((await api.get('/api/content/no-such-page/revisions', token)).status).toBe(404)
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
      failed: [],
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
      failed: null,
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

describe.each(engines)('no draft is overwritten unseen on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let owner: string
  let colleague: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    await upsertAdmin(app.ctx.db, {
      email: 'colleague@agency.test',
      password: 'another horse battery',
      username: 'colleague',
    })
    owner = await api.login(OWNER.email, OWNER.password)
    colleague = await api.login('colleague@agency.test', 'another horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  const newFaq = async (question: string) =>
    (await api.post('/api/faqs', { question, answer: 'As published.' }, owner)).body as {
      _id: string
    }
  const putDraft = (path: string, body: unknown, token: string, headers: Record<string, string>) =>
    api.call('PUT', `${path}/draft`, { body, token, headers })

  it('two tabs open with no draft: the second to save meets the first, with who and when', async () => {
    const faq = await newFaq('Opened in two tabs?')
    const path = `/api/faqs/${faq._id}`
    const first = await putDraft(path, { answer: 'Mine, first.' }, colleague, {
      'if-none-match': '*',
    })
    expect(first.status).toBe(200)
    const stale = await putDraft(path, { answer: 'Mine, second.' }, owner, {
      'if-none-match': '*',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      `This draft was saved by colleague at ${first.body.updatedAt} since you opened it`,
    )
    expect(stale.body.conflict).toEqual({
      draft: {
        etag: first.headers.get('etag')!.replace(/"/g, ''),
        updatedAt: first.body.updatedAt,
        author: { _id: expect.any(String), username: 'colleague' },
      },
      published: expect.objectContaining({
        author: expect.objectContaining({ username: 'owner' }),
      }),
    })
    expect((await api.get(`${path}/draft`, owner)).body.answer).toBe('Mine, first.')

    // Overwrite: the second names the draft it was shown, and saves over it.
    const over = await putDraft(path, { answer: 'Mine, second.' }, owner, {
      'if-match': first.headers.get('etag')!,
    })
    expect(over.status).toBe(200)
    expect((await api.get(`${path}/draft`, owner)).body.answer).toBe('Mine, second.')
    expect((await api.get(path)).body.answer).toBe('As published.')
  })

  it('of two saves naming the same draft at the same moment, exactly one lands', async () => {
    const faq = await newFaq('Saved at once?')
    const path = `/api/faqs/${faq._id}`
    const base = await putDraft(path, { answer: 'Base.' }, owner, { 'if-none-match': '*' })
    const etag = base.headers.get('etag')!
    const answers = ['One.', 'Two.', 'Three.', 'Four.']
    const saves = await Promise.all(
      answers.map((answer, i) =>
        putDraft(path, { answer }, i % 2 ? owner : colleague, { 'if-match': etag }),
      ),
    )
    expect(saves.map((s) => s.status).sort()).toEqual([200, 409, 409, 409])
    const winner = saves.find((s) => s.status === 200)!
    expect((await api.get(`${path}/draft`, owner)).body.answer).toBe(winner.body.answer)
    for (const lost of saves.filter((s) => s.status === 409)) {
      expect(lost.body.conflict.draft.etag).toBe(winner.headers.get('etag')!.replace(/"/g, ''))
    }
  })

  it('a draft published or discarded since is a 409 too, naming the last publish', async () => {
    const faq = await newFaq('Published under me?')
    const path = `/api/faqs/${faq._id}`
    const opened = await putDraft(path, { answer: 'Drafted.' }, owner, { 'if-none-match': '*' })
    const published = await api.call('POST', `${path}/publish`, {
      body: {},
      token: colleague,
      headers: { 'if-match': opened.headers.get('etag')! },
    })
    expect(published.status).toBe(200)
    const stale = await putDraft(path, { answer: 'From my old tab.' }, owner, {
      'if-match': opened.headers.get('etag')!,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(
      /^The draft you opened was published or discarded since \(last published by colleague at /,
    )
    expect(stale.body.conflict.draft).toBeNull()
    expect(stale.body.conflict.published.author.username).toBe('colleague')
    expect((await api.get(`${path}/draft`, owner)).status).toBe(404)
  })

  it('a stale tab neither publishes nor discards over a newer draft', async () => {
    const faq = await newFaq('Stale publish?')
    const path = `/api/faqs/${faq._id}`
    const mine = await putDraft(path, { answer: 'Old draft.' }, owner, { 'if-none-match': '*' })
    const theirs = await putDraft(path, { answer: 'Their newer draft.' }, colleague, {
      'if-match': mine.headers.get('etag')!,
    })
    const version = await readContentVersion(app.ctx.db)
    for (const [method, route] of [
      ['POST', `${path}/publish`],
      ['DELETE', `${path}/draft`],
    ] as const) {
      const res = await api.call(method, route, {
        body: method === 'POST' ? {} : undefined,
        token: owner,
        headers: { 'if-match': mine.headers.get('etag')! },
      })
      expect(res.status, method).toBe(409)
      expect(res.body.conflict.draft.author.username, method).toBe('colleague')
    }
    expect((await api.get(`${path}/draft`, owner)).body.answer).toBe('Their newer draft.')
    expect((await api.get(path)).body.answer).toBe('As published.')
    expect(await readContentVersion(app.ctx.db)).toBe(version)
    // Named, theirs goes: the tab was shown it.
    const discarded = await api.call('DELETE', `${path}/draft`, {
      token: owner,
      headers: { 'if-match': theirs.headers.get('etag')! },
    })
    expect(discarded.status).toBe(200)
    expect((await api.get(`${path}/draft`, owner)).status).toBe(404)
  })

  it('a direct publish while someone has a draft is a 409: the draft is neither lost nor left stale', async () => {
    const faq = await newFaq('Direct over a draft?')
    await api.post(
      '/api/contact',
      { address: '1 Quay St', phone: '+44 20 0000 0000', email: 'hello@agency.test' },
      owner,
    )
    const home = (await api.get('/api/content/home')).body
    const cases = [
      { path: `/api/faqs/${faq._id}`, draft: { answer: 'Drafted.' }, put: { answer: 'Direct.' } },
      {
        path: '/api/content/home',
        draft: { ...home.content, hero: { ...home.content.hero, tagline: 'Drafted.' } },
        put: { ...home.content, hero: { ...home.content.hero, tagline: 'Direct.' } },
      },
      {
        path: '/api/contact',
        draft: { address: 'Drafted.', phone: '+44 20 0000 0000', email: 'hello@agency.test' },
        put: { address: 'Direct.', phone: '+44 20 0000 0000', email: 'hello@agency.test' },
      },
    ]
    for (const { path, draft, put } of cases) {
      const saved = await putDraft(path, draft, colleague, { 'if-none-match': '*' })
      expect(saved.status, path).toBe(200)
      const before = (await api.get(path)).body
      const direct = await api.put(path, put, owner)
      expect(direct.status, path).toBe(409)
      expect(direct.body.message, path).toBe(
        `colleague saved a draft of this at ${saved.body.updatedAt}: publish it, discard it or save yours over it first`,
      )
      expect(direct.body.conflict.draft.author.username, path).toBe('colleague')
      expect((await api.get(path)).body, path).toEqual(before)
      expect((await api.get(`${path}/draft`, owner)).status, path).toBe(200)
    }
    // The contact details' POST publishes too.
    const posted = await api.post(
      '/api/contact',
      { address: 'Posted.', phone: '+44 20 0000 0000', email: 'hello@agency.test' },
      owner,
    )
    expect(posted.status).toBe(409)
    // Once the draft is gone, a PUT publishes at once, as before.
    await api.del('/api/content/home/draft', colleague)
    expect((await api.put('/api/content/home', cases[1]!.put, owner)).status).toBe(200)
  })

  it('a restore keeps the draft there is', async () => {
    const faq = await newFaq('Restored under a draft?')
    const path = `/api/faqs/${faq._id}`
    await api.put(path, { answer: 'Second.' }, owner)
    await putDraft(path, { answer: 'Drafted.' }, colleague, { 'if-none-match': '*' })
    const [, first] = (await api.get(`${path}/revisions`, owner)).body
    const restored = await api.post(`${path}/revisions/${first._id}/restore`, undefined, owner)
    expect(restored.status).toBe(200)
    expect(restored.body.answer).toBe('As published.')
    expect((await api.get(`${path}/draft`, owner)).body.answer).toBe('Drafted.')
  })

  it('restoring a project whose slug was taken since is a 409 naming it, never a 500', async () => {
    const project = {
      description: 'A portal.',
      imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
      category: 'web',
      technologies: ['React'],
    }
    const gone = (await api.post('/api/portfolio', { ...project, title: 'Harbour' }, owner)).body
    expect(gone.slug).toBe('harbour')
    await api.del(`/api/portfolio/${gone._id}`, owner)
    const taker = (
      await api.post('/api/portfolio', { ...project, title: 'New Harbour', slug: 'harbour' }, owner)
    ).body
    expect(taker.slug).toBe('harbour')

    const refused = await api.post(`/api/trash/portfolio/${gone._id}/restore`, undefined, owner)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'The slug “harbour” was taken by “New Harbour” after this project was deleted: give that project another slug, then restore this one',
    )
    expect(refused.body.errors).toEqual({ slug: ['“harbour” is taken by “New Harbour”'] })
    expect((await api.get('/api/trash', owner)).body.map((t: { _id: string }) => t._id)).toContain(
      gone._id,
    )
    expect((await api.get(`/api/portfolio/${gone._id}`)).status).toBe(404)

    // Given another slug, the taker leaves a redirect behind at /portfolio/harbour; the project
    // restored there takes its address back, so the redirect goes.
    const redirected = async () =>
      (await api.get('/api/redirects', owner)).body
        .filter((r: { from: string }) => r.from === '/portfolio/harbour')
        .map((r: { to: string }) => r.to)
    await api.put(`/api/portfolio/${taker._id}`, { slug: 'new-harbour' }, owner)
    expect(await redirected()).toEqual(['/portfolio/new-harbour'])
    const back = await api.post(`/api/trash/portfolio/${gone._id}/restore`, undefined, owner)
    expect(back.status).toBe(200)
    expect(back.body.slug).toBe('harbour')
    expect(await redirected()).toEqual([])
  })
})

describe.each(engines)('every publish checks the menu links on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let header: { items: { label: string; to: string }[]; callToAction: unknown }
  const broken = (doc: typeof header, to: string) => ({
    ...doc,
    items: [...doc.items, { label: 'Careers', to }],
  })
  const liveHeader = async () => (await api.get('/api/content/header')).body.content

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    header = await liveHeader()
  })
  afterAll(async () => {
    await app?.close()
  })

  // The link added last, after the menu's own.
  const field = () => `items.${header.items.length}.to`
  const refusal = (to: string) => ({
    message: 'Validation failed',
    errors: { [field()]: [`There is no page at ${to}`] },
  })

  it('a draft with a broken link is kept, but neither published nor scheduled', async () => {
    expect((await api.put('/api/content/header', broken(header, '/carrers'), token)).body).toEqual(
      refusal('/carrers'),
    )
    const saved = await api.put('/api/content/header/draft', broken(header, '/carrers'), token)
    expect(saved.status).toBe(200)
    const published = await api.post('/api/content/header/publish', {}, token)
    expect(published.status).toBe(400)
    expect(published.body).toEqual(refusal('/carrers'))
    const scheduled = await api.post(
      '/api/content/header/publish',
      { at: new Date(Date.now() + 3600_000).toISOString() },
      token,
    )
    expect(scheduled.status).toBe(400)
    expect(scheduled.body).toEqual(refusal('/carrers'))
    expect((await api.get('/api/content/header/schedule', token)).body.scheduledAt).toBeNull()
    expect(await liveHeader()).toEqual(header)
    expect((await api.get('/api/content/header/draft', token)).body.content.items.at(-1).to).toBe(
      '/carrers',
    )

    // Fixed, it goes.
    await api.put('/api/content/header/draft', broken(header, '/company/careers'), token)
    expect((await api.post('/api/content/header/publish', {}, token)).status).toBe(200)
    expect((await liveHeader()).items.at(-1).to).toBe('/company/careers')
  })

  it('a revision whose link leads nowhere now is not restored', async () => {
    const item = (
      await api.post(
        '/api/portfolio',
        {
          title: 'Linked Project',
          description: 'Linked from the menu.',
          imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
          category: 'web',
          technologies: [],
        },
        token,
      )
    ).body
    expect(
      (await api.put('/api/content/header', broken(header, '/portfolio/linked-project'), token))
        .status,
    ).toBe(200)
    const [linked] = (await api.get('/api/content/header/revisions', token)).body
    await api.put('/api/content/header', header, token)
    await api.del(`/api/portfolio/${item._id}`, token)

    const restored = await api.post(
      `/api/content/header/revisions/${linked._id}/restore`,
      undefined,
      token,
    )
    expect(restored.status).toBe(400)
    expect(restored.body).toEqual(refusal('/portfolio/linked-project'))
    expect(await liveHeader()).toEqual(header)
  })
})

describe.each(engines)('a scheduled publish that cannot go live, on %s', (engine) => {
  const clock = manualClock(new Date('2026-11-30T08:00:00Z'))
  let app: TestApp
  let api: ApiClient
  let owner: string
  let colleague: string
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>

  beforeAll(async () => {
    smtp = await startSmtpServer()
    app = await startTestApp(
      engine,
      {
        ANALYTICS: 'off',
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: 'team@agency.example',
        SITE_URL: 'https://agency.example',
      },
      undefined,
      { clock },
    )
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    await upsertAdmin(app.ctx.db, {
      email: 'colleague@agency.test',
      password: 'another horse battery',
      username: 'colleague',
    })
    owner = await api.login(OWNER.email, OWNER.password)
    colleague = await api.login('colleague@agency.test', 'another horse battery')
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
  })

  /** A mail's text as written: quoted-printable's folds and escapes undone. */
  const textOf = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25))
    expect(check()).toBe(true)
  }

  it('stops, keeps the draft, and says why on the dashboard, in the editor and by mail', async () => {
    const project = (
      await api.post(
        '/api/portfolio',
        {
          title: 'Spring Launch',
          description: 'Linked from the menu for its launch.',
          imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
          category: 'web',
          technologies: [],
        },
        owner,
      )
    ).body
    const live = (await api.get('/api/content/header')).body.content
    const draft = {
      ...live,
      items: [...live.items, { label: 'Spring', to: '/portfolio/spring-launch' }],
    }
    await api.put('/api/content/header/draft', draft, colleague)
    const at = '2026-11-30T09:00:00.000Z'
    expect((await api.post('/api/content/header/publish', { at }, colleague)).status).toBe(202)
    // The project goes before the menu that links to it does.
    await api.del(`/api/portfolio/${project._id}`, owner)

    clock.set(new Date('2026-11-30T09:00:30Z'))
    await app.ctx.jobs.tick()
    expect((await api.get('/api/content/header')).body.content).toEqual(live)
    const failed = {
      scheduledAt: at,
      failedAt: '2026-11-30T09:00:30.000Z',
      reason: 'There is no page at /portfolio/spring-launch',
      errors: {
        [`items.${live.items.length}.to`]: ['There is no page at /portfolio/spring-launch'],
      },
      scheduledBy: { _id: expect.any(String), username: 'colleague' },
    }
    // The editor: nothing scheduled any more, the draft kept, and why it did not go live.
    const schedule = (await api.get('/api/content/header/schedule', owner)).body
    expect(schedule).toMatchObject({ scheduledAt: null, failed })
    expect(schedule.draft.author.username).toBe('colleague')
    // The dashboard: not among the scheduled, but among the failed.
    expect((await api.get('/api/schedule', owner)).body).toEqual({
      timeZone: 'UTC',
      items: [],
      failed: [{ resource: 'content/header', title: 'Header menu page', ...failed }],
    })

    // Not retried, nor moved: an hour on, nothing has run again.
    clock.set(new Date('2026-11-30T10:00:00Z'))
    await app.ctx.jobs.tick()
    await app.ctx.jobs.tick()
    expect((await api.get('/api/content/header/revisions', owner)).body).toEqual([])
    const rows = await app.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'editorial.publish')
      .execute()
    expect(rows).toEqual([])

    // Whoever scheduled it is told, once.
    await until(() => smtp.received.length === 1)
    const mail = smtp.received[0]!
    expect(mail.to).toEqual(['colleague@agency.test'])
    const text = textOf(mail.raw)
    expect(text).toContain('Subject: Scheduled publish failed: Header menu page')
    expect(text).toContain('There is no page at /portfolio/spring-launch')
    expect(text).toMatch(/Header menu page was scheduled to go live Nov 30, 2026, 9:00\sAM \(UTC\)/)
    expect(text).toContain('https://agency.example/admin/site-content/header')

    // Scheduled again (the project is back), the failure goes; published, so does the draft.
    await api.post(`/api/trash/portfolio/${project._id}/restore`, undefined, owner)
    const again = await api.post(
      '/api/content/header/publish',
      { at: '2026-11-30T11:00:00.000Z' },
      colleague,
    )
    expect(again.status).toBe(202)
    expect((await api.get('/api/content/header/schedule', owner)).body.failed).toBeNull()
    clock.set(new Date('2026-11-30T11:00:01Z'))
    await app.ctx.jobs.tick()
    expect((await api.get('/api/content/header')).body.content.items.at(-1).to).toBe(
      '/portfolio/spring-launch',
    )
    expect((await api.get('/api/schedule', owner)).body.failed).toEqual([])
    expect(smtp.received).toHaveLength(1)
  })

  it('a failure can be dismissed; one of a record in the trash is not listed', async () => {
    const faq = (await api.post('/api/faqs', { question: 'Scheduled?', answer: 'Yes.' }, owner))
      .body
    // An answer the FAQ schema refuses, stored behind its back: it can no longer be published.
    await api.put(`/api/faqs/${faq._id}/draft`, { answer: 'Soon.' }, owner)
    await api.post(`/api/faqs/${faq._id}/publish`, { at: '2026-12-01T09:00:00Z' }, owner)
    await app.ctx.db
      .updateTable('drafts')
      .set({ document: JSON.stringify({ question: '', answer: 'Soon.', category: 'General' }) })
      .where('resource', '=', `faqs/${faq._id}`)
      .execute()
    clock.set(new Date('2026-12-01T09:00:05Z'))
    await app.ctx.jobs.tick()
    const failed = (await api.get(`/api/faqs/${faq._id}/schedule`, owner)).body.failed
    expect(failed.reason).toBe('Required')
    expect(failed.errors).toEqual({ question: ['Required'] })
    expect((await api.get('/api/schedule', owner)).body.failed).toHaveLength(1)

    await api.del(`/api/faqs/${faq._id}`, owner)
    expect((await api.get('/api/schedule', owner)).body.failed).toEqual([])
    await api.post(`/api/trash/faqs/${faq._id}/restore`, undefined, owner)
    expect((await api.get('/api/schedule', owner)).body.failed).toHaveLength(1)

    const dismissed = await api.del(`/api/faqs/${faq._id}/schedule`, owner)
    expect(dismissed.body).toEqual({ message: 'Failed schedule dismissed' })
    expect((await api.get('/api/schedule', owner)).body.failed).toEqual([])
    expect((await api.get(`/api/faqs/${faq._id}/draft`, owner)).body.answer).toBe('Soon.')
    expect((await api.del(`/api/faqs/${faq._id}/schedule`, owner)).status).toBe(404)
  })
})

describe.each(engines)('every record starts with a revision on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SEED: 'demo' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  /** Every record the demo holds, by its path under /api. */
  const resources = async () => [
    ...sitePageNames.map((page) => `content/${page}`),
    ...(
      await Promise.all(
        ['portfolio', 'products', 'faqs'].map(async (kind) =>
          (await api.get(`/api/${kind}`)).body.map((r: { _id: string }) => `${kind}/${r._id}`),
        ),
      )
    ).flat(),
    'contact',
  ]
  /** What a revision of the record keeps: GET's answer without the server's fields. */
  const documentNow = async (resource: string) => {
    const { _id, createdAt, updatedAt, ...rest } = (await api.get(`/api/${resource}`)).body
    void [_id, createdAt, updatedAt]
    return resource.startsWith('content/') ? rest.content : rest
  }

  it('the demo seed gives every record its launch copy, which History compares and restores', async () => {
    const all = await resources()
    expect(all).toHaveLength(sitePageNames.length + 10 + 6 + 4 + 1)
    for (const resource of all) {
      const list = (await api.get(`/api/${resource}/revisions`, token)).body
      expect(list, resource).toHaveLength(1)
      expect(list[0].author, resource).toBeNull()
      const launch = (await api.get(`/api/${resource}/revisions/${list[0]._id}`, token)).body
      expect(launch.document, resource).toEqual(await documentNow(resource))
    }

    const faq = (await api.get('/api/faqs')).body[0]
    const [launch] = (await api.get(`/api/faqs/${faq._id}/revisions`, token)).body
    await api.put(`/api/faqs/${faq._id}`, { answer: 'Changed after the launch.' }, token)
    const restored = await api.post(
      `/api/faqs/${faq._id}/revisions/${launch._id}/restore`,
      undefined,
      token,
    )
    expect(restored.status).toBe(200)
    expect(restored.body.answer).toBe(faq.answer)
  })

  it('migration 016 gives each record of an older database a first revision, as GET shows it', async () => {
    const all = await resources()
    // As a database from before: no revisions; one item in the trash; one product with a
    // revision of its own already, which stays the only one.
    await app.ctx.db.deleteFrom('revisions').execute()
    const product = all.find((r) => r.startsWith('products/'))!
    await api.put(`/api/${product}`, { price: 1234 }, token)
    const faq = all.find((r) => r.startsWith('faqs/'))!
    await api.del(`/api/${faq}`, token)

    const before = await app.ctx.db.selectFrom('revisions').selectAll().execute()
    const added = await addFirstRevisions(app.ctx.db as never)
    // Every record but the product that had one: the trashed FAQ included.
    expect(added).toBe(all.length - 1)
    expect(await addFirstRevisions(app.ctx.db as never)).toBe(0)

    const check = async (resource: string) => {
      const list = (await api.get(`/api/${resource}/revisions`, token)).body
      expect(list, resource).toHaveLength(1)
      const first = (await api.get(`/api/${resource}/revisions/${list[0]._id}`, token)).body
      expect(first.document, resource).toEqual(await documentNow(resource))
      if (resource === product) {
        expect(first._id).toBe(before[0]!.id)
        return
      }
      expect(first.author, resource).toBeNull()
      // Timed when the record was last saved.
      const { updatedAt } = (await api.get(`/api/${resource}`)).body
      expect(first.createdAt, resource).toBe(updatedAt)
    }
    for (const resource of all.filter((r) => r !== faq)) await check(resource)
    // The trashed FAQ's, once it is back (which moves the others down, as ADR 066 has it).
    await api.post(`/api/trash/${faq}/restore`, undefined, token)
    await check(faq)
  })
})

describe.each(engines)('migration 016 on %s', (engine) => {
  let database: TestDatabase
  let handle: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase(engine)
    handle = await openDatabase(database.url)
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('runs on a database from before it', async () => {
    const old = await migrateUpTo(handle, '013-leads')
    const at = '2026-01-02T03:04:05.000Z'
    await old
      .insertInto('faqs')
      .values({
        id: 'faq-1',
        question: 'Launched?',
        answer: 'Before history.',
        category: 'General',
        position: 0,
        created_at: at,
        updated_at: at,
      })
      .execute()
    expect(await migrateToLatest(handle)).toContain('016-first-revisions')
    const revisions = await handle.db.selectFrom('revisions').selectAll().execute()
    expect(revisions).toEqual([
      {
        id: expect.any(String),
        resource: 'faqs/faq-1',
        document: JSON.stringify({
          question: 'Launched?',
          answer: 'Before history.',
          category: 'General',
          order: 0,
        }),
        author_id: null,
        author_name: null,
        created_at: at,
      },
    ])
  })
})
