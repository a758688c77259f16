import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MetaDescriptor } from 'react-router'
import { MIN_FILL_MS } from '~/features/leads/bot-traps'
import { upsertAdmin } from '~/features/team/admins.server'
import { loader as layoutLoader } from '~/routes/site/layout'
import {
  loader as pageLoader,
  action as pageAction,
  meta as pageMeta,
} from '~/routes/site/not-found'
import { loader as homeLoader } from '~/routes/site/home'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
import { apiClient, type ApiClient } from '../support/api-client'
import { manualClock } from '../support/clock'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const OWNER = { email: 'owner@agency.test', password: 'correct horse battery' }
const SITE_URL = 'https://agency.example'
const LAYOUT_ID = 'routes/site/layout'

/** A campaign page as marketing would compose one: a hero, figures and a contact form. */
const campaign = (path: string, extra: Record<string, unknown> = {}) => ({
  title: 'Spring audit',
  path,
  sections: [
    {
      type: 'hero',
      heading: 'A free audit this spring',
      text: 'We review your site and send a list of fixes.',
      buttons: [{ label: 'Ask for one', href: '/contact' }],
    },
    { type: 'stats', items: [{ value: '150+', label: 'Sites audited' }] },
    { type: 'contactForm', heading: 'Ask for your audit' },
  ],
  ...extra,
})

/** The signed moment the page's form was made, as a browser would send it back. */
const stampOf = (html: string) => /name="formStamp" value="([^"]+)"/.exec(html)?.[1] ?? ''

interface Answer {
  status: number
  data: any
  headers: Headers
}

/**
 * What React Router does with a loader's or action's result: a plain value is a 200, `data()`
 * carries its status and headers, a thrown `data()` is an error answer. Integration tests do
 * not serve React pages here (the e2e tests do); they call the page's own functions.
 */
async function settle(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    return { status: result.status, data: await result.text(), headers: result.headers }
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init?: ResponseInit | null }
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) }
  }
  return { status: 200, data: result, headers: new Headers() }
}

/**
 * A composed page on the site (CONTRACT §Pages, issue #40), on both engines: served at its path
 * only when published, kept from search engines when `noindex`, moved with a 301, and its form
 * storing messages that name the page, which Analytics counts.
 */
describe.each(engines)('composed pages on the site on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  const clock = manualClock()

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_URL, SITE_LANGUAGES: 'en,de' }, undefined, { clock })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, OWNER)
    token = await api.login(OWNER.email, OWNER.password)
  })
  afterAll(async () => {
    await app?.close()
  })

  const context = () => ({ ...app.ctx, log: app.ctx.logger, clientAddress: '203.0.113.7' })
  /** `/:lang?` as React Router fills it: the first segment, for an address of two or more. */
  const langOf = (path: string) => /^\/([^/]+)\/./.exec(path)?.[1]

  /** The page at `path` as the site answers it: the layout's status, then the page's. */
  async function open(path: string) {
    const request = new Request(SITE_URL + path)
    const params = { lang: langOf(path), '*': '' }
    const site = await settle(() => layoutLoader({ request, params, context: context() } as never))
    const page = await settle(() => pageLoader({ request, params, context: context() } as never))
    return { site, page, status: Math.max(site.status, page.status) }
  }

  async function create(body: Record<string, unknown>) {
    const res = await api.post('/api/pages', body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { _id: string; path: string }
  }

  it('serves a published page at its path, and a draft nowhere', async () => {
    const draft = await create(campaign('/offer/spring-audit', { status: 'draft' }))
    expect((await open('/offer/spring-audit')).status).toBe(404)

    const published = { ...campaign('/offer/spring-audit'), status: 'published' }
    expect((await api.put(`/api/pages/${draft._id}`, published, token)).status).toBe(200)
    const { site, page, status } = await open('/offer/spring-audit')
    expect(status).toBe(200)
    expect(site.data.notFound).toBe(false)
    // Its sections drawn by the server, in order: the hero's heading, the figures, the form.
    const html = page.data.html as string
    const at = (text: string) => html.indexOf(text)
    expect(at('<h1')).toBeGreaterThanOrEqual(0)
    expect(at('A free audit this spring')).toBeGreaterThan(at('<h1'))
    expect(at('Sites audited')).toBeGreaterThan(at('A free audit this spring'))
    expect(at('Ask for your audit')).toBeGreaterThan(at('Sites audited'))
    expect(html).toMatch(/<form[^>]* action="\/offer\/spring-audit#page-contact-form"/)
    expect(page.data.seo).toMatchObject({ title: 'Spring audit', noindex: false })
    // Its form's stamp is this visitor's: the page is kept by no cache, as the contact page.
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(stampOf(page.data.html)).toBeTruthy()

    // In German too (SITE_LANGUAGES=en,de), at the language's prefix.
    const german = await open('/de/offer/spring-audit')
    expect(german.status).toBe(200)
    expect(german.site.data.language.code).toBe('de')

    // Back to a draft: gone from the site again.
    await api.put(`/api/pages/${draft._id}`, { ...published, status: 'draft' }, token)
    expect((await open('/offer/spring-audit')).status).toBe(404)
    await api.put(`/api/pages/${draft._id}`, published, token)
  })

  it('serves a page at one segment, which the home route answers', async () => {
    await create({ ...campaign('/springtime'), sections: [campaign('/x').sections[1]] })
    const request = new Request(`${SITE_URL}/springtime`)
    const params = { lang: 'springtime' }
    const page = await settle(() => homeLoader({ request, params, context: context() } as never))
    expect(page.status).toBe(200)
    expect(page.data.html).toContain('Sites audited')
    expect(page.data.html).not.toContain('formStamp')
    // No form on it: the same for every visitor, so it may be cached.
    expect(page.headers.get('cache-control')).toBeNull()
    const site = await settle(() => layoutLoader({ request, params, context: context() } as never))
    expect(site.status).toBe(200)
  })

  it('keeps a noindex page out of search engines and out of the sitemap', async () => {
    await create(campaign('/offer/hidden', { noindex: true, seoDescription: 'Only for a mailing' }))
    const { site, page } = await open('/offer/hidden')
    const tags = pageMeta({
      data: page.data,
      matches: [{ id: LAYOUT_ID, data: site.data }],
      location: { pathname: '/offer/hidden' },
    } as never) as MetaDescriptor[]
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(tags).toContainEqual({ name: 'description', content: 'Only for a mailing' })
    // A page that is not kept out says nothing of robots.
    const listed = await open('/offer/spring-audit')
    const listedTags = pageMeta({
      data: listed.page.data,
      matches: [{ id: LAYOUT_ID, data: listed.site.data }],
      location: { pathname: '/offer/spring-audit' },
    } as never) as MetaDescriptor[]
    expect(listedTags.some((t) => 'name' in t && t.name === 'robots')).toBe(false)
    expect(listedTags).toContainEqual({ title: 'Spring audit | Digital Agency' })

    const res = await sitemapLoader({
      request: new Request(`${SITE_URL}/sitemap.xml`),
      params: {},
      context: context(),
    } as never)
    const sitemap = await (res as Response).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/offer/spring-audit</loc>`)
    expect(sitemap).not.toContain('/offer/hidden')
  })

  it('answers a changed path with a 301 from the old one', async () => {
    const page = await create(campaign('/offer/summer'))
    const moved = { ...campaign('/offer/summer-2027'), status: 'published' }
    expect((await api.put(`/api/pages/${page._id}`, moved, token)).status).toBe(200)
    const res = await fetch(`${app.baseUrl}/offer/summer`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, SITE_URL).pathname).toBe('/offer/summer-2027')
    expect((await open('/offer/summer')).status).toBe(404)
    expect((await open('/offer/summer-2027')).status).toBe(200)
  })

  it("stores a message sent from the page's form without JavaScript with the page, and counts it", async () => {
    const { page } = await open('/offer/spring-audit')
    clock.advance(MIN_FILL_MS + 3000)
    // As a browser without JavaScript posts the form: urlencoded, from a page of the site.
    const form = new URLSearchParams({
      name: 'Greta Lind',
      email: 'greta@example.com',
      phone: '',
      subject: 'Audit for our shop',
      message: 'Please audit our online shop before the summer sale.',
      website: '',
      formStamp: stampOf(page.data.html),
    })
    const request = new Request(`${SITE_URL}/offer/spring-audit`, {
      method: 'POST',
      body: form,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36',
      },
    })
    // React Router runs the action, then the loaders, with one context (one request).
    const one = context()
    const sent = await settle(() =>
      pageAction({ request, params: { lang: 'offer' }, context: one } as never),
    )
    expect(sent.data).toEqual({ status: 'sent' })
    // The page that answers the post says so where the form was, and in its title.
    const answered = await settle(() =>
      pageLoader({ request, params: { lang: 'offer' }, context: one } as never),
    )
    expect(answered.data.html).toContain('Message Sent!')
    expect(answered.data.seo.title).toBe('Message Sent! | Spring audit')

    const messages = (await api.get('/api/messages', token)).body as {
      subject: string
      page: string | null
      status: string
      source: { landingPage: string } | null
    }[]
    const greta = messages.find((m) => m.subject === 'Audit for our shop')!
    expect(greta).toMatchObject({ page: '/offer/spring-audit', status: 'new' })
    // No visit was counted (no page view reached the server): the page is its landing page.
    expect(greta.source?.landingPage).toBe('/offer/spring-audit')

    const breakdown = await api.get('/api/analytics/breakdown?dimension=form', token)
    expect(breakdown.status).toBe(200)
    expect(breakdown.body).toEqual([
      expect.objectContaining({ value: '/offer/spring-audit', conversions: 1 }),
    ])
    // The export carries it in its last column.
    const csv = await fetch(`${app.baseUrl}/api/messages/export.csv`, {
      headers: { 'x-auth-token': token },
    })
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toMatch(/,Sent from$/)
    expect(text).toMatch(/,\/offer\/spring-audit\r\n/)
  })

  it('takes no post where no page with a form is', async () => {
    const request = new Request(`${SITE_URL}/offer/no-such-page`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'X' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const answer = await settle(() =>
      pageAction({ request, params: { lang: 'offer' }, context: context() } as never),
    )
    expect(answer.status).toBe(405)
  })
})
