import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { apiClient, type ApiClient } from '../support/api-client'
import { engines } from '../support/databases'
import { makeImage, makeJpegWithExif } from '../support/images'
import { startTestApp, type TestApp } from '../support/test-app'

function form(bytes: Buffer, filename: string, type: string, field = 'image'): FormData {
  const data = new FormData()
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename)
  return data
}

describe.each(engines)('upload API on %s', (engine) => {
  let app: TestApp
  let api: ApiClient
  let token: string
  const upload = (data: FormData, t: string | null = token) =>
    api.call('POST', '/api/upload', { raw: data, token: t ?? undefined })

  beforeAll(async () => {
    app = await startTestApp(engine)
    api = apiClient(app.baseUrl)
    await upsertAdmin(app.ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    token = await api.login('owner@agency.test', 'correct horse battery')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('needs a token', async () => {
    const png = await makeImage('png')
    expect((await upload(form(png, 'a.png', 'image/png'), null)).status).toBe(401)
    expect((await upload(form(png, 'a.png', 'image/png'), 'garbage')).status).toBe(401)
  })

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
    ['avif', 'image/avif', 'avif'],
  ] as const)(
    'stores a real %s and serves it back with long caching',
    async (format, mime, ext) => {
      const bytes = await makeImage(format, { width: 700, height: 400 })
      const res = await upload(form(bytes, `photo.${ext}`, mime))
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f]{64}\\.${ext}$`)),
        width: 700,
        height: 400,
      })
      const served = await fetch(app.baseUrl + res.body.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(mime)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(700)
      const variant = await fetch(app.baseUrl + res.body.url.replace(`.${ext}`, '-640.webp'))
      expect(variant.headers.get('content-type')).toBe('image/webp')
      // The same bytes again give the same URL.
      expect((await upload(form(bytes, 'again.bin', 'application/octet-stream'))).body.url).toBe(
        res.body.url,
      )
    },
  )

  it('answers a conditional request for an image the client has with 304', async () => {
    const res = await upload(form(await makeImage('png'), 'a.png', 'image/png'))
    const url = app.baseUrl + res.body.url
    const etag = (await fetch(url)).headers.get('etag')!
    const fetchIf = (ifNoneMatch: string) =>
      fetch(url, { headers: { 'if-none-match': ifNoneMatch } })
    // Weak tags (as proxies and compressing servers rewrite them), lists and * all match.
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, `"a","b" ,W/${etag}`, '*']) {
      const cached = await fetchIf(header)
      expect(cached.status, header).toBe(304)
      expect(await cached.text()).toBe('')
    }
    for (const header of ['"other"', `"${etag}"`, etag.slice(0, -2) + '"', '']) {
      expect((await fetchIf(header)).status, header).toBe(200)
    }
  })

  it('strips EXIF and GPS from a JPEG and applies its orientation', async () => {
    const res = await upload(form(await makeJpegWithExif(), 'camera.jpg', 'image/jpeg'))
    expect(res.status).toBe(201)
    const bytes = Buffer.from(await (await fetch(app.baseUrl + res.body.url)).arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([300, 600])
    expect(bytes.includes('TestCam')).toBe(false)
  })

  it('judges by the bytes: text named .png and SVG are refused with 415', async () => {
    const text = await upload(
      form(Buffer.from('hello, I am not an image'), 'fake.png', 'image/png'),
    )
    expect(text).toMatchObject({
      status: 415,
      body: { message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted' },
    })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    expect((await upload(form(svg, 'logo.svg', 'image/svg+xml'))).status).toBe(415)
    const truncated = (await makeImage('png')).subarray(0, 200)
    expect((await upload(form(truncated, 'cut.png', 'image/png'))).status).toBe(415)
  })

  it('refuses a file over 5 MB with 413, and no file with 400', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(6 * 1024 * 1024)])
    const tooBig = await upload(form(big, 'big.png', 'image/png'))
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'Request body is too large' } })
    const none = await upload(new FormData())
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'Please select an image to upload' },
    })
    const wrongField = await upload(form(await makeImage('png'), 'a.png', 'image/png', 'file'))
    expect(wrongField).toMatchObject({
      status: 400,
      body: { message: 'Send the image in the "image" field' },
    })
    const malformed = await api.call('POST', '/api/upload', {
      token,
      raw: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed upload' } })
    const noBoundary = await api.call('POST', '/api/upload', {
      token,
      raw: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.status).toBe(400)
  })
})
