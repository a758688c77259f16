import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { makeImage } from '../support/images'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

/** The journal's API (docs/api.md §Journal) on both engines: what the collection tests do not. */
describe.each(engines)('the journal API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let ownerId: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    ownerId = (await api.get('/api/auth/user', token)).body._id
  })
  afterAll(async () => {
    await app?.close()
  })

  const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' })

  it('makes the slug, excerpt and reading time, and renders the body safely', async () => {
    const words = Array.from({ length: 660 }, (_, i) => `word${i}`).join(' ')
    const created = await api.post(
      '/api/posts',
      {
        title: 'Café Notes — Part One',
        body: `Opening line with **bold**. <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))\n\n${words}`,
        tags: 'Design, Web',
      },
      token,
    )
    expect(created.status).toBe(201)
    const post = created.body
    expect(post.slug).toBe('cafe-notes-part-one')
    expect(post.tags).toEqual(['Design', 'Web'])
    // A link markdown-it refuses stays as its text, which is harmless as text.
    expect(post.excerpt).toMatch(/^Opening line with bold\. \[x\]\(javascript:alert\(1\)\) word0/)
    expect(post.excerpt.length).toBeLessThanOrEqual(200)
    expect(post.readingMinutes).toBe(3)
    expect(post.bodyHtml).toContain('<strong>bold</strong>')
    expect(post.bodyHtml).not.toMatch(/<script|onerror=|href="javascript/i)
    expect(post.author).toBeNull()
    expect(post.publishedAt).toEqual(post.createdAt)

    // Its own excerpt wins; saved back unchanged, the made one stays made (it follows the body).
    const own = await api.put(`/api/posts/${post._id}`, { excerpt: 'In short.' }, token)
    expect(own.body.excerpt).toBe('In short.')
    const cleared = await api.put(`/api/posts/${post._id}`, { excerpt: '' }, token)
    expect(cleared.body.excerpt).toBe(post.excerpt)
    const unchanged = await api.put(`/api/posts/${post._id}`, cleared.body, token)
    expect(unchanged.status).toBe(200)
    const edited = await api.put(`/api/posts/${post._id}`, { body: 'A new first line.' }, token)
    expect(edited.body.excerpt).toBe('A new first line.')
  })

  it('keeps a draft post to the team until it goes live, dated the moment it does', async () => {
    const draft = await api.post(
      '/api/posts',
      { title: 'Not Yet', body: 'Still being written.', tags: 'Secret', status: 'draft' },
      token,
    )
    expect(draft.status).toBe(201)
    expect(draft.body.status).toBe('draft')
    const id = draft.body._id
    // Nowhere public: the API's list and record, the tag list (the pages: tests/e2e/journal).
    const titles = (list: { title: string }[]) => list.map((p) => p.title)
    expect(titles((await api.get('/api/posts')).body)).not.toContain('Not Yet')
    expect((await api.get('/api/posts?tag=Secret')).body).toEqual([])
    expect((await api.get(`/api/posts/${id}`)).status).toBe(404)
    // The team sees it, uncached: `?status=all` and the record with a token.
    const all = await api.get('/api/posts?status=all', token)
    expect(all.status).toBe(200)
    expect(all.headers.get('x-cache')).toBeNull()
    expect(titles(all.body)).toContain('Not Yet')
    expect((await api.get(`/api/posts/${id}`, token)).body.title).toBe('Not Yet')
    // A tag narrows the posts alone: elsewhere it is no parameter, nor is `status`.
    await api.get('/api/faqs?tag=a')
    expect((await api.get('/api/faqs?tag=b')).headers.get('x-cache')).toBe('hit')
    // Elsewhere `status` is no parameter at all: the cached answer serves it.
    await api.get('/api/content/home?status=1')
    expect((await api.get('/api/content/home?status=2')).headers.get('x-cache')).toBe('hit')
    // `?status=all` is the team's: no token, no list; an unknown status is named.
    expect((await api.get('/api/posts?status=all')).status).toBe(401)
    const bad = await api.get('/api/posts?status=everything', token)
    expect(bad.status).toBe(400)
    expect(bad.body.errors.status).toBeDefined()

    // A draft's address was never public: renaming it leaves no redirect behind.
    await api.put(`/api/posts/${id}`, { slug: 'not-yet-ready' }, token)
    expect((await visit('/blog/not-yet')).status).toBe(404)

    // It goes live when published, dated then rather than when it was first written.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const live = await api.put(`/api/posts/${id}`, { status: 'published' }, token)
    expect(live.status).toBe(200)
    expect(live.body.publishedAt > draft.body.publishedAt).toBe(true)
    expect((await api.get(`/api/posts/${id}`)).body.title).toBe('Not Yet')
    expect(titles((await api.get('/api/posts?tag=secret')).body)).toEqual(['Not Yet'])
  })

  it('signs a post with a team account, and refuses one that is not', async () => {
    const signed = await api.post(
      '/api/posts',
      { title: 'Signed', body: 'Text.', authorId: ownerId },
      token,
    )
    expect(signed.status).toBe(201)
    expect(signed.body.author).toMatchObject({ _id: ownerId, name: expect.any(String) })
    await app.ctx.db
      .updateTable('users')
      .set({ public_name: 'Ada Byron', job_title: 'Editor', bio: 'Writes about the web.' })
      .where('id', '=', ownerId)
      .execute()
    expect((await api.get(`/api/posts/${signed.body._id}`)).body.author).toEqual({
      _id: ownerId,
      name: 'Ada Byron',
      jobTitle: 'Editor',
      photoUrl: null,
      bio: 'Writes about the web.',
    })

    const stranger = await api.post(
      '/api/posts',
      { title: 'Unsigned', body: 'Text.', authorId: '00000000-0000-4000-8000-000000000000' },
      token,
    )
    expect(stranger.status).toBe(400)
    expect(stranger.body.errors).toEqual({ authorId: ['Choose a member of the team'] })
    const nonsense = await api.post(
      '/api/posts',
      { title: 'Unsigned', body: 'Text.', authorId: 'me' },
      token,
    )
    expect(nonsense.status).toBe(400)
    expect(Object.keys(nonsense.body.errors)).toEqual(['authorId'])
  })

  it('lets each account edit its own author card, shown at once on the posts it signs', async () => {
    const post = await api.post(
      '/api/posts',
      { title: 'Card Test', body: 'Text.', authorId: ownerId },
      token,
    )
    // Read once, so the public answer is kept in the cache.
    expect((await api.get(`/api/posts/${post.body._id}`)).headers.get('x-cache')).toBe('miss')
    const bytes = await makeImage('png', { width: 321, height: 321 })
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png')
    const photo = await api.call('POST', '/api/upload', { raw: form, token })
    expect(photo.status).toBe(201)

    const saved = await api.put(
      '/api/auth/profile',
      { publicName: 'Grace H.', jobTitle: 'Lead writer', photoUrl: photo.body.url, bio: '' },
      token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      publicName: 'Grace H.',
      jobTitle: 'Lead writer',
      photoUrl: photo.body.url,
      bio: null,
    })
    expect((await api.get('/api/auth/profile', token)).body).toEqual(saved.body)
    const card = (await api.get(`/api/posts/${post.body._id}`)).body.author
    expect(card).toMatchObject({
      name: 'Grace H.',
      jobTitle: 'Lead writer',
      photoUrl: photo.body.url,
    })
    // The media library knows the photo is used, and where it is edited.
    const item = (await api.get(`/api/media/${photo.body._id}`, token)).body
    expect(item.usedBy).toEqual([
      expect.objectContaining({ type: 'author', _id: ownerId, title: 'Author card of Grace H.' }),
    ])
    const log = (await api.get('/api/activity', token)).body
    expect(log[0].summary).toBe('Updated their author card')

    // Bad input names the field; no token, no card.
    const bad = await api.put('/api/auth/profile', { photoUrl: 'javascript:alert(1)' }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.errors.photoUrl).toEqual(['Please upload an image'])
    const long = await api.put('/api/auth/profile', { bio: 'x'.repeat(401) }, token)
    expect(long.body.errors.bio).toBeDefined()
    expect((await api.get('/api/auth/profile')).status).toBe(401)
  })

  it('refuses a taken slug, and answers a changed one with a 301 from the old path', async () => {
    const first = (await api.post('/api/posts', { title: 'Launch Week', body: 'a' }, token)).body
    const second = await api.post('/api/posts', { title: 'Launch week', body: 'b' }, token)
    expect(second.body.slug).toBe('launch-week-2')
    const taken = await api.post(
      '/api/posts',
      { title: 'Other', body: 'c', slug: 'launch-week' },
      token,
    )
    expect(taken.status).toBe(400)
    expect(taken.body.errors.slug).toEqual(['Another post already uses this slug'])

    await api.put(`/api/posts/${first._id}`, { slug: 'launch-days' }, token)
    const res = await visit('/blog/launch-week?utm_source=feed')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/blog/launch-days?utm_source=feed')
  })

  it('answers bad input with a clear JSON error, never a 500', async () => {
    for (const body of [
      {},
      { title: 'x' },
      { title: 'x', body: 'y', tags: 42 },
      { title: 'x', body: 'y', publishedAt: 'yesterday' },
      { title: 'x', body: 'y', coverImage: 'javascript:alert(1)' },
      { title: 'x', body: 'y', slug: '../admin' },
      { title: 'x', body: 'y'.repeat(90_001) },
    ]) {
      const res = await api.post('/api/posts', body, token)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.body.message).toBeTruthy()
    }
  })
})
