import { parseFeed } from '@rowanmanning/feed-parser'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPosts } from '../../db/seed-data'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminEnv, apiSignIn, signIn, storedToken, toastWith } from './support/admin'
import { launchBrowser, openPage } from './support/browser'
import { axeViolations, waitForHydration } from './support/site'

const SITE_URL = 'https://agency.example'
const FIRST = seedPosts[0]!
const FIRST_SLUG = 'five-checks-before-you-launch-a-website'

/**
 * The journal as visitors, crawlers and feed readers get it (issue #39): every page
 * server-rendered and read with JavaScript off, in the default language and under a prefix.
 */
describe('the journal', () => {
  let server: RunningServer
  let browser: Browser
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ env: { SITE_URL, SITE_LANGUAGES: 'en,de', ...adminEnv } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lists the posts and shows one, whole, with JavaScript off', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    try {
      const list = await page.goto(`${server.baseUrl}/blog`)
      expect(list?.status()).toBe(200)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Journal')
      // Newest first, each title a link to its page.
      const titles = await page.locator('main article h2 a').allTextContents()
      expect(titles).toEqual(seedPosts.map((p) => p.title))
      expect(await page.locator('main article img').count()).toBe(seedPosts.length)
      // Every page tells a feed reader where the feed is.
      const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]')
      expect(await feed.getAttribute('href')).toBe(`${SITE_URL}/blog/feed.xml`)

      await page.getByRole('link', { name: FIRST.title }).click()
      await page.waitForURL(`**/blog/${FIRST_SLUG}`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(FIRST.title)
      expect(await page.title()).toBe(`${FIRST.title} | Digital Agency`)
      const main = (await page.locator('main').textContent())!
      expect(main).toContain('min read')
      // A long post opens with its contents, each entry a link to its part.
      const contents = page.getByRole('navigation', { name: 'Contents' })
      expect(await contents.getByRole('link').allTextContents()).toEqual([
        '1. Every page answers',
        '2. Forms reach a person',
        '3. Pictures are light',
        '4. Search engines may read it',
        '5. Someone watches the first day',
      ])
      await contents.getByRole('link', { name: '3. Pictures are light' }).click()
      expect(new URL(page.url()).hash).toBe('#section-3-pictures-are-light')
      expect(await page.locator('main table th').allTextContents()).toEqual([
        'Picture',
        'Before',
        'After',
      ])
      expect(await page.locator('main blockquote').count()).toBe(1)
      // Its tags lead to their pages; a post sharing one is related; the page ends at /contact.
      const tags = page.getByRole('region', { name: 'Tags' })
      expect(await tags.getByRole('link').allTextContents()).toEqual(FIRST.tags)
      const related = page.getByRole('region', { name: 'Related posts' })
      expect(await related.locator('h3').allTextContents()).toEqual([seedPosts[1]!.title])
      const cta = page.getByRole('link', { name: 'Start a Conversation' })
      expect(await cta.getAttribute('href')).toBe('/contact')
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      )
      expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
        headline: FIRST.title,
        url: `${SITE_URL}/blog/${FIRST_SLUG}`,
        image: expect.stringMatching(new RegExp(`^${SITE_URL}/uploads/`)),
        datePublished: expect.any(String),
      })
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${SITE_URL}/og/blog/${FIRST_SLUG}.jpg`,
      )

      await tags.getByRole('link', { name: 'Web Development' }).click()
      await page.waitForURL('**/blog/tag/web-development')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Posts tagged “Web Development”',
      )
      expect(await page.locator('main article h2').allTextContents()).toEqual([
        seedPosts[0]!.title,
        seedPosts[1]!.title,
      ])
    } finally {
      await close()
    }
    for (const missing of [
      '/blog/no-such-post',
      '/blog/tag/no-such-tag',
      '/blog?page=2',
      '/blog?page=x',
    ]) {
      expect((await fetch(server.baseUrl + missing)).status, missing).toBe(404)
    }
  })

  it('has nothing axe finds on the list, a post and a tag, hydrated', async () => {
    const { page, errors, close } = await openPage(browser)
    try {
      for (const path of ['/blog', `/blog/${FIRST_SLUG}`, '/blog/tag/web-development']) {
        expect((await page.goto(server.baseUrl + path))?.status(), path).toBe(200)
        await waitForHydration(page)
        expect(await axeViolations(page), path).toEqual([])
      }
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('is the same under a language prefix, in that language', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false })
    try {
      expect((await page.goto(`${server.baseUrl}/de/blog`))?.status()).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      await page.getByRole('link', { name: FIRST.title }).click()
      await page.waitForURL(`**/de/blog/${FIRST_SLUG}`)
      expect(await page.locator('main').textContent()).toContain('Min. Lesezeit')
      expect(await page.getByRole('navigation', { name: 'Inhalt' }).count()).toBe(1)
    } finally {
      await close()
    }
  })

  it('has a feed a real feed reader reads, whole and with absolute URLs', async () => {
    const res = await fetch(`${server.baseUrl}/blog/feed.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const feed = parseFeed(await res.text())
    expect(feed.meta.type).toBe('atom')
    expect(feed.url).toBe(`${SITE_URL}/blog`)
    expect(feed.items.map((item) => item.title)).toEqual(seedPosts.map((p) => p.title))
    const first = feed.items[0]!
    expect(first.url).toBe(`${SITE_URL}/blog/${FIRST_SLUG}`)
    expect(first.categories.map((c) => c.term)).toEqual(FIRST.tags)
    // The whole body: its last line is there, and its table.
    expect(first.content).toContain('plan the days after it too')
    expect(first.content).toContain('<table>')
    expect(first.published).toBeInstanceOf(Date)
    for (const item of feed.items) {
      for (const [, url] of (item.content ?? '').matchAll(/(?:href|src)="([^"]+)"/g)) {
        expect(url).toMatch(/^(https?:|mailto:|#)/)
      }
    }
  })

  it('lists each post in the sitemap with when it last changed', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}/blog</loc>`)
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>${SITE_URL}/blog/${FIRST_SLUG}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`,
      ),
    )
  })

  it('keeps a draft post off every public page until it is published', async () => {
    const token = await apiSignIn(server.baseUrl)
    const call = async (method: string, path: string, body: unknown) => {
      const res = await fetch(server.baseUrl + path, {
        method,
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      })
      expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true)
      return (await res.json()) as { _id: string }
    }
    const text = async (path: string) => (await fetch(server.baseUrl + path)).text()
    const shown = async () => ({
      page: (await fetch(`${server.baseUrl}/blog/launch-diary`)).status,
      list: (await text('/blog')).includes('Launch Diary'),
      feed: (await text('/blog/feed.xml')).includes('Launch Diary'),
      sitemap: (await text('/sitemap.xml')).includes('/blog/launch-diary'),
    })
    const draft = await call('POST', '/api/posts', {
      title: 'Launch Diary',
      body: 'Day one.',
      status: 'draft',
    })
    expect(await shown()).toEqual({ page: 404, list: false, feed: false, sitemap: false })
    await call('PUT', `/api/posts/${draft._id}`, { status: 'published' })
    expect(await shown()).toEqual({ page: 200, list: true, feed: true, sitemap: true })
  })

  it('shows the author card one edits on Settings under the posts one signs', async () => {
    const { page, errors, close } = await openPage(browser)
    await signIn(page, server.baseUrl)
    await page.goto(`${server.baseUrl}/admin/settings`)
    await page.getByLabel('Public name').fill('Ada Lovelace')
    await page.getByLabel('Job title').fill('Head of Words')
    await page.getByLabel('Short bio').fill('Writes about engines.')
    await page.getByRole('button', { name: 'Save author card' }).click()
    await toastWith(page, 'Author card saved')
    const token = (await storedToken(page))!
    const me = await (
      await fetch(`${server.baseUrl}/api/auth/user`, { headers: { 'x-auth-token': token } })
    ).json()
    const res = await fetch(`${server.baseUrl}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ title: 'Signed Piece', body: 'Words.', authorId: me._id }),
    })
    expect(res.status).toBe(201)
    const html = await (await fetch(`${server.baseUrl}/blog/signed-piece`)).text()
    expect(html).toContain('Ada Lovelace')
    expect(html).toContain('Head of Words')
    expect(html).toContain('Writes about engines.')
    // From the post's editor, one click to its visitors.
    const { _id } = (await res.json()) as { _id: string }
    await page.goto(`${server.baseUrl}/admin/posts/edit/${_id}`)
    await page.getByRole('link', { name: 'Analytics of this page' }).click()
    await page.getByText('Showing only visits where').waitFor()
    expect(await page.locator('strong', { hasText: 'Page is /blog/signed-piece' }).count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })
})
