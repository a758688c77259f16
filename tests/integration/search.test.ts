import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'
import { SEARCHES_PER_MINUTE } from '../../server/api/rate-limits'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }

interface Hit {
  type: string
  title: string
  url: string
  snippet: string
}

/**
 * Queries that are syntax to one engine or the other, or to SQL, or just big: each must answer
 * 200 with a list (ADR 090: no query is an error).
 */
const HOSTILE = [
  '"',
  '""',
  '"unbalanced',
  "'",
  "'; drop table posts; --",
  '" OR 1=1 --',
  '*',
  '**',
  'lighthouse*',
  '*lighthouse',
  'NEAR',
  'NEAR(lighthouse harbour)',
  'lighthouse NEAR/2 harbour',
  'OR',
  'AND',
  'NOT',
  'lighthouse OR',
  'OR lighthouse',
  'lighthouse AND NOT harbour',
  '-',
  '-lighthouse',
  '--',
  ':',
  'title:lighthouse',
  'body : lighthouse',
  '^lighthouse',
  '(',
  ')',
  '((lighthouse)',
  '()',
  '\\',
  '\\\\',
  'lighthouse\\',
  '&',
  '|',
  '!',
  '!!lighthouse',
  'lighthouse & | !',
  "'lighthouse':*",
  'lighthouse:*A',
  '<->',
  'lighthouse <-> harbour',
  'lighthouse <2> harbour',
  '{}',
  '[]',
  '%',
  '_',
  '%_%',
  '\u0000',
  'light\u0000house',
  '\u0001\u0002\u001f\u007f',
  '\uE000\uE001',
  '\uFFFF',
  '😀',
  'Ⅻ ﬁ',
  'ß',
  'ǅ',
  '𝔩𝔦𝔤𝔥𝔱',
  '漢字',
  'العربية',
  '<script>alert(1)</script>',
  '<mark>',
  '&amp;',
  'x'.repeat(10_240),
  'lighthouse '.repeat(1000),
  Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '),
  '   ',
  '\n\t',
]

describe.each(engines)('site search on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const search = async (q: string, extra = '') => {
    const answer = await api.get<Hit[]>(`/api/search?q=${encodeURIComponent(q)}${extra}`)
    expect(answer.status, q.slice(0, 40)).toBe(200)
    return answer.body
  }
  const post = async (body: Record<string, unknown>) => {
    const created = await api.post('/api/posts', body, token)
    expect(created.status).toBe(201)
    return created.body as { _id: string; slug: string }
  }

  it('finds published posts, projects, products and services, a title match first', async () => {
    await post({
      title: 'The lighthouse keeper',
      body: 'A story about **keeping** a light on the coast.',
      tags: ['Stories'],
    })
    await post({
      title: 'Weekly notes',
      body: 'Among other things, we painted a lighthouse on the harbour wall.',
      tags: ['Notes'],
    })
    const project = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour Freight Portal',
        description: 'A booking portal for a lighthouse freight company.',
        imageUrl,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(project.status).toBe(201)
    const product = await api.post(
      '/api/products',
      {
        name: 'Lighthouse Audit',
        description: 'A performance audit of your site.',
        price: 49900,
        imageUrl,
        category: 'Audits',
        features: ['Core Web Vitals'],
      },
      token,
    )
    expect(product.status).toBe(201)

    const hits = await search('lighthouse')
    expect(hits.map((h) => h.type).sort()).toEqual(['post', 'post', 'product', 'project'])
    // Titles that name it rank above texts that mention it.
    const titles = hits.map((h) => h.title)
    expect(titles.indexOf('Weekly notes')).toBeGreaterThan(titles.indexOf('The lighthouse keeper'))
    expect(titles.indexOf('Harbour Freight Portal')).toBeGreaterThan(
      titles.indexOf('Lighthouse Audit'),
    )
    const notes = hits.find((h) => h.title === 'Weekly notes')!
    expect(notes.url).toBe('/blog/weekly-notes')
    expect(notes.snippet).toMatch(/<mark>lighthouse<\/mark>/i)
    expect(hits.find((h) => h.type === 'project')!.url).toBe('/portfolio/harbour-freight-portal')
    expect(hits.find((h) => h.type === 'product')!.url).toBe('/products')

    // The services copy is searched too: each service page.
    const services = await search('search engine optimization')
    expect(services.some((h) => h.type === 'service' && h.url.startsWith('/services/'))).toBe(true)

    // A word is found by its start, and without its accents.
    expect((await search('lightho')).length).toBe(4)
    await post({ title: 'Crème brûlée for the team', body: 'Dessert.' })
    expect((await search('creme brulee')).map((h) => h.title)).toEqual([
      'Crème brûlée for the team',
    ])
  })

  it('quotes only through <mark>: the text around it is escaped', async () => {
    await post({
      title: 'Escaping',
      body: 'Write <b>bold</b> & "quoted" <script>alert(1)</script> zanzibar text.',
    })
    const [hit] = await search('zanzibar')
    expect(hit!.snippet).toContain('<mark>zanzibar</mark>')
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/)
    expect(hit!.snippet).not.toContain('<script')
  })

  it('never fails on a hostile query', async () => {
    for (const q of HOSTILE) {
      const hits = await search(q)
      expect(Array.isArray(hits), q.slice(0, 40)).toBe(true)
      for (const hit of hits) expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/)
    }
    // Bytes that are no UTF-8, and escapes that are none.
    for (const raw of ['%ED%A0%80', '%FF%FE', '%', '%zz', '%00', '%E2%80%AE']) {
      const answer = await api.get(`/api/search?q=${raw}`)
      expect(answer.status, raw).toBe(200)
    }
    expect(await search('')).toEqual([])
    expect((await api.get('/api/search')).body).toEqual([])
    // Operators are words: `lighthouse OR nothing` needs both words, so finds nothing.
    expect(await search('lighthouse OR qwertyuiop')).toEqual([])
    expect((await search('"lighthouse" (keeper)')).map((h) => h.title)).toEqual([
      'The lighthouse keeper',
    ])
    const twice = await api.get('/api/search?q=a&q=b')
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({
      message: 'Validation failed',
      errors: { q: ['Expected a single text: ?q=words'] },
    })
    expect((await api.get('/api/search?q=x&lang=xx')).status).toBe(400)
    expect((await api.post('/api/search', {})).status).toBe(405)
  })

  it('finds no draft, nothing trashed, and follows every edit', async () => {
    const live = await post({ title: 'Quarterly report', body: 'Numbers about ptarmigan.' })
    expect(await search('ptarmigan')).toHaveLength(1)

    // A draft changes nothing public.
    const draft = await api.put(
      `/api/posts/${live._id}/draft`,
      { title: 'Quarterly report', body: 'Numbers about capybara.' },
      token,
    )
    expect(draft.status).toBe(200)
    expect(await search('capybara')).toEqual([])
    expect(await search('ptarmigan')).toHaveLength(1)
    // Published, it is what is found.
    expect((await api.post(`/api/posts/${live._id}/publish`, {}, token)).status).toBe(200)
    expect(await search('capybara')).toHaveLength(1)
    expect(await search('ptarmigan')).toEqual([])

    // A post not yet published (ADR 093) is found once it goes live, not before.
    const unpublished = await post({
      title: 'Coming soon',
      body: 'About the quokka.',
      status: 'draft',
    })
    expect(await search('quokka')).toEqual([])
    await api.put(`/api/posts/${unpublished._id}`, { status: 'published' }, token)
    expect(await search('quokka')).toHaveLength(1)

    // An edit and a new slug are followed.
    await api.put(`/api/posts/${live._id}`, { title: 'Yearly report', slug: 'yearly' }, token)
    expect((await search('capybara'))[0]).toMatchObject({
      title: 'Yearly report',
      url: '/blog/yearly',
    })

    // The trash takes it out; a restore brings it back.
    expect((await api.del(`/api/posts/${live._id}`, token)).status).toBe(200)
    expect(await search('capybara')).toEqual([])
    expect((await api.post(`/api/trash/posts/${live._id}/restore`, undefined, token)).status).toBe(
      200,
    )
    expect(await search('capybara')).toHaveLength(1)

    // Site copy edits are followed too.
    const services = (await api.get('/api/content/services')).body
    services.content.details.seo.intro = 'We are experts in okapi rankings.'
    expect((await api.put('/api/content/services', services.content, token)).status).toBe(200)
    expect((await search('okapi'))[0]).toMatchObject({ type: 'service', url: '/services/seo' })

    // A restart rebuilds the same index from the content.
    await app.ctx.db.deleteFrom('search_documents').execute()
    expect(await search('capybara')).toEqual([])
    const { createSearchIndex } = await import('~/search.server')
    await createSearchIndex(app.ctx).rebuild()
    expect(await search('capybara')).toHaveLength(1)
  })

  it('searches German texts with ?lang=de, falling back to the default language', async () => {
    const created = await post({ title: 'Winter garden', body: 'Plants under glass.' })
    const translated = await api.put(
      `/api/posts/${created._id}?lang=de`,
      { title: 'Wintergarten', body: 'Pflanzen unter Glas, die Gewächshäuser.' },
      token,
    )
    expect(translated.status).toBe(200)
    const german = await search('gewachshauser', '&lang=de')
    expect(german).toHaveLength(1)
    expect(german[0]).toMatchObject({ title: 'Wintergarten', url: `/de/blog/${created.slug}` })
    // The German text is not the English one's.
    expect(await search('gewachshauser')).toEqual([])
    expect(await search('wintergarten', '&lang=en')).toEqual([])
    // Untranslated records are found in German by their English words.
    expect((await search('lighthouse', '&lang=de')).length).toBeGreaterThan(0)
    expect((await search('lighthouse', '&lang=de'))[0]!.url).toMatch(/^\/de\//)
  })
})

// The limit is the process's, whatever the engine: one run is enough.
describe('the search page', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('sqlite', { SITE_LANGUAGES: 'en,de' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is limited per address as the API is: each render it makes is a full-text query', async () => {
    const statuses: number[] = []
    for (let i = 0; i < SEARCHES_PER_MINUTE + 1; i++) {
      const path = i % 2 ? `/de/search?q=word${i}` : `/search.data?q=word${i}`
      statuses.push((await fetch(app.baseUrl + path)).status)
    }
    expect(statuses.slice(0, SEARCHES_PER_MINUTE)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })
})
