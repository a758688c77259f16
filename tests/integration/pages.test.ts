import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECTION_TYPES } from '~/features/pages/sections'
import { storeImage } from '~/features/uploads/queries.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

/** One valid section of each type (docs/api.md §Pages), with a picture where one is needed. */
const everySection = (image: string) => [
  {
    type: 'hero',
    heading: 'Spring offer',
    text: 'A new site by summer.',
    image,
    buttons: [{ label: 'Book a call', href: '/contact' }],
  },
  { type: 'text', markdown: 'Plain **words** and a [link](/services).' },
  { type: 'features', heading: 'What you get', items: [{ title: 'Design', text: 'Ours.' }] },
  { type: 'imageText', image, alt: 'The team', heading: 'Who', markdown: 'Us.' },
  { type: 'stats', items: [{ value: '120+', label: 'Sites' }] },
  { type: 'testimonials', items: [{ quote: 'Great.', name: 'Ana', role: 'CEO' }] },
  { type: 'faq', items: [{ question: 'How long?', answer: 'Six weeks.' }] },
  {
    type: 'cta',
    heading: 'Ready?',
    text: 'Talk to us.',
    button: { label: 'Contact', href: 'https://example.com/book' },
  },
  { type: 'contactForm', heading: 'Tell us more' },
  { type: 'projects', limit: 3 },
  { type: 'posts', tag: 'Web', limit: 2 },
]

/** Composed pages' API (docs/api.md §Pages) on both engines: what the collection tests do not. */
describe.each(engines)('the pages API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let image: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    image = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' })
  const create = (body: Record<string, unknown>) => api.post('/api/pages', body, token)

  it('takes every section type and gives them back in order', async () => {
    const sections = everySection(image)
    const created = await create({ title: 'Every section', path: '/every/section', sections })
    expect(created.status).toBe(201)
    expect(created.body.sections.map((s: { type: string }) => s.type)).toEqual([...SECTION_TYPES])
    expect(created.body).toMatchObject({ path: '/every/section', noindex: false })
    const read = await api.get(`/api/pages/${created.body._id}`, token)
    expect(read.body.sections).toEqual(created.body.sections)
    // The list is the team's: a token, drafts included, and never a public answer.
    expect((await api.get('/api/pages')).status).toBe(401)
    expect(
      (await api.get('/api/pages', token)).body.map((p: { path: string }) => p.path),
    ).toContain('/every/section')
  })

  it('is found by site search by the texts of its sections once published, a draft never', async () => {
    const sections = [
      {
        type: 'faq',
        items: [{ question: 'Do you build kiosks?', answer: 'Yes: zephyrwood kiosks.' }],
      },
    ]
    await create({ title: 'Kiosks', path: '/kiosks/zephyr', sections })
    await create({ title: 'Hidden kiosks', path: '/kiosks/hidden', sections, status: 'draft' })
    const found = (await api.get('/api/search?q=zephyrwood')).body as {
      type: string
      url: string
    }[]
    expect(found.map((r) => [r.type, r.url])).toEqual([['page', '/kiosks/zephyr']])
  })

  it('names an unknown section type, and each missing field of a section, in a 400', async () => {
    const unknown = await create({
      title: 'Bad',
      path: '/bad/one',
      sections: [{ type: 'hero', heading: 'H', text: 'T' }, { type: 'carousel' }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors['sections.1.type']).toEqual([
      expect.stringContaining('Unknown section type “carousel”'),
    ])
    expect(unknown.body.errors['sections.1.type'][0]).toContain('hero, text, features')

    const noType = await create({ title: 'Bad', path: '/bad/two', sections: [{ heading: 'H' }] })
    expect(noType.status).toBe(400)
    expect(Object.keys(noType.body.errors)).toEqual(['sections.0.type'])

    // Each type without its required fields: every one is named at its path.
    const required: Record<string, string[]> = {
      hero: ['heading', 'text'],
      text: ['markdown'],
      features: ['heading', 'items'],
      imageText: ['image', 'alt', 'heading', 'markdown'],
      stats: ['items'],
      testimonials: ['items'],
      faq: ['items'],
      cta: ['heading', 'text', 'button'],
      contactForm: ['heading'],
      projects: ['limit'],
      posts: ['limit'],
    }
    expect(Object.keys(required).sort()).toEqual([...SECTION_TYPES].sort())
    const bare = SECTION_TYPES.map((type) => ({ type }))
    const missing = await create({ title: 'Bare', path: '/bad/bare', sections: bare })
    expect(missing.status).toBe(400)
    const expected = SECTION_TYPES.flatMap((type, i) =>
      required[type]!.map((field) => `sections.${i}.${field}`),
    )
    expect(Object.keys(missing.body.errors).sort()).toEqual(expected.sort())

    // A field inside a list item is named to the item.
    const item = await create({
      title: 'Bad',
      path: '/bad/item',
      sections: [{ type: 'faq', items: [{ question: 'Q?', answer: 'A.' }, { question: 'Q2?' }] }],
    })
    expect(Object.keys(item.body.errors)).toEqual(['sections.0.items.1.answer'])
    // A link that leads off the site in disguise is refused, as in the menus.
    const link = await create({
      title: 'Bad',
      path: '/bad/link',
      sections: [
        { type: 'cta', heading: 'H', text: 'T', button: { label: 'Go', href: '//evil.test' } },
      ],
    })
    expect(Object.keys(link.body.errors)).toEqual(['sections.0.button.href'])
    expect(
      (await api.get('/api/pages', token)).body.map((p: { path: string }) => p.path),
    ).not.toContain('/bad/item')
  })

  it('takes only lower-case paths the site does not answer yet (409)', async () => {
    const page = { title: 'Offer', sections: [] }
    for (const path of ['offer', '/Offer', '/offer//x', '/offer_x', '/offer x', '/']) {
      const res = await create({ ...page, path })
      expect(res.status, path).toBe(400)
      expect(Object.keys(res.body.errors)).toEqual(['path'])
    }
    const taken = async (path: string, what: RegExp) => {
      const res = await create({ ...page, path })
      expect(res.status, path).toBe(409)
      expect(res.body.message).toMatch(what)
      expect(Object.keys(res.body.errors ?? {})).toEqual(['path'])
    }
    await taken('/services', /a page of the site/)
    await taken('/company/team', /a page of the site/)
    await taken('/search', /a page of the site/)
    await taken('/services/web-development', /the service pages/)
    await taken('/blog/some-future-post', /the journal/)
    await taken('/admin/pages', /the portal/)
    await taken('/api/x', /the API/)

    expect((await create({ ...page, path: '/offer/spring' })).status).toBe(201)
    await taken('/offer/spring', /the page “Offer”/)
    const redirect = await api.post(
      '/api/redirects',
      { from: '/old-offer', to: '/contact', status: 301 },
      token,
    )
    expect(redirect.status).toBe(201)
    await taken('/old-offer', /a redirect to \/contact/)
    // A path that only differs by a trailing slash is the same path.
    await taken('/offer/spring/', /the page “Offer”/)
  })

  it('answers a changed path with a 301 from the old one, and may take its old path back', async () => {
    const created = await create({ title: 'Moving', path: '/moving/first', sections: [] })
    const id = created.body._id
    const moved = await api.put(`/api/pages/${id}`, { path: '/moving/second' }, token)
    expect(moved.status).toBe(200)
    const res = await visit('/moving/first?utm_source=mail')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/moving/second?utm_source=mail')
    // Its own old address is no conflict: it goes back, and the old 301 leaves with it.
    const back = await api.put(`/api/pages/${id}`, { path: '/moving/first' }, token)
    expect(back.status).toBe(200)
    expect((await visit('/moving/first')).status).not.toBe(301)
    expect((await visit('/moving/second')).status).toBe(301)

    // A draft's path was never public: changing it leaves no redirect.
    const draft = await create({
      title: 'Draft',
      path: '/draft/first',
      sections: [],
      status: 'draft',
    })
    await api.put(`/api/pages/${draft.body._id}`, { path: '/draft/second' }, token)
    expect((await visit('/draft/first')).status).toBe(404)
  })
})

describe.each(engines)('a page in a second language, and its preview link, on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  it("translates the sections' texts, and never their number, order or links", async () => {
    const sections = [
      {
        type: 'hero',
        heading: 'Spring offer',
        text: 'By summer.',
        buttons: [{ label: 'Call', href: '/contact' }],
      },
      { type: 'faq', items: [{ question: 'How long?', answer: 'Six weeks.' }] },
    ]
    const page = (
      await api.post('/api/pages', { title: 'Offer', path: '/offer/de-test', sections }, token)
    ).body
    const german = structuredClone(page)
    german.title = 'Angebot'
    german.sections[0].heading = 'Frühlingsangebot'
    german.sections[0].buttons[0].label = 'Anrufen'
    german.sections[0].buttons[0].href = '/services'
    german.sections[1].items[0].answer = 'Sechs Wochen.'
    german.sections.push({ type: 'contactForm', heading: 'Extra' })
    const saved = await api.put(`/api/pages/${page._id}?lang=de`, german, token)
    expect(saved.status).toBe(200)

    const read = (await api.get(`/api/pages/${page._id}?lang=de`, token)).body
    expect(read.title).toBe('Angebot')
    expect(read.sections).toEqual([
      {
        ...sections[0],
        heading: 'Frühlingsangebot',
        buttons: [{ label: 'Anrufen', href: '/contact' }],
        image: null,
        alt: null,
      },
      { type: 'faq', items: [{ question: 'How long?', answer: 'Sechs Wochen.' }] },
    ])
    const english = (await api.get(`/api/pages/${page._id}`, token)).body
    expect(english.sections).toEqual(page.sections)
    const states = (await api.get('/api/translations', token)).body as {
      type: string
      _id: string
      state: string
    }[]
    expect(states).toContainEqual(
      expect.objectContaining({ type: 'pages', _id: page._id, state: 'done' }),
    )
  })

  it('gives a link at the page’s path for the page as the builder holds it, checked like a save', async () => {
    const page = {
      title: 'Not saved yet',
      path: '/preview/me',
      sections: [{ type: 'text', markdown: 'Draft words.' }],
    }
    expect((await api.post('/api/pages/preview', page)).status).toBe(401)
    const made = await api.post('/api/pages/preview', page, token)
    expect(made.status).toBe(201)
    expect(made.body.url).toMatch(/^\/preview\/me\?preview=[\w-]{20,}$/)
    expect(Date.parse(made.body.expiresAt)).toBeGreaterThan(Date.now() + 59 * 60 * 1000)
    const german = await api.post('/api/pages/preview?lang=de', page, token)
    expect(german.body.url).toMatch(/^\/de\/preview\/me\?preview=/)
    // Nothing was saved.
    const paths = (await api.get('/api/pages', token)).body.map((p: { path: string }) => p.path)
    expect(paths).not.toContain('/preview/me')

    const bad = await api.post('/api/pages/preview', { ...page, sections: [{ type: 'x' }] }, token)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['sections.0.type'])
    expect((await api.get('/api/pages/preview', token)).status).toBe(405)
  })
})
