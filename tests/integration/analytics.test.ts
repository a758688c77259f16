import fs from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '~/core/context.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient, validMessage } from '../support/api-client'
import { manualClock } from '../support/clock'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

/**
 * Analytics counted by the server (docs/product.md §Analytics) on both engines: requests are
 * handed to the counter exactly as the serving path does (tests/e2e/analytics.test.ts sends
 * real requests to a real build), written by the job runner's tick, read through the API.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

interface Hit {
  address?: string
  ua?: string
  referer?: string
  status?: number
  method?: string
  headers?: Record<string, string>
}

/** One answered request, as the serving path hands it to the counter. */
function serve(ctx: AppContext, url: string, hit: Hit = {}) {
  ctx.analytics.count(
    {
      method: hit.method ?? 'GET',
      url,
      status: hit.status ?? 200,
      headers: {
        host: 'agency.test',
        'user-agent': hit.ua ?? CHROME,
        ...(hit.referer ? { referer: hit.referer } : {}),
        ...hit.headers,
      },
    },
    () => hit.address ?? '203.0.113.5',
  )
}

const TZ = 'Europe/Paris'
/** 10:00 in Paris on 24 November 2026. */
const START = new Date('2026-11-24T09:00:00Z')
const DAY = '2026-11-24'
const MINUTE = 60_000

describe.each(engines)('analytics on %s', (engine) => {
  let database: TestDatabase
  let app: TestApp
  let api: ApiClient
  let token: string
  let clock: ReturnType<typeof manualClock>
  const get = (path: string) => api.get(path, token)

  const start = async (env: Record<string, string> = {}) => {
    clock = manualClock(START)
    app = await startTestApp(
      engine,
      { SITE_TIMEZONE: TZ, CONTACT_RATE_LIMIT: '0', ...env },
      database,
      { clock },
    )
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine)
  })
  afterEach(async () => {
    await app?.close()
    // Each test starts from an empty database of its own.
    await database.drop()
    database = await createTestDatabase(engine)
  })
  afterAll(async () => {
    await database.drop()
  })

  it('counts the page views of people, and what a person can count by hand is what the API shows', async () => {
    await start()
    const a = { address: '203.0.113.5' }
    const b = { address: '203.0.113.6', ua: IPHONE }
    const c = { address: '2001:db8::7' }
    serve(app.ctx, '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn', {
      ...a,
      referer: 'https://www.google.com/search?q=agency',
    })
    clock.advance(MINUTE)
    serve(app.ctx, '/services', { ...a, referer: 'https://agency.test/' })
    serve(app.ctx, '/', { ...b, status: 304 })
    serve(app.ctx, '/company/', c)
    serve(app.ctx, '/old-page', { ...c, status: 404, referer: 'https://agency.test/company' })

    // Not page views: a bot, HEAD, prefetches, the portal, the API, files, errors, previews.
    serve(app.ctx, '/', { ua: GOOGLEBOT })
    serve(app.ctx, '/', { ua: '' })
    serve(app.ctx, '/', { method: 'HEAD' })
    serve(app.ctx, '/', { method: 'POST' })
    serve(app.ctx, '/services', { headers: { 'sec-purpose': 'prefetch' } })
    serve(app.ctx, '/services', { headers: { purpose: 'prefetch' } })
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/api/portfolio',
      '/assets/entry-abc.js',
      '/uploads/abc.webp',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/healthz',
      '/services?preview=token',
    ]) {
      serve(app.ctx, path)
    }
    serve(app.ctx, '/portfolio', { status: 500 })
    await app.ctx.jobs.tick()

    const summary = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)
    expect(summary.status).toBe(200)
    expect(summary.body).toMatchObject({
      from: DAY,
      to: DAY,
      visitors: 3,
      visits: 3,
      pageviews: 4,
      bounceRate: 0.6667,
      viewsPerVisit: 1.33,
      conversions: 0,
      conversionRate: 0,
      previous: { visitors: 0, visits: 0, pageviews: 0, conversions: 0 },
    })
    const breakdown = async (dimension: string, extra = '') =>
      (await get(`/api/analytics/breakdown?dimension=${dimension}&from=${DAY}&to=${DAY}${extra}`))
        .body as { value: string; visitors: number; pageviews: number }[]
    expect((await breakdown('page')).map((r) => [r.value, r.visitors, r.pageviews])).toEqual([
      ['/', 2, 2],
      ['/company', 1, 1],
      ['/services', 1, 1],
    ])
    expect((await breakdown('entry')).map((r) => r.value)).toEqual(['/', '/company'])
    // Ties in visitors: the visit with more views first.
    expect((await breakdown('exit')).map((r) => [r.value, r.pageviews])).toEqual([
      ['/services', 2],
      ['/', 1],
      ['/company', 1],
    ])
    expect((await breakdown('referrer')).map((r) => [r.value, r.visitors])).toEqual([
      ['(direct)', 2],
      ['google.com', 1],
    ])
    expect((await breakdown('utm_campaign')).map((r) => r.value)).toEqual(['autumn'])
    expect((await breakdown('utm_source')).map((r) => r.value)).toEqual(['newsletter'])
    expect((await breakdown('utm_medium')).map((r) => r.value)).toEqual(['email'])
    expect((await breakdown('device')).map((r) => [r.value, r.visitors])).toEqual([
      ['desktop', 2],
      ['mobile', 1],
    ])
    expect((await breakdown('browser')).map((r) => r.value)).toEqual(['Chrome', 'Mobile Safari'])
    expect((await breakdown('os')).map((r) => r.value)).toEqual(['Windows', 'iOS'])
    expect(await breakdown('country')).toEqual([])
    expect(await breakdown('not_found')).toMatchObject([
      {
        value: '/old-page',
        visitors: 1,
        pageviews: 1,
        referrers: [{ value: '/company', hits: 1 }],
      },
    ])
    // Clicking a row filters the whole screen: only visits from google.com.
    expect((await breakdown('page', '&filter=referrer:google.com')).map((r) => r.value)).toEqual([
      '/',
      '/services',
    ])
    expect(
      (await get(`/api/analytics/summary?from=${DAY}&to=${DAY}&filter=page:/services`)).body,
    ).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 })

    const series = await get(`/api/analytics/timeseries?interval=hour&from=${DAY}&to=${DAY}`)
    expect(series.body).toHaveLength(24)
    expect(series.body[10]).toEqual({ start: `${DAY}T10:00:00+01:00`, visitors: 3, pageviews: 4 })
    const days = await get(`/api/analytics/timeseries?interval=day&from=2026-11-22&to=${DAY}`)
    expect(days.body).toEqual([
      { start: '2026-11-22T00:00:00+01:00', visitors: 0, pageviews: 0 },
      { start: '2026-11-23T00:00:00+01:00', visitors: 0, pageviews: 0 },
      { start: `${DAY}T00:00:00+01:00`, visitors: 3, pageviews: 4 },
    ])
    expect((await get('/api/analytics/realtime')).body).toEqual({
      visitors: 3,
      pageviews: 4,
      pages: [
        { value: '/', visitors: 2 },
        { value: '/company', visitors: 1 },
        { value: '/services', visitors: 1 },
      ],
    })
    clock.advance(10 * MINUTE)
    expect((await get('/api/analytics/realtime')).body).toEqual({
      visitors: 0,
      pageviews: 0,
      pages: [],
    })
  })

  it('counts what visitors searched for, normalised, and keeps no address or number', async () => {
    await start()
    const a = { address: '203.0.113.5' }
    const b = { address: '203.0.113.6', ua: IPHONE }
    serve(app.ctx, '/search?q=Launch%20%20Checks', a)
    serve(app.ctx, '/search?q=launch+checks', a)
    serve(app.ctx, '/de/search?q=+LAUNCH+checks+', b)
    // A client-side navigation's data request is a search too.
    serve(app.ctx, '/search.data?q=seo', b)
    // Not searches: no query, another page's q, a 404, an e-mail address, a phone number.
    serve(app.ctx, '/search', a)
    serve(app.ctx, '/search?q=%20', a)
    serve(app.ctx, '/blog?q=seo', a)
    serve(app.ctx, '/xx/search?q=seo', { ...a, status: 404 })
    serve(app.ctx, '/search?q=me%40example.com', a)
    serve(app.ctx, '/search?q=%2B49%20170%201234567', a)
    serve(app.ctx, `/search?q=${'x'.repeat(500)}`, b)
    await app.ctx.jobs.tick()

    const searches = async (from: string, to: string) =>
      (await get(`/api/analytics/breakdown?dimension=search&from=${from}&to=${to}`)).body as {
        value: string
        visitors: number
        pageviews: number
      }[]
    expect((await searches(DAY, DAY)).map((r) => [r.value, r.visitors, r.pageviews])).toEqual([
      ['launch checks', 2, 3],
      ['seo', 1, 1],
      ['x'.repeat(100), 1, 1],
    ])
    // A search is no visit's property: it filters nothing, and nothing filters it.
    expect(
      (await get(`/api/analytics/breakdown?dimension=page&from=${DAY}&filter=search:seo`)).status,
    ).toBe(400)

    // Rolled up, the day's searches are read from the daily figures the same.
    clock.set(new Date('2026-11-26T12:00:00Z'))
    await app.ctx.jobs.tick()
    expect((await searches(DAY, DAY))[0]).toMatchObject({
      value: 'launch checks',
      visitors: 2,
      pageviews: 3,
    })
  })

  it('counts each visit in the language of the page it landed on, and filters by it', async () => {
    await start({ SITE_LANGUAGES: 'en,de' })
    serve(app.ctx, '/de/services', { address: '203.0.113.7' })
    serve(app.ctx, '/de', { address: '203.0.113.8' })
    serve(app.ctx, '/services', { address: '203.0.113.9' })
    // A path whose first segment only looks like a language is the default's.
    serve(app.ctx, '/design', { address: '203.0.113.10' })
    await app.ctx.jobs.tick()
    const languages = await get(`/api/analytics/breakdown?dimension=language&from=${DAY}&to=${DAY}`)
    expect(languages.status).toBe(200)
    expect(
      languages.body.map((r: { value: string; visitors: number }) => [r.value, r.visitors]),
    ).toEqual([
      ['de', 2],
      ['en', 2],
    ])
    const german = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}&filter=language:de`)
    expect(german.body).toMatchObject({ visitors: 2, visits: 2 })
  })

  it('starts a new visit after 30 minutes without a page view', async () => {
    await start()
    serve(app.ctx, '/')
    clock.advance(29 * MINUTE)
    serve(app.ctx, '/services')
    await app.ctx.jobs.tick()
    clock.advance(31 * MINUTE)
    serve(app.ctx, '/contact', { referer: 'https://www.bing.com/' })
    await app.ctx.jobs.tick()
    const summary = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)
    expect(summary.body).toMatchObject({ visitors: 1, visits: 2, pageviews: 3, bounceRate: 0.5 })
    const referrers = await get(`/api/analytics/breakdown?dimension=referrer&from=${DAY}`)
    expect(referrers.body.map((r: { value: string }) => r.value)).toEqual(['(direct)', 'bing.com'])
  })

  it('keeps the source of the visit that sent a contact message, and counts it as a conversion', async () => {
    await start()
    // The test's own requests come from 127.0.0.1: that visitor lands from a campaign.
    const sender = { address: '127.0.0.1', referer: 'https://www.linkedin.com/feed/' }
    serve(app.ctx, '/?utm_source=linkedin&utm_medium=social&utm_campaign=launch', sender)
    clock.advance(MINUTE)
    serve(app.ctx, '/contact', { ...sender, referer: 'https://agency.test/' })
    serve(app.ctx, '/', { address: '203.0.113.9' })
    clock.advance(MINUTE)
    const sent = await api.call('POST', '/api/messages', {
      body: validMessage,
      headers: { 'user-agent': CHROME },
    })
    expect(sent.status).toBe(201)
    expect(sent.body.source).toEqual({
      landingPage: '/',
      referrer: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'launch',
    })
    const listed = await get('/api/messages')
    expect(listed.body[0].source).toEqual(sent.body.source)

    // Another sender without a visit: stored, with no source.
    const anonymous = await api.call('POST', '/api/messages', {
      body: { ...validMessage, subject: 'No visit counted' },
      headers: { 'user-agent': IPHONE },
    })
    expect(anonymous.body.source).toBeNull()

    const summary = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)
    expect(summary.body).toMatchObject({
      visitors: 2,
      visits: 2,
      conversions: 1,
      conversionRate: 0.5,
    })
    const campaigns = await get(`/api/analytics/breakdown?dimension=utm_campaign&from=${DAY}`)
    expect(campaigns.body).toMatchObject([
      { value: 'launch', visitors: 1, conversions: 1, conversionRate: 1 },
    ])

    const csv = await api.call('GET', '/api/messages/export.csv', { token })
    const header = (csv.body as string).split('\r\n')[0]
    expect(header).toContain('Landing page,Referrer,UTM source,UTM medium,UTM campaign')
    expect(csv.body).toContain(',/,linkedin.com,linkedin,social,launch')
  })

  it('adds up the counts of two instances: one visitor seen by both is one visitor', async () => {
    await start()
    const second = await startTestApp(engine, { SITE_TIMEZONE: TZ }, database, { clock })
    try {
      serve(app.ctx, '/', { address: '198.51.100.1' })
      await app.ctx.jobs.tick()
      clock.advance(MINUTE)
      serve(second.ctx, '/services', { address: '198.51.100.1' })
      serve(second.ctx, '/', { address: '198.51.100.2' })
      await second.ctx.jobs.tick()
      clock.advance(MINUTE)
      serve(app.ctx, '/portfolio', { address: '198.51.100.1' })
      await app.ctx.jobs.tick()
    } finally {
      await second.close()
    }
    const summary = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)
    expect(summary.body).toMatchObject({ visitors: 2, visits: 2, pageviews: 4 })
    const exits = await get(`/api/analytics/breakdown?dimension=exit&from=${DAY}`)
    expect(exits.body.map((r: { value: string }) => r.value).sort()).toEqual(['/', '/portfolio'])
  })

  it('makes a new salt each day, forgets the old one, and rolls closed days into daily figures', async () => {
    await start({ ANALYTICS_RAW_DAYS: '2' })
    const salts = () =>
      app.ctx.db.selectFrom('analytics_salts').select('day').orderBy('day').execute()
    const visitors = () =>
      app.ctx.db.selectFrom('analytics_visits').select(['day', 'visitor']).orderBy('day').execute()
    serve(app.ctx, '/', { address: '192.0.2.1' })
    serve(app.ctx, '/services', { address: '192.0.2.2', referer: 'https://duckduckgo.com/' })
    await app.ctx.jobs.tick()
    expect(await salts()).toEqual([{ day: DAY }])
    const before = (await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)).body

    // The next day, an hour after midnight in Paris: the same person comes back.
    clock.set(new Date('2026-11-25T00:00:00Z'))
    serve(app.ctx, '/', { address: '192.0.2.1' })
    await app.ctx.jobs.tick()
    expect(await salts()).toEqual([{ day: '2026-11-25' }])
    const rows = await visitors()
    expect(rows.map((v) => v.day)).toEqual([DAY, DAY, '2026-11-25'])
    // The same address and browser as yesterday's first visitor, and another hash.
    expect(new Set(rows.map((v) => v.visitor)).size).toBe(3)
    // A visitor is one address and browser on one day: two days, two visitors.
    const both = await get(`/api/analytics/summary?from=${DAY}&to=2026-11-25`)
    expect(both.body).toMatchObject({ visitors: 3, visits: 3, pageviews: 3 })

    // The 24th was rolled up: its figures now come from the daily rows, unchanged.
    const daily = await app.ctx.db
      .selectFrom('analytics_daily')
      .select(['dimension', 'value', 'visitors'])
      .where('day', '=', DAY)
      .where('dimension', 'in', ['total', 'referrer'])
      .orderBy('dimension')
      .orderBy('value')
      .execute()
    expect(daily).toEqual([
      { dimension: 'referrer', value: '(direct)', visitors: 1 },
      { dimension: 'referrer', value: 'duckduckgo.com', visitors: 1 },
      { dimension: 'total', value: '', visitors: 2 },
    ])
    expect((await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)).body).toEqual(before)

    // Two days later (ANALYTICS_RAW_DAYS=2) the raw visits of the 24th are gone; its figures stay.
    clock.set(new Date('2026-11-27T12:00:00Z'))
    await app.ctx.jobs.tick()
    expect((await visitors()).map((v) => v.day)).toEqual(['2026-11-25'])
    expect(await salts()).toEqual([])
    expect((await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)).body).toMatchObject({
      visitors: 2,
      pageviews: 2,
    })
    const filtered = await get(
      `/api/analytics/summary?from=${DAY}&to=${DAY}&filter=referrer:duckduckgo.com`,
    )
    expect(filtered.body).toMatchObject({ visitors: 1, filterFrom: '2026-11-25' })
  })

  it('keeps what the caps allow a day, per visitor and over all visitors, and says what it left out', async () => {
    await start({ ANALYTICS_DAY_VISITORS: '3', ANALYTICS_VISITOR_VIEWS: '4' })
    const visitor = (n: number) => ({ address: `198.51.100.${n}` })
    serve(app.ctx, '/', visitor(1))
    serve(app.ctx, '/', visitor(2))
    await app.ctx.jobs.tick()
    // A second batch: the day has room for one more visitor, and each keeps 4 views or hits.
    for (const n of [3, 4, 5]) serve(app.ctx, '/', visitor(n))
    for (const path of ['/services', '/company', '/', '/services', '/company', '/']) {
      serve(app.ctx, path, visitor(1))
    }
    for (let i = 0; i < 5; i++) serve(app.ctx, '/gone', { ...visitor(2), status: 404 })
    await app.ctx.jobs.tick()

    const day = await get(`/api/analytics/summary?from=${DAY}&to=${DAY}`)
    // Kept: visitors 1–3; 4 views of visitor 1, 1 view and 3 broken-link hits of visitor 2.
    // Not kept: visitors 4 and 5 (2), visitor 1's last 3 views, visitor 2's last 2 hits.
    expect(day.body).toMatchObject({ visitors: 3, visits: 3, pageviews: 6, notRecorded: 7 })
    const broken = await get(`/api/analytics/breakdown?dimension=not_found&from=${DAY}&to=${DAY}`)
    expect(broken.body).toMatchObject([{ value: '/gone', visitors: 1, pageviews: 3 }])
    expect(await app.ctx.db.selectFrom('analytics_limits').selectAll().execute()).toEqual([
      { day: DAY, visitors: 3, over_day_cap: 2, over_visitor_cap: 5 },
    ])

    // The next day everyone starts again: visitor 4 is kept.
    const next = '2026-11-25'
    clock.set(new Date('2026-11-25T10:00:00Z'))
    serve(app.ctx, '/', visitor(4))
    await app.ctx.jobs.tick()
    expect((await get(`/api/analytics/summary?from=${next}&to=${next}`)).body).toMatchObject({
      visitors: 1,
      pageviews: 1,
      notRecorded: 0,
    })
    // Rolled up, the first day's figures and what was left out of them stay as they were.
    clock.set(new Date('2026-11-26T12:00:00Z'))
    await app.ctx.jobs.tick()
    expect(
      await app.ctx.db
        .selectFrom('analytics_daily')
        .select('day')
        .where('day', '=', DAY)
        .executeTakeFirst(),
    ).toBeDefined()
    expect((await get(`/api/analytics/summary?from=${DAY}&to=${next}`)).body).toMatchObject({
      visitors: 4,
      pageviews: 7,
      notRecorded: 7,
    })
  })

  it('refuses a query it cannot answer with 400 and says why', async () => {
    await start()
    for (const query of [
      'breakdown?dimension=colour',
      'breakdown',
      'summary?from=2026-02-30',
      'summary?from=2026-11-25&to=2026-11-24',
      'summary?filter=not_found:/x',
      'summary?filter=nothing',
      'timeseries?interval=minute',
      'timeseries?interval=hour&from=2026-01-01&to=2026-11-24',
      'breakdown?dimension=page&limit=0',
    ]) {
      const res = await get(`/api/analytics/${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.message, query).toBe('Invalid analytics query')
    }
    expect((await api.get('/api/analytics/summary')).status).toBe(401)
  })

  it('counts nothing with ANALYTICS=off', async () => {
    await start({ ANALYTICS: 'off' })
    serve(app.ctx, '/')
    await app.ctx.jobs.tick()
    expect(await app.ctx.db.selectFrom('analytics_salts').selectAll().execute()).toEqual([])
    expect((await get('/api/analytics/summary')).body).toMatchObject({ visitors: 0, pageviews: 0 })
  })

  if (engine === 'sqlite') {
    it('keeps no client address in the database file', async () => {
      await start()
      for (let i = 1; i <= 50; i++) {
        serve(app.ctx, i % 2 ? '/' : '/services', { address: `203.0.113.${i}` })
        serve(app.ctx, '/missing', { address: `2001:db8::${i}`, status: 404 })
      }
      await app.ctx.jobs.tick()
      await app.close()
      app = undefined as unknown as TestApp
      const file = database.url.slice('file:'.length)
      const bytes = Buffer.concat(
        [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)),
      )
      expect(bytes.includes('/services')).toBe(true)
      for (const needle of ['203.0.113.', '2001:db8::']) {
        expect(bytes.includes(needle), needle).toBe(false)
      }
    })
  }
})
