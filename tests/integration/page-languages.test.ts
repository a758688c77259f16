import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { seedDemoContent } from '../../db/seed'
import { seedGerman } from '../../db/seed-data'
import { upsertAdmin } from '~/features/team/admins.server'
import { loader as layoutLoader } from '~/routes/site/layout'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
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
})
