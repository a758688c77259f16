import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../scripts/support/server'

const SITE_URL = 'https://agency.example'

/** The content of a `<meta property|name="key" content="…">` tag, or undefined. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ':')}" content="([^"]*)"/>`).exec(
    html,
  )?.[1]

describe('share cards on the built server', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { SITE_URL } })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('gives every page in the sitemap a 1200×630 share picture that answers', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(SITE_URL.length),
    )
    expect(pages.length).toBeGreaterThan(10)
    let projects = 0
    for (const path of pages) {
      const html = await (await fetch(server.baseUrl + (path || '/'))).text()
      const image = metaOf(html, 'og:image')
      expect(image, path).toMatch(new RegExp(`^${SITE_URL}/og/`))
      expect(metaOf(html, 'twitter:card'), path).toBe('summary_large_image')
      expect(metaOf(html, 'twitter:image'), path).toBe(image)
      const res = await fetch(server.baseUrl + image!.slice(SITE_URL.length))
      expect(res.status, `${path} → ${image}`).toBe(200)
      const body = Buffer.from(await res.arrayBuffer())
      const meta = await sharp(body).metadata()
      // A project's or a post's card is its picture cropped, as a JPEG (ADR 075); every other
      // page's is its title on the brand's colours, as a PNG (ADR 068).
      const format = /^\/(portfolio|blog)\/./.test(path) ? 'jpeg' : 'png'
      if (/^\/portfolio\/./.test(path)) projects++
      expect(res.headers.get('content-type'), path).toBe(`image/${format}`)
      expect([meta.format, meta.width, meta.height], path).toEqual([format, 1200, 630])
      expect(metaOf(html, 'og:image:width'), path).toBe('1200')
      expect(metaOf(html, 'og:image:height'), path).toBe('630')
    }
    // The seeded projects all have an uploaded picture.
    expect(projects).toBeGreaterThan(3)
    // A made-up page has no card, so nobody can have the server draw their text.
    expect((await fetch(`${server.baseUrl}/og/free-text-of-my-choosing.png`)).status).toBe(404)
  })
})
