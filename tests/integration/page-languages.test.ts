import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { seedDemoContent } from '../../db/seed'
import { seedGerman } from '../../db/seed-data'
import { upsertAdmin } from '~/features/team/admins.server'
import { loader as layoutLoader } from '~/routes/site/layout'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
import { loader as projectLoader } from '~/routes/site/project'
import { loader as postLoader } from '~/routes/site/blog-post'
import { storeImage } from '~/features/uploads/queries.server'
import { pageTitle } from '../../server/share-card-titles'
import { makeImage } from '../support/images'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }
const SITE_URL = 'https://agency.example'

/**
 * Which languages a page advertises (CONTRACT §Languages: "`hreflang` for each language in
 * which the page has its own translation plus x-default", and the sitemap the same), on both
 * engines, with the demo's German home page and first project and nothing in Arabic.
 */
describe.each(engines)('the languages a page advertises on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let project: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de,ar', SITE_URL })
    await seedDemoContent(app.ctx.db, ['en', 'de', 'ar'])
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
    const german = (await api.get('/api/portfolio?lang=de')).body as {
      slug: string
      title: string
    }[]
    project = `/portfolio/${german.find((p) => p.title === seedGerman.firstProject.title)!.slug}`
  })
  afterAll(async () => {
    await app?.close()
  })

  const context = () => ({ ...app.ctx, log: app.ctx.logger, clientAddress: '127.0.0.1' })

  /** The page's canonical URL and `hreflang` alternates, as its layout's loader makes them. */
  async function frame(address: string) {
    const lang = /^\/(de|ar)(?:\/|$)/.exec(address)?.[1]
    const site = (await layoutLoader({
      request: new Request(SITE_URL + address),
      params: { lang },
      context: context(),
    } as never)) as {
      frameMeta: MetaDescriptor[]
      alternates: { code: string }[]
      cards: { title: string; photo: string }
    }
    const links = site.frameMeta as Record<string, string>[]
    return {
      canonical: links.find((m) => m.rel === 'canonical')?.href,
      hreflang: Object.fromEntries(
        links.filter((m) => m.hrefLang).map((m) => [m.hrefLang, m.href]),
      ),
      switcher: site.alternates.map((a) => a.code),
      card: site.cards.title,
    }
  }

  async function sitemap() {
    const res = await sitemapLoader({
      request: new Request(`${SITE_URL}/sitemap.xml`),
      params: {},
      context: context(),
    } as never)
    return res.text()
  }

  it('lists the default language and the languages the page is translated into, and x-default', async () => {
    for (const address of ['/', '/de']) {
      expect((await frame(address)).hreflang, address).toEqual({
        en: `${SITE_URL}/`,
        de: `${SITE_URL}/de`,
        'x-default': `${SITE_URL}/`,
      })
    }
    expect((await frame(`/de${project}`)).hreflang).toEqual({
      en: SITE_URL + project,
      de: `${SITE_URL}/de${project}`,
      'x-default': SITE_URL + project,
    })
    // Not translated into anything: no alternates; the switcher still offers every language.
    const company = await frame('/company')
    expect(company.hreflang).toEqual({})
    expect(company.switcher).toEqual(['en', 'de', 'ar'])
  })

  it('serves a page in a language it has no translation in as a copy of the default', async () => {
    expect((await frame('/de')).canonical).toBe(`${SITE_URL}/de`)
    expect((await frame('/ar')).canonical).toBe(`${SITE_URL}/`)
    expect((await frame('/de/company')).canonical).toBe(`${SITE_URL}/company`)
    // Its share card is its canonical address's: German where the page is translated.
    expect((await frame('/de')).card).toBe(`${SITE_URL}/og/de.png`)
    expect((await frame('/de/company')).card).toBe(`${SITE_URL}/og/company.png`)
    expect((await frame('/company')).canonical).toBe(`${SITE_URL}/company`)
    // A service page is its document's: untranslated, like /services.
    expect((await frame('/de/services/seo')).canonical).toBe(`${SITE_URL}/services/seo`)
  })

  it('lists in the sitemap only the addresses a page is translated at, each with those alternates', async () => {
    const xml = await sitemap()
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[.]/g, '\\.')}</loc>(.*?)</url>`).exec(xml)?.[1]
    const both = (path: string, de: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}${de}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${path}"/>`
    expect(entry(`${SITE_URL}/`)).toBe(both('/', '/de'))
    expect(entry(`${SITE_URL}/de`)).toBe(both('/', '/de'))
    expect(entry(`${SITE_URL}/de${project}`)).toMatch(
      new RegExp(`${both(project, `/de${project}`).replace(/[.?]/g, '\\$&')}$`),
    )
    expect(entry(`${SITE_URL}/services`)).toBe('')
    expect(entry(`${SITE_URL}/de/services`)).toBeUndefined()
    expect(xml).not.toContain(`${SITE_URL}/ar`)
  })

  it('advertises a page in a language once it is translated into it', async () => {
    const english = (await api.get('/api/content/services')).body as {
      content: { title: string }
    }
    const saved = await api.put(
      '/api/content/services?lang=ar',
      { content: { ...english.content, title: 'خدماتنا' } },
      token,
    )
    expect(saved.status).toBe(200)
    expect((await frame('/ar/services/seo')).canonical).toBe(`${SITE_URL}/ar/services/seo`)
    expect((await frame('/services')).hreflang).toEqual({
      en: `${SITE_URL}/services`,
      ar: `${SITE_URL}/ar/services`,
      'x-default': `${SITE_URL}/services`,
    })
    const xml = await sitemap()
    expect(xml).toContain(`<url><loc>${SITE_URL}/ar/services</loc>`)
    expect(xml).not.toContain(`<url><loc>${SITE_URL}/de/services</loc>`)
  })

  /** A record page's loader's answer: its data, or the redirect or 404 it throws. */
  async function visit(loader: typeof projectLoader | typeof postLoader, address: string) {
    const [, lang, slug] = /^(?:\/(de|ar))?\/(?:portfolio|blog)\/(.+)$/.exec(address)!
    try {
      const data = await loader({
        request: new Request(SITE_URL + address),
        params: { lang, slug },
        context: context(),
      } as never)
      return { status: 200, data: data as Record<string, { slug?: string; title?: string }> }
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status, location: thrown.headers.get('location') }
      }
      const status = (thrown as { init?: { status?: number } }).init?.status
      if (status) return { status }
      throw thrown
    }
  }

  it('gives a project a slug of its own per language, and sends its old address there', async () => {
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour Freight Portal',
        description: 'A booking portal for a freight company.',
        imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(created.status).toBe(201)
    const { _id: id, slug } = created.body as { _id: string; slug: string }
    const saved = await api.put(
      `/api/portfolio/${id}?lang=de`,
      { title: 'Frachtportal Hafen', slug: 'frachtportal-hafen' },
      token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.slug).toBe('frachtportal-hafen')
    expect((await api.get(`/api/portfolio/${id}`)).body.slug).toBe(slug)

    // Its German page is at its German slug; its English slug under /de answers 301 there.
    const german = await visit(projectLoader, '/de/portfolio/frachtportal-hafen')
    expect(german.status).toBe(200)
    expect(german.data?.project).toMatchObject({
      slug: 'frachtportal-hafen',
      title: 'Frachtportal Hafen',
    })
    expect(await visit(projectLoader, `/de/portfolio/${slug}`)).toEqual({
      status: 301,
      location: '/de/portfolio/frachtportal-hafen',
    })
    expect((await visit(projectLoader, `/portfolio/${slug}`)).status).toBe(200)
    expect((await visit(projectLoader, '/portfolio/frachtportal-hafen')).status).toBe(404)
    // Untranslated into Arabic: its English slug.
    expect((await visit(projectLoader, `/ar/portfolio/${slug}`)).status).toBe(200)

    // The alternates and the switcher lead to each language's own address.
    const page = await frame('/de/portfolio/frachtportal-hafen')
    expect(page.canonical).toBe(`${SITE_URL}/de/portfolio/frachtportal-hafen`)
    expect(page.hreflang).toEqual({
      en: `${SITE_URL}/portfolio/${slug}`,
      de: `${SITE_URL}/de/portfolio/frachtportal-hafen`,
      'x-default': `${SITE_URL}/portfolio/${slug}`,
    })
    expect((await frame(`/portfolio/${slug}`)).hreflang.de).toBe(
      `${SITE_URL}/de/portfolio/frachtportal-hafen`,
    )
    expect((await frame(`/ar/portfolio/${slug}`)).canonical).toBe(`${SITE_URL}/portfolio/${slug}`)
    const xml = await sitemap()
    expect(xml).toContain(`<url><loc>${SITE_URL}/de/portfolio/frachtportal-hafen</loc>`)
    expect(xml).not.toContain(`<loc>${SITE_URL}/de/portfolio/${slug}</loc>`)
    // Its share card, at its German address, in German.
    expect(await pageTitle(app.ctx, '/de/portfolio/frachtportal-hafen')).toBe('Frachtportal Hafen')

    // Another project may not take that address in German, nor this one's English one.
    const other = (
      await api.post(
        '/api/portfolio',
        {
          title: 'Another Portal',
          description: 'Another case study.',
          imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
          category: 'web',
          technologies: ['React'],
        },
        token,
      )
    ).body as { _id: string }
    for (const taken of ['frachtportal-hafen', slug]) {
      const refused = await api.put(`/api/portfolio/${other._id}?lang=de`, { slug: taken }, token)
      expect(refused.status, taken).toBe(400)
      expect(refused.body.errors.slug).toEqual(['Another portfolio item already uses this slug'])
    }
    // Nor in English: under /de, that address is the German page of the first.
    const english = await api.put(
      `/api/portfolio/${other._id}`,
      { slug: 'frachtportal-hafen' },
      token,
    )
    expect(english.status).toBe(400)
    expect(english.body.errors.slug).toEqual([
      'Another portfolio item uses this slug in another language',
    ])
    // A changed German slug leaves a 301 from the old German address, as an English one does.
    const moved = async (path: string) => {
      const res = await fetch(app.baseUrl + path, { redirect: 'manual' })
      return [res.status, res.headers.get('location')]
    }
    await api.put(`/api/portfolio/${id}?lang=de`, { slug: 'frachtportal-kai' }, token)
    expect(await moved('/de/portfolio/frachtportal-hafen')).toEqual([
      301,
      '/de/portfolio/frachtportal-kai',
    ])
    // An empty slug follows the English one again; the German address leads there.
    await api.put(`/api/portfolio/${id}?lang=de`, { slug: '' }, token)
    expect((await visit(projectLoader, `/de/portfolio/${slug}`)).status).toBe(200)
    expect(await moved('/de/portfolio/frachtportal-kai')).toEqual([301, `/de/portfolio/${slug}`])
  })

  it('gives a post a slug of its own per language', async () => {
    const created = await api.post(
      '/api/posts',
      { title: 'Why your site is slow', body: '## Measure first\n\nMost of it is pictures.' },
      token,
    )
    expect(created.status).toBe(201)
    const { _id: id, slug } = created.body as { _id: string; slug: string }
    await api.put(`/api/posts/${id}?lang=de`, { slug: 'warum-ihre-website-langsam-ist' }, token)
    expect((await visit(postLoader, '/de/blog/warum-ihre-website-langsam-ist')).status).toBe(200)
    expect(await visit(postLoader, `/de/blog/${slug}`)).toEqual({
      status: 301,
      location: '/de/blog/warum-ihre-website-langsam-ist',
    })
    expect((await frame(`/blog/${slug}`)).hreflang.de).toBe(
      `${SITE_URL}/de/blog/warum-ihre-website-langsam-ist`,
    )
  })
})
