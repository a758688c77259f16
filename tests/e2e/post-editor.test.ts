import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixturePosts } from '~/features/posts/editor/fixture-posts'
import { seedPosts } from '../../db/seed-data'
import { startServer, type RunningServer } from '../../scripts/support/server'
import {
  adminEnv,
  apiSignIn,
  axeViolations,
  signIn,
  toastWith,
  unexpectedErrors,
} from './support/admin'
import { launchBrowser, openPage, type WatchedPage } from './support/browser'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

interface ApiPost {
  _id: string
  title: string
  slug: string
  body: string
}

/**
 * The post editor for people who do not know Markdown (issue #39, ADR 091), in Chromium: a post
 * written with the toolbar alone, published, and read on its page; paste from Word and Google
 * Docs; autosave to the draft and its conflicts; every fixture post opened, edited back and saved
 * byte for byte; axe; a phone's width.
 */
describe('the post editor', () => {
  let server: RunningServer
  let browser: Browser
  let watched: WatchedPage
  let page: Page
  let token: string

  const api = async (path: string, init: RequestInit = {}) =>
    fetch(server.baseUrl + path, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-auth-token': token, ...init.headers },
    })
  const posts = async () => (await (await api('/api/posts')).json()) as ApiPost[]

  const editor = () => page.locator('#body')
  const toolbar = () => page.getByRole('toolbar', { name: 'Formatting' })
  const tool = (name: string) => toolbar().getByRole('button', { name, exact: true })
  /** The body as the form holds it, read through the editor's own Markdown view. */
  async function markdown(): Promise<string> {
    await page.getByRole('button', { name: 'Markdown' }).click()
    const value = await page.locator('#body-markdown').inputValue()
    await page.getByRole('button', { name: 'Markdown' }).click()
    await editor().waitFor()
    return value
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ env: adminEnv }), launchBrowser()])
    token = await apiSignIn(server.baseUrl)
    watched = await openPage(browser)
    page = watched.page
    await signIn(page, server.baseUrl)
  })
  afterAll(async () => {
    await watched?.close()
    await browser?.close()
    await server?.stop()
  })

  it('writes a post with the toolbar alone, a library picture and a table, and publishes it', async () => {
    await page.goto(`${server.baseUrl}/admin/posts/new`)
    await page
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Launch notes from the studio')
    await editor().click()

    await tool('Heading').click()
    expect(await tool('Heading').getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('What we check')
    await page.keyboard.press('Enter')
    expect(await tool('Heading').getAttribute('aria-pressed')).toBe('false')

    await page.keyboard.type('We check ')
    await tool('Bold').click()
    expect(await tool('Bold').getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('five things')
    await tool('Bold').click()
    await page.keyboard.type(' before each launch.')
    await page.keyboard.press('Enter')

    // A link: the dialog refuses a javascript: address, and says why.
    await page.keyboard.press('Control+k')
    const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
    await linkDialog.getByLabel('Address').fill('javascript:alert(1)')
    await linkDialog.getByRole('button', { name: 'Save the link' }).click()
    await linkDialog.getByText('This kind of address is not allowed in a post').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await linkDialog.getByLabel('Address').fill('/contact')
    await linkDialog.getByLabel('Text to show').fill('Talk to us')
    await linkDialog.getByRole('button', { name: 'Save the link' }).click()
    await linkDialog.waitFor({ state: 'detached' })
    // The caret comes back to the editor a moment after the dialog goes: keys typed before it
    // did went nowhere, and the list began inside the link's paragraph (seen once in CI).
    await expect
      .poll(() => editor().evaluate((body) => body.contains(document.activeElement)))
      .toBe(true)
    await page.keyboard.press('Enter')

    await tool('Bulleted list').click()
    await page.keyboard.type('Pictures')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Scripts')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')

    await tool('Table').click()
    await page.keyboard.type('Part')
    for (const cell of ['Share', 'Pictures', '60%', 'Scripts', '30%']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(cell)
    }
    // Inside the table, its tools: rows and columns come and go, where the cursor is.
    await tool('Add a row').click()
    expect(await editor().locator('tr').count()).toBe(4)
    await editor().locator('tr').last().locator('td').first().click()
    await tool('Remove the row').click()
    expect(await editor().locator('tr').count()).toBe(3)
    await tool('Add a column').click()
    expect(await editor().locator('tr').first().locator('th').count()).toBe(3)
    await editor().locator('tr').last().locator('td').last().click()
    await tool('Remove the column').click()
    expect(await editor().locator('tr').first().locator('th').count()).toBe(2)
    expect(await axeViolations(page)).toEqual([])

    // After the table, somewhere to go on writing; there, a picture from the library.
    await editor().locator(':scope > p').last().click()
    await tool('Picture from the media library').click()
    const pictureDialog = page.getByRole('dialog', { name: 'Add a picture' })
    await pictureDialog.getByRole('button', { name: 'Choose from the library' }).click()
    const library = page.getByRole('dialog', { name: 'Choose from the media library' })
    await library.getByRole('list', { name: 'Pictures' }).getByRole('button').first().click()
    await library.waitFor({ state: 'detached' })
    // Without its description, the picture is refused.
    await pictureDialog.getByRole('button', { name: 'Add the picture' }).click()
    await pictureDialog.getByText('Describe the picture for people who cannot see it').waitFor()
    await pictureDialog
      .getByLabel('What the picture shows')
      .fill('Indigo artwork of floating cards')
    await pictureDialog.getByLabel('Caption (optional)').fill('Our launch board')
    await pictureDialog.getByRole('button', { name: 'Add the picture' }).click()
    await pictureDialog.waitFor({ state: 'detached' })
    await editor().locator('figure img').waitFor()

    const written = await markdown()
    expect(written).toMatch(
      /^## What we check\n\nWe check \*\*five things\*\* before each launch\.\n\n\[Talk to us\]\(\/contact\)\n\n- Pictures\n- Scripts\n/,
    )
    expect(written).toContain(
      '| Part | Share |\n| --- | --- |\n| Pictures | 60% |\n| Scripts | 30% |',
    )
    expect(written).toMatch(
      /\n\n!\[Indigo artwork of floating cards\]\(\/uploads\/[\w.-]+ "Our launch board"\)$/,
    )
    // What a reader reads: the text, the table, the caption.
    expect(await page.getByTestId('word-count').textContent()).toBe('24 words')

    // The preview: the server's rendering, in the site's styles.
    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview.locator('figcaption', { hasText: 'Our launch board' }).waitFor()
    expect(await preview.locator('h2').textContent()).toBe('What we check')
    await page.getByRole('button', { name: 'Preview' }).click()

    // A new post starts as a draft: this one goes live at once.
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await toastWith(page, 'Post created successfully')
    const created = (await posts()).find((p) => p.title === 'Launch notes from the studio')!
    expect(created.body).toBe(written)

    // Its public page: the heading, the table, the picture with its alt text and caption.
    const visitor = await openPage(browser, { javaScriptEnabled: false })
    try {
      await visitor.page.goto(`${server.baseUrl}/blog/${created.slug}`)
      const body = visitor.page.locator('main .prose-text')
      expect(await body.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'What we check',
      ])
      expect(await body.locator('th').allTextContents()).toEqual(['Part', 'Share'])
      expect(await body.locator('td').allTextContents()).toEqual([
        'Pictures',
        '60%',
        'Scripts',
        '30%',
      ])
      const picture = body.getByRole('img', { name: 'Indigo artwork of floating cards' })
      expect(await picture.getAttribute('src')).toMatch(/^\/uploads\//)
      expect(await body.locator('figcaption').textContent()).toBe('Our launch board')
      expect(await body.getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe(
        '/contact',
      )
      expect(await body.locator('strong').textContent()).toBe('five things')
      // No editor code on the public page.
      const scripts = await visitor.page
        .locator('script[src]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('src')))
      expect(scripts.filter((src) => /post-body-editor|tiptap/i.test(src ?? ''))).toEqual([])
    } finally {
      await visitor.close()
    }
  })

  it('pastes from Google Docs and Word clean: headings, lists, bold, italic and links kept', async () => {
    const pasted: Record<string, string> = {}
    for (const name of ['google-docs.html', 'word.html']) {
      await page.goto(`${server.baseUrl}/admin/posts/new`)
      await editor().click()
      const html = readFileSync(new URL(`../fixtures/paste/${name}`, import.meta.url), 'utf8')
      await editor().evaluate((el, value) => {
        const data = new DataTransfer()
        data.setData('text/html', value)
        data.setData('text/plain', 'plain text fallback')
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        )
      }, html)
      pasted[name] = await markdown()
    }
    expect(pasted['google-docs.html']).toBe(
      [
        '## Our launch checklist',
        'We check **five things** before *every* launch. Read the [full guide](https://example.com/guide).',
        '- Every page answers\n- Forms reach a person',
        '1. Measure\n2. Fix',
        'Highlighted, in a font of its own.',
      ].join('\n\n'),
    )
    expect(pasted['word.html']).toBe(
      [
        '# Quarterly update',
        'Sales rose **twelve per cent** and *costs fell*; see the [full report](https://example.com/report).',
        '- New clients\n  - Three in retail\n- Fewer support calls',
        '1. Hire a designer\n2. Open the second office',
        '## Next steps',
        'Ask the board.',
      ].join('\n\n'),
    )
  })

  it('opens and saves every fixture post without changing a byte, edited and edited back', async () => {
    for (const [title, body] of Object.entries(fixturePosts)) {
      const res = await api('/api/posts', { method: 'POST', body: JSON.stringify({ title, body }) })
      expect(res.status, title).toBe(201)
    }
    const all = await posts()
    const corpus = [
      ...Object.entries(fixturePosts).map(([title, body]) => ({ title, body })),
      ...seedPosts.map((p) => ({ title: p.title, body: p.body.trim() })),
    ]
    for (const { title, body } of corpus) {
      const post = all.find((p) => p.title === title)!
      expect(post.body, title).toBe(body)
      await page.goto(`${server.baseUrl}/admin/posts/edit/${post._id}`)
      // Into the first line: a click at the editor's middle may land on a picture and select it,
      // and the letter typed next would replace it (seen when the pictures' layout came late).
      await editor().click({ position: { x: 8, y: 8 } })
      // A change and its undoing: the editor writes the whole body again, from its document.
      await page.keyboard.press('Control+Home')
      await page.keyboard.type('x')
      await page.keyboard.press('Backspace')
      await page.getByRole('button', { name: 'Update Post' }).click()
      await toastWith(page, 'Post updated successfully')
      await page.waitForURL('**/admin/posts')
      const saved = (await posts()).find((p) => p._id === post._id)!
      expect(saved.body, title).toBe(body)
    }
  })

  it('rewrites nothing of a post that is opened and saved unedited, whatever its Markdown', async () => {
    // Not the editor's form (`*` bullets, `__bold__`, `_italic_`, a padded table, a backslash
    // break): written by hand or by another tool, it stays as it was until someone edits it.
    const body =
      '* one\n* two\n\n__bold__ and _italic_\\\nbreak\n\n|  a  |  b  |\n|-----|-----|\n|  1  |  2  |'
    const res = await api('/api/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Written elsewhere', body }),
    })
    const post = (await res.json()) as ApiPost
    await page.goto(`${server.baseUrl}/admin/posts/edit/${post._id}`)
    await editor().locator('table').waitFor()
    await page.waitForTimeout(2500)
    expect(await page.getByTestId('autosave').textContent()).toBe('')
    await page.getByRole('button', { name: 'Update Post' }).click()
    await toastWith(page, 'Post updated successfully')
    expect((await posts()).find((p) => p._id === post._id)!.body).toBe(body)
  })

  it('edits a body with raw HTML as Markdown, and saves it untouched', async () => {
    const body = 'An <abbr title="HyperText Markup Language">HTML</abbr> tag.'
    const res = await api('/api/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 'Raw HTML inside', body }),
    })
    const post = (await res.json()) as ApiPost
    await page.goto(`${server.baseUrl}/admin/posts/edit/${post._id}`)
    const source = page.locator('#body-markdown')
    expect(await source.inputValue()).toBe(body)
    const why =
      'This text holds HTML that the visual editor cannot keep, so it is edited as Markdown.'
    await page.getByText(why).waitFor()
    // The visual editor is refused while the HTML is there.
    await page.getByRole('button', { name: 'Markdown' }).click()
    expect(await source.isVisible()).toBe(true)
    await source.fill(`${body} More.`)
    await page.getByRole('button', { name: 'Update Post' }).click()
    await toastWith(page, 'Post updated successfully')
    const saved = (await posts()).find((p) => p._id === post._id)!
    expect(saved.body).toBe(`${body} More.`)
  })

  it('saves the draft a moment after typing, says so, and meets a colleague’s save with the conflict dialog', async () => {
    const post = (await posts()).find((p) => p.title === seedPosts[1]!.title)!
    await page.goto(`${server.baseUrl}/admin/posts/edit/${post._id}`)
    await editor().waitFor()
    const status = page.getByTestId('autosave')
    // Opened, nothing is saved or rewritten.
    await page.waitForTimeout(2500)
    expect(await status.textContent()).toBe('')
    expect((await api(`/api/posts/${post._id}/draft`)).status).toBe(404)

    await editor().locator('p').last().click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Then measure again.')
    await page.waitForFunction(() =>
      /^(Saved|Not saved.*|Autosave failed.*)$/.test(
        document.querySelector('[data-testid="autosave"]')?.textContent ?? '',
      ),
    )
    expect(await status.textContent()).toBe('Saved')
    const draft = await api(`/api/posts/${post._id}/draft`)
    expect(((await draft.json()) as ApiPost).body).toBe(`${post.body} Then measure again.`)
    // The site still shows the published text.
    expect(((await (await api(`/api/posts/${post._id}`)).json()) as ApiPost).body).toBe(post.body)
    await page.getByText('Unpublished changes').waitFor()

    // A colleague saves the draft meanwhile: the next autosave asks, never overwrites unseen.
    const etag = draft.headers.get('etag')!
    const theirs = await api(`/api/posts/${post._id}/draft`, {
      method: 'PUT',
      headers: { 'if-match': etag },
      body: JSON.stringify({ title: post.title, body: 'Their version.' }),
    })
    expect(theirs.status).toBe(200)
    await page.keyboard.type(' Twice.')
    const conflict = page.getByRole('alertdialog', { name: /saved a draft meanwhile/ })
    await conflict.waitFor()
    await conflict.getByRole('button', { name: 'Overwrite' }).click()
    await status.filter({ hasText: /^Saved$/ }).waitFor()
    const mine = (await (await api(`/api/posts/${post._id}/draft`)).json()) as ApiPost
    expect(mine.body).toBe(`${post.body} Then measure again. Twice.`)
    // The conflict's 409 is the subject here, not a fault.
    expect(unexpectedErrors(watched.errors).filter((e) => !/status of 409/.test(e))).toEqual([])
  })

  it('works at 390 px: the toolbar wraps, nothing scrolls sideways, axe finds nothing', async () => {
    const small = await openPage(browser, phone)
    try {
      await signIn(small.page, server.baseUrl)
      await small.page.goto(`${server.baseUrl}/admin/posts/new`)
      const area = small.page.locator('#body')
      await area.click()
      const bar = small.page.getByRole('toolbar', { name: 'Formatting' })
      await bar.getByRole('button', { name: 'Subheading', exact: true }).click()
      await small.page.keyboard.type('On a phone')
      await small.page.keyboard.press('Enter')
      await bar.getByRole('button', { name: 'Italic', exact: true }).click()
      await small.page.keyboard.type('written on the train')
      expect(
        await small.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390)
      const outside = await bar.getByRole('button').evaluateAll((buttons) =>
        buttons
          .filter((b) => {
            const r = b.getBoundingClientRect()
            return r.left < 0 || r.right > window.innerWidth
          })
          .map((b) => b.getAttribute('title')),
      )
      expect(outside).toEqual([])
      // The toolbar is one tab stop; the arrow keys move along it.
      await bar.getByRole('button', { name: 'Heading', exact: true }).focus()
      await small.page.keyboard.press('ArrowRight')
      expect(
        await small.page.evaluate(() => document.activeElement?.getAttribute('title')),
      ).toMatch(/^Subheading/)
      expect(await axeViolations(small.page)).toEqual([])
      await small.page.getByRole('button', { name: 'Markdown' }).click()
      expect(await small.page.locator('#body-markdown').inputValue()).toBe(
        '### On a phone\n\n*written on the train*',
      )
    } finally {
      await small.close()
    }
  })

  it('schedules a post written with the toolbar; at its time it is on /blog, in the feed, the search and the sitemap', async () => {
    await page.goto(`${server.baseUrl}/admin/posts/new`)
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Harbour lights diary')
    await editor().click()
    await tool('Heading').click()
    await page.keyboard.type('Evening shift')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Notes about the lighthouse keepers.')
    await page.keyboard.press('Enter')
    await tool('Table').click()
    for (const [i, cell] of ['Night', 'Lamps', 'First', '12'].entries()) {
      if (i > 0) await page.keyboard.press('Tab')
      await page.keyboard.type(cell)
    }
    // A new post is a draft: creating it puts nothing on the site.
    expect(await page.getByLabel('Status').inputValue()).toBe('draft')
    await page.getByRole('button', { name: 'Create Post' }).click()
    await toastWith(page, 'Post created successfully')
    const all = (await (await api('/api/posts?status=all')).json()) as (ApiPost & {
      status: string
    })[]
    const created = all.find((p) => p.title === 'Harbour lights diary')!
    expect(created.status).toBe('draft')
    const pageStatus = async () => (await fetch(`${server.baseUrl}/blog/${created.slug}`)).status
    expect(await pageStatus()).toBe(404)

    // Published at the next whole minute (at least 15 s away): the draft holds the status.
    await page.goto(`${server.baseUrl}/admin/posts/edit/${created._id}`)
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await toastWith(page, 'Draft saved: not published yet')
    const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
    await page.getByLabel('Publish at (UTC)').fill(due.toISOString().slice(0, 16))
    await page.getByRole('button', { name: 'Schedule', exact: true }).click()
    await toastWith(page, 'Scheduled for')
    expect(await pageStatus()).toBe(404)

    await expect.poll(pageStatus, { timeout: 120_000, interval: 1000 }).toBe(200)
    const text = async (path: string) => (await fetch(server.baseUrl + path)).text()
    expect(await text('/blog')).toContain('Harbour lights diary')
    expect(await text('/blog/feed.xml')).toContain('Harbour lights diary')
    expect(await text('/sitemap.xml')).toContain(`/blog/${created.slug}<`)
    const found = (await (await fetch(`${server.baseUrl}/api/search?q=lighthouse`)).json()) as {
      title: string
      url: string
    }[]
    expect(found[0]).toMatchObject({ title: 'Harbour lights diary', url: `/blog/${created.slug}` })
    // Dated when it went live, and read with JavaScript off.
    const live = (await (await api(`/api/posts/${created._id}`)).json()) as ApiPost & {
      publishedAt: string
    }
    expect(Date.parse(live.publishedAt)).toBeGreaterThanOrEqual(due.getTime())
    const visitor = await openPage(browser, { javaScriptEnabled: false })
    try {
      await visitor.page.goto(`${server.baseUrl}/blog/${created.slug}`)
      const body = visitor.page.locator('main .prose-text')
      expect(await body.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Evening shift',
      ])
      expect(await body.locator('th').allTextContents()).toEqual(['Night', 'Lamps'])
    } finally {
      await visitor.close()
    }
  }, 180_000)
})
