import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('project pages and redirects on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  let imageUrl: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
    imageUrl = (await storeImage(app.ctx.db, await makeImage('png'))).url
  })
  afterAll(async () => {
    await app?.close()
  })

  const project = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    description: 'A case study.',
    imageUrl,
    category: 'web',
    technologies: ['React'],
    ...extra,
  })

  /** The first answer to a GET, redirects not followed. */
  const visit = (path: string) => fetch(app.baseUrl + path, { redirect: 'manual' })

  it('makes a slug from the title, numbered when taken, and refuses a taken one', async () => {
    const first = await api.post('/api/portfolio', project('Café Ordering — App'), token)
    expect(first.status).toBe(201)
    expect(first.body.slug).toBe('cafe-ordering-app')
    const second = await api.post('/api/portfolio', project('Cafe ordering app'), token)
    expect(second.body.slug).toBe('cafe-ordering-app-2')
    const taken = await api.post(
      '/api/portfolio',
      project('Other', { slug: 'cafe-ordering-app' }),
      token,
    )
    expect(taken.status).toBe(400)
    expect(taken.body.errors.slug).toEqual(['Another project already uses this slug'])
    const bad = await api.post('/api/portfolio', project('Other', { slug: 'Not A Slug!' }), token)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['slug'])
    // Editing the title alone keeps the address people may have shared.
    const renamed = await api.put(`/api/portfolio/${first.body._id}`, { title: 'Renamed' }, token)
    expect(renamed.body.slug).toBe('cafe-ordering-app')
  })

  it('answers a changed slug with a 301 from the old path, collapsing chains', async () => {
    const created = await api.post('/api/portfolio', project('Harbour Tickets'), token)
    const id = created.body._id
    expect(created.body.seoTitle).toBeNull()
    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-passes' }, token)
    let res = await visit('/portfolio/harbour-tickets?utm_source=chat')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/portfolio/harbour-passes?utm_source=chat')

    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-ferries' }, token)
    // The first old address leads straight to the newest, never through the middle one.
    res = await visit('/portfolio/harbour-tickets')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-ferries')
    res = await visit('/portfolio/harbour-passes')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/portfolio/harbour-ferries')

    // Going back to an old slug: the page is there again, and no redirect hides it.
    await api.put(`/api/portfolio/${id}`, { slug: 'harbour-tickets' }, token)
    res = await visit('/portfolio/harbour-tickets')
    expect(res.status).not.toBe(301)
    res = await visit('/portfolio/harbour-ferries')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-tickets')
    res = await visit('/portfolio/harbour-passes')
    expect(res.headers.get('location')).toBe('/portfolio/harbour-tickets')
  })

  it('keeps redirects in Settings → Redirects: added, followed, loops refused, removed', async () => {
    const added = await api.post('/api/redirects', { from: '/old-offer/', to: '/products' }, token)
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ from: '/old-offer', to: '/products', status: 301 })
    let res = await visit('/old-offer')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/products')

    const away = await api.post(
      '/api/redirects',
      { from: '/partner', to: 'https://partner.example/', status: 302 },
      token,
    )
    expect(away.status).toBe(201)
    res = await visit('/partner?ref=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://partner.example/')

    // A chain is collapsed: /a → /b → /products is stored as /a → /products.
    await api.post('/api/redirects', { from: '/b', to: '/old-offer' }, token)
    expect((await visit('/b')).headers.get('location')).toBe('/products')
    // A loop is refused, nothing changes.
    const loop = await api.post('/api/redirects', { from: '/products', to: '/b' }, token)
    expect(loop.status).toBe(409)
    expect(loop.body.message).toBe('This redirect would make a loop')
    const self = await api.post('/api/redirects', { from: '/x', to: '/x' }, token)
    expect(self.status).toBe(409)

    for (const bad of [
      { from: 'no-slash', to: '/x' },
      { from: '/api/portfolio', to: '/x' },
      { from: '/admin', to: '/x' },
      { from: '/y', to: 'javascript:alert(1)' },
      { from: '/y', to: '/x', status: 307 },
    ]) {
      const refused = await api.post('/api/redirects', bad, token)
      expect(refused.status, JSON.stringify(bad)).toBe(400)
    }

    const list = (await api.get('/api/redirects', token)).body as { _id: string; from: string }[]
    const id = list.find((r) => r.from === '/partner')!._id
    expect((await api.del(`/api/redirects/${id}`, token)).status).toBe(200)
    expect((await visit('/partner')).status).not.toBe(302)
    expect((await api.del(`/api/redirects/${id}`, token)).status).toBe(404)
    expect((await api.del('/api/redirects/not-an-id', token)).status).toBe(404)
  })

  it('exports and imports redirects as CSV, all or nothing', async () => {
    const imported = await api.post(
      '/api/redirects/import',
      { csv: 'from,to,status\r\n/csv-one,/contact,301\r\n"/csv,two",https://example.com/,302\r\n' },
      token,
    )
    expect(imported.status).toBe(200)
    expect(imported.body).toEqual({ imported: 2 })
    const csv = await fetch(app.baseUrl + '/api/redirects/export.csv', {
      headers: { 'x-auth-token': token },
    })
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    // (The BOM is read as bytes: fetch's text() would drop it.)
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.startsWith('from,to,status\r\n')).toBe(true)
    expect(text).toContain('/csv-one,/contact,301\r\n')
    expect(text).toContain('"/csv,two",https://example.com/,302\r\n')

    // A bad line names itself, and the good lines before it are not written.
    const bad = await api.post(
      '/api/redirects/import',
      { csv: 'from,to\n/csv-three,/contact\n/csv-four,nowhere\n' },
      token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors.csv[0]).toMatch(/^Line 3: /)
    const loop = await api.post(
      '/api/redirects/import',
      { csv: '/csv-five,/csv-six\n/csv-six,/csv-five\n' },
      token,
    )
    expect(loop.status).toBe(409)
    const froms = ((await api.get('/api/redirects', token)).body as { from: string }[]).map(
      (r) => r.from,
    )
    expect(froms).not.toContain('/csv-three')
    expect(froms).not.toContain('/csv-five')
  })

  it('lets only an admin see or change redirects', async () => {
    const editor = await api.post(
      '/api/users',
      {
        email: 'ed@agency.test',
        username: 'ed',
        password: 'correct horse battery',
        role: 'editor',
      },
      token,
    )
    expect(editor.status).toBe(201)
    const edToken = await api.login('ed@agency.test', 'correct horse battery')
    expect((await api.get('/api/redirects', edToken)).status).toBe(403)
    expect((await api.post('/api/redirects', { from: '/e', to: '/' }, edToken)).status).toBe(403)
    expect((await api.get('/api/redirects')).status).toBe(401)
  })
})

describe.each(engines)('brand settings on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  const png = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(app.baseUrl + path, { headers })
    const bytes = Buffer.from(await res.arrayBuffer())
    return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : undefined }
  }

  it("answers today's brand until an admin saves one, then the saved one", async () => {
    const first = await api.get('/api/settings/brand')
    expect(first.body).toEqual({
      name: 'Digital Agency',
      shortName: 'DA',
      logoUrl: null,
      logoDarkUrl: null,
      primaryColor: '#484dd2',
      accentColor: '#0099a3',
      themeColor: '#484dd2',
    })
    const saved = await api.put(
      '/api/settings/brand',
      { name: 'Northwind Studio', shortName: 'NW' },
      token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      name: 'Northwind Studio',
      shortName: 'NW',
      primaryColor: '#484dd2',
    })
    expect((await api.get('/api/settings/brand')).body.name).toBe('Northwind Studio')
    expect((await api.put('/api/settings/brand', { name: 'X' })).status).toBe(401)
  })

  it('refuses a colour whose text would be below 4.5:1, naming the field', async () => {
    const light = await api.put('/api/settings/brand', { primaryColor: '#8a9bff' }, token)
    expect(light.status).toBe(400)
    expect(Object.keys(light.body.errors)).toEqual(['primaryColor'])
    expect(light.body.errors.primaryColor[0]).toMatch(
      /contrast of 2\.\d:1; it needs at least 4\.5:1/,
    )
    const grey = await api.put(
      '/api/settings/brand',
      { accentColor: '#767676', primaryColor: '#777777' },
      token,
    )
    expect(grey.status).toBe(400)
    expect(Object.keys(grey.body.errors)).toEqual(['primaryColor'])
    const bad = await api.put('/api/settings/brand', { primaryColor: 'red' }, token)
    expect(bad.body.errors.primaryColor).toEqual(['Enter a colour as #rrggbb'])
    const ok = await api.put(
      '/api/settings/brand',
      { primaryColor: '#0B5D1E', accentColor: '#b45309' },
      token,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.primaryColor).toBe('#0b5d1e')
  })

  it('makes the favicon, the apple-touch icon and the manifest from the logo, per content version', async () => {
    const before = await png('/brand/icon-32.png')
    expect(before.res.headers.get('content-type')).toBe('image/png')
    expect(before.meta).toMatchObject({ width: 32, height: 32, format: 'png' })
    const etag = before.res.headers.get('etag')!
    expect((await png('/brand/icon-32.png', { 'if-none-match': etag })).res.status).toBe(304)

    // A red logo: the icons turn red.
    const logo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 220, g: 0, b: 0 } },
    })
      .png()
      .toBuffer()
    const { url } = await storeImage(app.ctx.db, logo)
    expect((await api.put('/api/settings/brand', { logoUrl: url }, token)).status).toBe(200)
    const after = await png('/brand/icon-180.png')
    expect(after.meta).toMatchObject({ width: 180, height: 180 })
    const { data } = await sharp(after.bytes).raw().toBuffer({ resolveWithObject: true })
    // The middle pixel is the logo's red.
    const mid = (90 * 180 + 90) * (after.meta!.channels ?? 3)
    expect([data[mid], data[mid + 1], data[mid + 2]]).toEqual([220, 0, 0])
    const changed = await png('/brand/icon-32.png', { 'if-none-match': etag })
    expect(changed.res.status).toBe(200)

    const manifest = await (await fetch(app.baseUrl + '/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({
      name: expect.any(String),
      theme_color: expect.stringMatching(/^#/),
    })
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512'])
    const big = await png(manifest.icons[1].src)
    expect(big.meta).toMatchObject({ width: 512, height: 512 })
    expect((await fetch(app.baseUrl + '/brand/icon-33.png')).status).toBe(404)
  })

  it('refuses an SVG or a foreign URL as the logo', async () => {
    for (const logoUrl of ['https://cdn.example/logo.svg', '/uploads/../etc/passwd', 'x']) {
      const res = await api.put('/api/settings/brand', { logoUrl }, token)
      expect(res.status, logoUrl).toBe(400)
    }
  })
})

describe.each(engines)('the header menu as content on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  it("starts as today's menu and takes links only to pages that exist or full URLs", async () => {
    const { content } = (await api.get('/api/content/header')).body
    expect(content.items.map((i: { label: string }) => i.label)).toEqual([
      'Home',
      'Services',
      'Portfolio',
      'Products',
      'Company',
      'Contact',
    ])
    expect(content.callToAction).toEqual({ label: 'Get Started', to: '/contact' })

    const broken = await api.put(
      '/api/content/header',
      {
        ...content,
        items: [...content.items, { label: 'Events', to: '/events' }],
        callToAction: { label: 'Book a call', to: '/book' },
      },
      token,
    )
    expect(broken.status).toBe(400)
    expect(broken.body.errors).toEqual({
      'items.6.to': ['There is no page at /events'],
      'callToAction.to': ['There is no page at /book'],
    })

    const saved = await api.put(
      '/api/content/header',
      {
        items: [
          { label: 'Work', to: '/portfolio?category=web' },
          { label: 'Security', to: '/services/cyber-security' },
          // The journal is a page of the site (issue #39): the menu can link to it.
          { label: 'Journal', to: '/blog' },
          { label: 'Blog', to: 'https://blog.example.com/' },
        ],
        callToAction: { label: 'Book a call', to: '/contact?subject=Call' },
      },
      token,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.content.items).toHaveLength(4)

    // The footer's links are checked the same way.
    const footer = (await api.get('/api/content/footer')).body.content
    footer.groups[0].links[0].to = '/services/no-such-service'
    const badFooter = await api.put('/api/content/footer', footer, token)
    expect(badFooter.status).toBe(400)
    expect(Object.keys(badFooter.body.errors)).toEqual(['groups.0.links.0.to'])
  })
})
