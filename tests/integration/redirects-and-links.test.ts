import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RedirectChanges } from '~/core/redirect-plan'
import { planRedirectImport, RedirectLoopError, writeRedirectBatch } from '~/core/redirects.server'
import { upsertAdmin } from '~/features/team/admins.server'
import { newId, nowIso } from '~/lib/records'
import { apiClient, validMessage, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const SITE_URL = 'https://agency.example'

/**
 * The redirect and link findings of the trust probe, replayed (docs/decisions/070): what a
 * redirect may take, loops through a trailing slash or the site's own origin, links a browser
 * reads as another site, rows stored before the rules, and an import that froze the site.
 */
describe.each(engines)('redirects and links as a probe tried them on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeEach(async () => {
    app = await startTestApp(engine, { SITE_URL })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterEach(async () => {
    await app?.close()
  })

  /** The first answer to a GET, redirects not followed. */
  const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' })
  const redirect = (from: string, to: string, status = 301) =>
    api.post('/api/redirects', { from, to, status }, token)

  /** Rows as an older version stored them, past today's rules, and the version bumped. */
  async function storeOld(rows: { from: string; to: string }[]) {
    await app.ctx.contentVersion.publish(async (trx) => {
      for (const row of rows) {
        await trx
          .insertInto('redirects')
          .values({
            id: newId(),
            from_path: row.from,
            to_url: row.to,
            status: 301,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .execute()
      }
    })
  }

  it('refuses a redirect from a path the product answers itself, in any case or encoding', async () => {
    for (const from of [
      '/healthz',
      '/readyz',
      '/sitemap.xml',
      '/robots.txt',
      '/og/index.png',
      '/Admin',
      '/%61dmin',
      '/admin/settings/',
      '/API/x',
      '/uploads/picture.webp',
      '/assets/entry.js',
      '/brand/icon-192.png',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/services.data',
      '/x/../healthz',
      '/HEALTHZ/',
    ]) {
      const refused = await redirect(from, '/contact')
      expect(refused.status, from).toBe(400)
      expect(refused.body.errors.from[0], from).toMatch(/^The site answers .+ itself \(/)
    }
    expect((await redirect('/healthz', '/')).body.errors.from).toEqual([
      'The site answers /healthz itself (the health check)',
    ])
    expect((await api.get('/api/redirects', token)).body).toEqual([])
    expect((await visit('/healthz')).status).toBe(200)
  })

  it('never answers for the product from a redirect stored before the rules', async () => {
    await storeOld([
      { from: '/healthz', to: '/' },
      { from: '/Admin', to: 'https://evil.example/' },
      { from: '/API/faqs', to: '/' },
      { from: '/sitemap.xml', to: '/' },
      { from: '/old-offer', to: '/products' },
    ])
    const health = await visit('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect((await visit('/Admin')).headers.get('location')).toBeNull()
    expect((await visit('/API/faqs')).status).toBe(200)
    expect((await visit('/sitemap.xml')).status).not.toBe(301)
    // The rest still work, in any spelling of their path.
    expect((await visit('/Old-Offer/')).headers.get('location')).toBe('/products')
  })

  it('matches a request in any case, escape or trailing slash, and keeps one row per path', async () => {
    const added = await redirect('/Old-Page/', '/contact')
    expect(added.status).toBe(201)
    expect(added.body.from).toBe('/old-page')
    for (const path of ['/old-page', '/OLD-PAGE', '/old%2Dpage', '/old-page/', '/x/../old-page']) {
      const res = await visit(path + '?utm_source=mail')
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe('/contact?utm_source=mail')
    }
    // The same path in another spelling replaces it.
    expect((await redirect('/OLD-page', '/products', 302)).status).toBe(201)
    const list = (await api.get('/api/redirects', token)).body
    expect(list.map((r: { from: string; to: string }) => [r.from, r.to])).toEqual([
      ['/old-page', '/products'],
    ])
  })

  it('refuses loops through a trailing slash, case, the site’s own origin and chains', async () => {
    const hostOrigin = app.baseUrl
    for (const [from, to] of [
      ['/lz', '/lz/'],
      ['/lz', '/LZ'],
      ['/lz', '/lz?again=1'],
      ['/a', `${SITE_URL}/a`],
      ['/a', 'http://agency.example/A/'],
      ['/a', `${hostOrigin}/a`],
    ]) {
      const loop = await redirect(from!, to!)
      expect(loop.status, `${from} → ${to}`).toBe(409)
      expect(loop.body).toEqual({
        message: 'This redirect would make a loop',
        errors: { to: [`${to} leads back to ${from}`] },
      })
    }
    expect((await redirect('/a', '/b')).status).toBe(201)
    expect((await redirect('/b', '/A/')).status).toBe(409)
    expect((await redirect('/b', `${SITE_URL}/a`)).status).toBe(409)
    // Nothing was stored by a refusal, and /lz answers no loop.
    expect((await visit('/lz')).status).not.toBe(301)
    const froms = (await api.get('/api/redirects', token)).body.map((r: { from: string }) => r.from)
    expect(froms).toEqual(['/a'])
  })

  it('never sends a visitor round a loop stored before loops were refused', async () => {
    await storeOld([
      { from: '/lz', to: '/lz/' },
      { from: '/p', to: `${SITE_URL}/P` },
      { from: '/one', to: '/Two' },
      { from: '/two', to: '/one/' },
    ])
    expect((await visit('/lz')).status).not.toBe(301)
    expect((await visit('/p')).status).not.toBe(301)
    // One of the two may still redirect, but the visitor never comes back to it.
    const one = await visit('/one')
    const two = await visit('/two')
    expect([one.status, two.status].filter((s) => s === 301).length).toBeLessThan(2)
  })

  it('refuses a target or link a browser reads as another site, naming the field', async () => {
    for (const to of [
      '/\\evil.example',
      '//evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
    ]) {
      const refused = await redirect('/go', to)
      expect(refused.status, JSON.stringify(to)).toBe(400)
      expect(Object.keys(refused.body.errors), JSON.stringify(to)).toEqual(['to'])
    }
    expect((await redirect('/go', '/\\evil.example')).body.errors.to).toEqual([
      'A path on this site starts with a single / (with // or /\\ a browser goes to another site)',
    ])

    const header = (await api.get('/api/content/header')).body.content
    const menu = await api.put(
      '/api/content/header',
      { ...header, items: [{ label: 'Evil', to: '/\\evil.example' }] },
      token,
    )
    expect(menu.status).toBe(400)
    expect(Object.keys(menu.body.errors)).toEqual(['items.0.to'])
    // What GET gave, sent back changed (ADR 055), is checked the same way.
    const envelope = await api.get('/api/content/header')
    envelope.body.content.callToAction.to = '//evil.example'
    const wrapped = await api.put('/api/content/header', envelope.body, token)
    expect(wrapped.status).toBe(400)
    expect(Object.keys(wrapped.body.errors)).toEqual(['callToAction.to'])

    const home = (await api.get('/api/content/home')).body.content
    const button = await api.put(
      '/api/content/home',
      { ...home, callToAction: { ...home.callToAction, to: '/\\evil.example' } },
      token,
    )
    expect(button.status).toBe(400)
    expect(Object.keys(button.body.errors)).toEqual(['callToAction.to'])

    const footer = (await api.get('/api/content/footer')).body.content
    footer.groups[0].links[0].to = '//evil.example/'
    const links = await api.put('/api/content/footer', footer, token)
    expect(links.status).toBe(400)
    expect(Object.keys(links.body.errors)).toEqual(['groups.0.links.0.to'])

    // A project's live link is a full address; one that is not is refused too.
    for (const projectUrl of [
      '//evil.example',
      '/\\evil.example',
      'https://a.example\\@evil.example',
    ]) {
      const project = await api.post(
        '/api/portfolio',
        {
          title: 'Probe',
          description: 'A case study.',
          imageUrl: 'https://cdn.example/p.png',
          category: 'web',
          projectUrl,
        },
        token,
      )
      expect(project.status, projectUrl).toBe(400)
      expect(Object.keys(project.body.errors), projectUrl).toEqual(['projectUrl'])
    }
  })

  it('takes menu links to pages in any spelling of their path', async () => {
    const header = (await api.get('/api/content/header')).body.content
    const saved = await api.put(
      '/api/content/header',
      {
        ...header,
        items: [
          { label: 'Contact', to: '/Contact/' },
          { label: 'SEO', to: '/services/%73eo' },
        ],
      },
      token,
    )
    expect(saved.status).toBe(200)
  })

  it('shows no link from stored copy that leads to another site', async () => {
    const header = (await api.get('/api/content/header')).body.content
    await app.ctx.contentVersion.publish(async (trx) => {
      await trx
        .insertInto('site_content')
        .values({
          page: 'header',
          data: JSON.stringify({
            ...header,
            items: [
              { label: 'Evil', to: '/\\evil.example' },
              { label: 'Work', to: '/portfolio' },
            ],
            callToAction: { label: 'Talk to us', to: '//evil.example' },
          }),
          updated_at: '2020-01-01T00:00:00.000Z',
        })
        .execute()
    })
    const { body } = await api.get('/api/content/header')
    // The page keeps its edits; the two links that left the site lead home.
    expect(body.updatedAt).toBe('2020-01-01T00:00:00.000Z')
    expect(body.content.items).toEqual([
      { label: 'Evil', to: '/' },
      { label: 'Work', to: '/portfolio' },
    ])
    expect(body.content.callToAction).toEqual({ label: 'Talk to us', to: '/' })
  })

  it('never sends a target stored before the rules, and sends any target as ASCII', async () => {
    await storeOld([
      { from: '/bad', to: '/\\evil.example' },
      { from: '/worse', to: '//evil.example' },
      { from: '/café', to: '/menü→heute' },
    ])
    expect((await visit('/bad')).headers.get('location')).toBeNull()
    expect((await visit('/worse')).headers.get('location')).toBeNull()
    const arrow = await visit('/caf%C3%A9')
    expect(arrow.status).toBe(301)
    expect(arrow.headers.get('location')).toBe('/men%C3%BC%E2%86%92heute')
    // And one added today, with the same characters.
    expect((await redirect('/speisekarte', '/menü→heute')).status).toBe(201)
    expect((await visit('/Speisekarte')).headers.get('location')).toBe('/men%C3%BC%E2%86%92heute')
  })

  it('checks a whole import first: a reserved path or loop on any line writes nothing', async () => {
    const reserved = await api.post(
      '/api/redirects/import',
      { csv: 'from,to\n/fine,/contact\n/Healthz,/\n' },
      token,
    )
    expect(reserved.status).toBe(400)
    expect(reserved.body.errors.csv).toEqual([
      'Line 3: The site answers /Healthz itself (the health check) (from)',
    ])
    const unsafe = await api.post(
      '/api/redirects/import',
      { csv: '/fine,/\\evil.example\n' },
      token,
    )
    expect(unsafe.status).toBe(400)
    expect(unsafe.body.errors.csv[0]).toMatch(
      /^Line 1: A path on this site starts with a single \/.* \(to\)$/,
    )
    const loop = await api.post('/api/redirects/import', { csv: '/x,/y\n/lz,/lz/\n/z,/x\n' }, token)
    expect(loop.status).toBe(409)
    expect(loop.body.errors.csv).toEqual(['Line 2: /lz/ leads back to /lz'])
    expect((await api.get('/api/redirects', token)).body).toEqual([])
  })

  it('writes an import as planned, or afresh when another change came in between', async () => {
    const db = app.ctx.db
    const hosts = new Set(['agency.example'])
    const row = (from: string, to: string) => ({ from, to, status: 301 as const })
    const publish = (batch: RedirectChanges, planned: number | null) =>
      app.ctx.contentVersion.publish((trx) => writeRedirectBatch(trx, batch, planned, hosts))

    const quiet = await planRedirectImport(db, [row('/p', '/contact'), row('/q', '/p')], hosts, 1)
    expect(quiet.batches).toHaveLength(2)
    expect(await publish(quiet.batches[0]!, quiet.version)).toBe(true)

    // Planned while /r led nowhere; then an admin points /contact at /r. Written as planned,
    // /r → /contact would close a circle: the batch is saved afresh and the loop found.
    const racing = await planRedirectImport(db, [row('/r', '/contact')], hosts, 200)
    expect((await redirect('/contact', '/r')).status).toBe(201)
    await expect(publish(racing.batches[0]!, racing.version)).rejects.toBeInstanceOf(
      RedirectLoopError,
    )
    const froms = (await api.get('/api/redirects', token)).body.map((r: { from: string }) => r.from)
    expect(froms).toEqual(['/contact', '/p'])
  })

  it('answers visitors between the batches of a long import, and shows it whole at the end', async () => {
    // Found by a probe: 3 000 rows were one transaction, and on SQLite every request that
    // needed the database (and every message a visitor sent) waited for all of it. Now each
    // batch is a transaction of its own: what needs the database is answered between two.
    const rows = 3000
    const csv =
      'from,to\n' + Array.from({ length: rows }, (_, i) => `/moved-${i},/contact`).join('\n')
    const stored = async () => (await api.get('/api/redirects', token)).body.length as number
    // The server has read the redirects (none yet) for the current content version.
    expect((await visit('/moved-0')).status).toBe(404)
    let answered = false
    const importing = api.post('/api/redirects/import', { csv }, token).finally(() => {
      answered = true
    })
    let during: { before: number; message: number; after: number; visit: number } | undefined
    while (!answered && !during) {
      const before = await stored()
      if (before === 0) continue
      // In this order: some rows written, a visitor's message and a visit, not all rows yet.
      const message = (await api.post('/api/messages', validMessage)).status
      const visited = (await visit('/moved-0')).status
      during = { before, message, visit: visited, after: await stored() }
    }
    const imported = await importing
    expect(imported.status).toBe(200)
    expect(imported.body).toEqual({ imported: rows })
    expect(during).toBeDefined()
    expect(during!.before).toBeGreaterThan(0)
    expect(during!.after).toBeLessThan(rows)
    expect(during!.message).toBe(201)
    // Visitors get the import whole once it is: the last batch bumps the content version.
    expect(during!.visit).not.toBe(301)
    expect((await visit(`/moved-${rows - 1}`)).headers.get('location')).toBe('/contact')
    expect((await visit('/moved-0')).headers.get('location')).toBe('/contact')
    expect(await stored()).toBe(rows)
  })
})
