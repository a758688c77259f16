import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../scripts/support/databases'
import { SEEDED_TEMPLATE, startServer, type RunningServer } from '../../scripts/support/server'
import { adminCall, adminToken, siteAdminEnv } from './support/site'
import fs from 'node:fs'

/**
 * Every kind of edit the portal and the API can make, each followed by a walk of every public
 * page and public API read: the cached answers (the instance under test, whose page cache keeps
 * answers until what they read changes, ADR 085) must equal what a fresh instance renders from
 * the same database, which has no cache and nothing in memory. A page that still shows the old
 * text after an edit fails here, whatever the edit.
 */
const SITE_URL = 'https://agency.example'
/** A second language: its pages, and the API's reads in it, are walked too (issue #37). */
const SITE_LANGUAGES = 'en,de'

interface Seen {
  status: number
  location: string | null
  body: string
  /** Made for this request alone (the contact page, with its form stamp): never kept. */
  private: boolean
}

describe('the page cache after every kind of edit', () => {
  let database: TestDatabase
  let cached: RunningServer
  let token: string
  /** Kept, not dropped, when the fresh instances stop: the cached one goes on with it. */
  let shared: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    fs.copyFileSync(SEEDED_TEMPLATE, database.url.slice('file:'.length))
    shared = { url: database.url, drop: async () => {} }
    cached = await startServer({
      database: shared,
      env: { ...siteAdminEnv, SITE_URL, SEED: 'none', SITE_LANGUAGES },
    })
    token = await adminToken(cached.baseUrl)
  })
  afterAll(async () => {
    await cached?.stop()
    await database?.drop()
  })

  const api = (method: string, path: string, body?: unknown) =>
    adminCall(cached.baseUrl, token, method, path, body)

  /** Every public page (the sitemap's, and a missing one) and every public API read. */
  async function urls(): Promise<string[]> {
    const sitemap = await (await fetch(`${cached.baseUrl}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.slice(SITE_URL.length),
    )
    const records = await Promise.all(
      ['portfolio', 'posts', 'products', 'faqs'].map(async (kind) => {
        const list = (await (await fetch(`${cached.baseUrl}/api/${kind}`)).json()) as {
          _id: string
        }[]
        return [`/api/${kind}`, ...list.map((r) => `/api/${kind}/${r._id}`)]
      }),
    )
    const reads = [
      '/api/contact',
      '/api/settings/brand',
      '/api/content/home',
      '/api/content/footer',
      ...records.flat(),
    ]
    // Every page in German too (the sitemap lists only those translated), every read in it,
    // and a search, whose cached page must follow every searched kind.
    const german = pages.filter((path) => !path.startsWith('/de/') && path !== '/de')
    return [
      ...new Set([
        ...pages,
        ...german.map((path) => (path === '/' ? '/de' : `/de${path}`)),
        '/no-such-page',
        '/de/no-such-page',
        '/sitemap.xml',
        '/search?q=project',
        '/de/search?q=project',
        ...reads,
        ...reads.map((path) => `${path}?lang=de`),
      ]),
    ]
  }

  /**
   * `once`: on a connection that closes with the answer. The fresh instances are asked that
   * way, so stopping one does not wait the second a server gives kept-alive connections.
   */
  async function read(baseUrl: string, path: string, once = false): Promise<Seen> {
    const res = await fetch(baseUrl + path, {
      redirect: 'manual',
      headers: once ? { connection: 'close' } : {},
    })
    return {
      status: res.status,
      location: res.headers.get('location'),
      body: await res.text(),
      private: /no-store/.test(res.headers.get('cache-control') ?? ''),
    }
  }

  /** What the cached instance answers now, against what a fresh one renders: equal, every URL. */
  async function expectCurrent(edit: string) {
    // The fresh instance boots (mostly loading the bundle) while the cached one is walked: the
    // edit is committed before this is called, so whatever the fresh one reads comes after it.
    const starting = startServer({
      database: shared,
      env: { SITE_URL, SEED: 'none', PAGE_CACHE_MB: '0', ANALYTICS: 'off', SITE_LANGUAGES },
    })
    // Its failure is read below, where it is awaited; until then it is not an unhandled one.
    starting.catch(() => undefined)
    let fresh: RunningServer | undefined
    try {
      const paths = await urls()
      // Each URL asked twice of the cached instance: the second answer is the kept one.
      for (const path of paths) await read(cached.baseUrl, path)
      const kept = await Promise.all(paths.map((path) => read(cached.baseUrl, path)))
      fresh = await starting
      const truth = await Promise.all(paths.map((path) => read(fresh!.baseUrl, path, true)))
      const stale = paths.filter(
        (_, i) =>
          !kept[i]!.private &&
          (kept[i]!.status !== truth[i]!.status ||
            kept[i]!.location !== truth[i]!.location ||
            kept[i]!.body !== truth[i]!.body),
      )
      expect(stale, `pages still showing what was before: ${edit}`).toEqual([])
    } finally {
      // Stopped even when the walk failed first (a start that failed has nothing to stop).
      fresh ??= await starting.catch(() => undefined)
      await fresh?.stop()
    }
  }

  beforeAll(async () => {
    // Everything asked for once, so every page starts out cached.
    for (const path of await urls()) await read(cached.baseUrl, path)
  })

  const first = async (kind: string) =>
    ((await api('GET', `/api/${kind}`)) as { _id: string; slug?: string }[])[0]!

  it('edits of a record, a list, the trash and an FAQ move', { timeout: 120_000 }, async () => {
    const project = await first('portfolio')
    await api('PUT', `/api/portfolio/${project._id}`, { title: 'A Renamed Project' })
    await expectCurrent('a project renamed')

    await api('PUT', `/api/portfolio/${project._id}`, { slug: 'moved-project' })
    await expectCurrent("a project's slug changed (its old path now redirects)")

    const product = await first('products')
    await api('PUT', `/api/products/${product._id}`, { name: 'Renamed Product', price: 7 })
    await expectCurrent('a product renamed and repriced')

    const faq = await first('faqs')
    await api('PUT', `/api/faqs/${faq._id}`, { question: 'A question asked again?' })
    await expectCurrent('an FAQ edited')
    await api('POST', `/api/faqs/${faq._id}/move`, { direction: 'down' })
    await expectCurrent('an FAQ moved down')

    const created = (await api('POST', '/api/faqs', {
      question: 'Is this new?',
      answer: 'It was just added.',
    })) as { _id: string }
    await expectCurrent('an FAQ added')
    await api('DELETE', `/api/faqs/${created._id}`)
    await expectCurrent('an FAQ moved to the trash')
    await api('POST', `/api/trash/faqs/${created._id}/restore`, {})
    await expectCurrent('an FAQ restored from the trash')

    await api('DELETE', `/api/portfolio/${project._id}`)
    await expectCurrent('a project moved to the trash')
    await api('POST', `/api/trash/portfolio/${project._id}/restore`, {})
    await expectCurrent('a project restored')
  })

  it(
    'edits of the site copy, the menu, the contact details, the brand and redirects',
    {
      timeout: 120_000,
    },
    async () => {
      const home = (await api('GET', '/api/content/home')) as { content: Record<string, unknown> }
      const hero = home.content.hero as Record<string, unknown>
      await api('PUT', '/api/content/home', { ...home.content, hero: { ...hero, title: 'Hello' } })
      await expectCurrent("the home page's copy")

      const header = (await api('GET', '/api/content/header')) as {
        content: { items: { label: string; to: string }[] }
      }
      const items = header.content.items.map((item, i) =>
        i === 0 ? { ...item, label: 'Start' } : item,
      )
      await api('PUT', '/api/content/header', { ...header.content, items })
      await expectCurrent('a menu label')

      const services = (await api('GET', '/api/content/services')) as {
        content: Record<string, unknown>
      }
      await api('PUT', '/api/content/services', { ...services.content, title: 'What We Do' })
      await expectCurrent('the services copy (and its service pages)')

      const contact = (await api('GET', '/api/contact')) as Record<string, unknown>
      await api('PUT', '/api/contact', { ...contact, phone: '+1 555 0100' })
      await expectCurrent('the contact details')

      const brand = (await api('GET', '/api/settings/brand')) as Record<string, unknown>
      await api('PUT', '/api/settings/brand', { ...brand, name: 'Northwind Studio' })
      await expectCurrent('the brand')

      const redirect = (await api('POST', '/api/redirects', {
        from: '/products',
        to: '/portfolio',
        status: 302,
      })) as { _id: string }
      await expectCurrent('a redirect added over a page')
      await api('DELETE', `/api/redirects/${redirect._id}`)
      await expectCurrent('a redirect removed')
    },
  )

  it(
    'drafts, previews, publishing a draft and restoring a revision',
    {
      timeout: 120_000,
    },
    async () => {
      const product = await first('products')
      await api('PUT', `/api/products/${product._id}/draft`, {
        ...product,
        name: 'Not Yet Public',
      })
      const home = (await api('GET', '/api/content/home')) as { content: Record<string, unknown> }
      await api('POST', '/api/content/home/preview', { ...home.content, metaDescription: 'Draft' })
      await expectCurrent('a draft saved and a preview made (nothing public changes)')
      const page = await (await fetch(`${cached.baseUrl}/products`)).text()
      expect(page).not.toContain('Not Yet Public')

      await api('POST', `/api/products/${product._id}/publish`, {})
      await expectCurrent('a draft published')

      const revisions = (await api('GET', `/api/products/${product._id}/revisions`)) as {
        _id: string
      }[]
      await api('POST', `/api/products/${product._id}/revisions/${revisions.at(-1)!._id}/restore`)
      await expectCurrent('a revision restored')
    },
  )

  it(
    'translations, a slug in German, a post from draft to published, and an author card',
    { timeout: 180_000 },
    async () => {
      const project = await first('portfolio')
      await api('PUT', `/api/portfolio/${project._id}?lang=de`, { title: 'Ein Projekt' })
      await expectCurrent('a project translated into German')
      await api('PUT', `/api/portfolio/${project._id}?lang=de`, { slug: 'ein-projekt' })
      await expectCurrent('a German slug (the English one under /de now redirects)')
      const home = (await api('GET', '/api/content/home?lang=de')) as {
        content: Record<string, unknown>
      }
      const hero = home.content.hero as Record<string, unknown>
      await api('PUT', '/api/content/home?lang=de', {
        ...home.content,
        hero: { ...hero, title: 'Hallo' },
      })
      await expectCurrent("the home page's copy in German")

      const me = (await api('GET', '/api/auth/user')) as { _id: string }
      const post = (await api('POST', '/api/posts', {
        title: 'Quietly Drafted',
        body: 'About a project.',
        status: 'draft',
        authorId: me._id,
      })) as { _id: string }
      await expectCurrent('a draft post created (nothing public changes)')
      await api('PUT', `/api/posts/${post._id}`, { status: 'published' })
      await expectCurrent('a draft post published')
      await api('PUT', '/api/auth/profile', { publicName: 'A. Writer', jobTitle: 'Editor' })
      await expectCurrent('an author card')
    },
  )
})
