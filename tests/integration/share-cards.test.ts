import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { storeImage } from '~/features/uploads/queries.server'
import { pageTitle } from '../../server/share-card-titles'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('share cards made by the server on %s', (engine) => {
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

  const card = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers })

  it('answers a page card as a 1200×630 PNG with an ETag, and 304 when it has not changed', async () => {
    for (const path of ['/og/index.png', '/og/services/web-development.png', '/og/contact.png']) {
      const res = await card(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toMatch(/^public/)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
      const etag = res.headers.get('etag')
      expect(etag).toMatch(/^"card-/)
      const again = await card(path, { 'If-None-Match': etag! })
      expect(again.status).toBe(304)
    }
  })

  it('draws no card for a page that does not exist', async () => {
    for (const path of [
      '/og/no-such-page.png',
      '/og/services/anything-you-like.png',
      '/og/portfolio/not-a-project.png',
      '/og/admin.png',
      '/og/.png',
      '/og/services/.png',
    ]) {
      expect((await card(path)).status, path).toBe(404)
    }
  })

  it('draws a new card when the brand or the page title changes', async () => {
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour Logistics Portal',
        description: 'A case study.',
        imageUrl,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(created.status).toBe(201)
    const path = `/og/portfolio/${created.body.slug}.png`
    const first = await card(path)
    expect(first.status).toBe(200)
    const firstBody = Buffer.from(await first.arrayBuffer())
    const firstTag = first.headers.get('etag')!

    await api.put(`/api/portfolio/${created.body._id}`, { title: 'Harbour Freight Portal' }, token)
    const retitled = await card(path, { 'If-None-Match': firstTag })
    expect(retitled.status).toBe(200)
    const retitledBody = Buffer.from(await retitled.arrayBuffer())
    expect(retitledBody.equals(firstBody)).toBe(false)
    const retitledTag = retitled.headers.get('etag')!
    expect(retitledTag).not.toBe(firstTag)

    const saved = await api.put('/api/settings/brand', { name: 'Northwind Studio' }, token)
    expect(saved.status).toBe(200)
    const rebranded = await card(path, { 'If-None-Match': retitledTag })
    expect(rebranded.status).toBe(200)
    expect(Buffer.from(await rebranded.arrayBuffer()).equals(retitledBody)).toBe(false)
  })

  /** A 1200×800 picture in three bands: red at the top, blue in the middle, green at the foot. */
  const bands = (middle = '#0000ff') =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${middle}"/><rect width="1200" height="60" fill="#ff0000"/><rect y="740" width="1200" height="60" fill="#00ff00"/></svg>`,
      ),
    )
      .png()
      .toBuffer()

  /** The card's colour at a point, named (JPEG shifts it a little). */
  const colourAt = async (jpeg: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true })
    const at = (y * info.width + x) * info.channels
    const [r, g, b] = [data[at]! > 200, data[at + 1]! > 200, data[at + 2]! > 200]
    const low = [data[at]! < 40, data[at + 1]! < 40, data[at + 2]! < 40]
    if (low[0] && low[1] && b) return 'blue'
    if (r && g && low[2]) return 'yellow'
    if (r && low[1] && low[2]) return 'red'
    if (low[0] && g && low[2]) return 'green'
    return `rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`
  }

  it("draws a project's card from its picture, cropped to 1200×630 (not squeezed), as a JPEG", async () => {
    const picture = (await storeImage(app.ctx.db, await bands())).url
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Banded Picture Project',
        description: 'A case study.',
        imageUrl: picture,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(created.status).toBe(201)
    const path = `/og/portfolio/${created.body.slug}.jpg`
    const res = await card(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    const body = Buffer.from(await res.arrayBuffer())
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    // Cropped about the centre: 85 px go at the top and at the foot, the bands with them. A
    // picture squeezed into 630 px would keep its red top and green foot.
    for (const y of [0, 315, 629]) {
      expect({ y, colour: await colourAt(body, 600, y) }).toEqual({ y, colour: 'blue' })
    }
    // Small enough for every app that shows previews.
    expect(body.length).toBeLessThan(300_000)
    const etag = res.headers.get('etag')!
    expect((await card(path, { 'If-None-Match': etag })).status).toBe(304)

    // Its share image, when it has one, is the card's picture.
    const share = (await storeImage(app.ctx.db, await bands('#ffff00'))).url
    await api.put(`/api/portfolio/${created.body._id}`, { shareImageUrl: share }, token)
    const shared = Buffer.from(await (await card(path)).arrayBuffer())
    expect(await colourAt(shared, 600, 315)).toBe('yellow')
  })

  it('draws no picture card for a project whose picture is elsewhere, nor for other pages', async () => {
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Picture Elsewhere',
        description: 'A case study.',
        imageUrl: 'https://images.example/work.png',
        category: 'web',
        technologies: [],
      },
      token,
    )
    expect(created.status).toBe(201)
    expect((await card(`/og/portfolio/${created.body.slug}.jpg`)).status).toBe(404)
    expect((await card(`/og/portfolio/${created.body.slug}.png`)).status).toBe(200)
    for (const path of ['/og/contact.jpg', '/og/index.jpg', '/og/portfolio/not-a-project.jpg']) {
      expect((await card(path)).status, path).toBe(404)
    }
  })

  it('does not count a card as a page view', async () => {
    const { countedPath } = await import('~/features/analytics/counting')
    expect(countedPath('GET', '/og/index.png', {})).toBeNull()
  })
})

describe.each(engines)('share cards in the page’s language on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string

  beforeAll(async () => {
    app = await startTestApp(engine, { SITE_LANGUAGES: 'en,de' })
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  const bytes = async (path: string) => {
    const res = await fetch(`${app.baseUrl}${path}`)
    expect(res.status, path).toBe(200)
    return Buffer.from(await res.arrayBuffer())
  }

  it('draws a German page’s card with its German title, falling back to the English one', async () => {
    const created = await api.post(
      '/api/portfolio',
      {
        title: 'Harbour Freight Portal',
        description: 'A case study.',
        imageUrl: (await storeImage(app.ctx.db, await makeImage('png'))).url,
        category: 'web',
        technologies: ['React'],
      },
      token,
    )
    expect(created.status).toBe(201)
    const page = `/portfolio/${created.body.slug}`
    // Not translated yet: the German address's card says what the English one does.
    expect(await pageTitle(app.ctx, `/de${page}`)).toBe('Harbour Freight Portal')
    const english = await bytes(`/og${page}.png`)
    expect((await bytes(`/og/de${page}.png`)).equals(english)).toBe(true)

    await api.put(`/api/portfolio/${created.body._id}?lang=de`, { title: 'Frachtportal' }, token)
    expect(await pageTitle(app.ctx, `/de${page}`)).toBe('Frachtportal')
    expect(await pageTitle(app.ctx, page)).toBe('Harbour Freight Portal')
    // Drawn again for the translation (the card's kept copy read the record's key).
    expect((await bytes(`/og/de${page}.png`)).equals(english)).toBe(false)
    expect((await bytes(`/og${page}.png`)).equals(english)).toBe(true)

    const services = (await api.get('/api/content/services')).body.content
    await api.put(
      '/api/content/services?lang=de',
      { content: { ...services, title: 'Unsere Leistungen' } },
      token,
    )
    expect(await pageTitle(app.ctx, '/de/services')).toBe('Unsere Leistungen')
    expect(await pageTitle(app.ctx, '/services')).toBe(services.title)
  })

  it('draws none for a language the site does not have', async () => {
    expect((await fetch(`${app.baseUrl}/og/fr/services.png`)).status).toBe(404)
    expect((await fetch(`${app.baseUrl}/og/en/services.png`)).status).toBe(404)
  })
})
