import { startServer } from '../scripts/support/server'

const ADMIN = { email: 'bench-edits@example.com', password: 'bench-edits-password' }

export interface EditCost {
  /** Pages in the sitemap once the projects were added. */
  pages: number
  /** Pages answered `X-Cache: miss` on a second walk before the edit: never kept (the contact page). */
  neverKept: string[]
  /** Pages whose `Surrogate-Key` names the FAQs: what an FAQ edit should re-render. */
  showFaqs: string[]
  /** Pages answered `X-Cache: miss` on the walk after one FAQ edit. */
  reRendered: string[]
  /** The walk after the edit, in milliseconds. */
  walkMs: number
}

/**
 * One FAQ edit on a site of `pages` pages: a fresh demo instance (SITE_URL set, as deployed)
 * gets enough real projects through the admin API for its sitemap to list `pages` pages (each
 * project has a page of its own); every page is read twice, so each is in the page cache, and
 * walked once more to see that it is (and to read what it read, its `Surrogate-Key`); one
 * FAQ is edited through the API; then every page is read again and the `X-Cache: miss` answers
 * are counted: the pages the edit made the server render again (ADR 085).
 */
export async function measureFaqEdit(pages: number): Promise<EditCost> {
  const server = await startServer({
    env: {
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      SITE_URL: 'https://agency.example',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  })
  try {
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(server.baseUrl + path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token && { 'x-auth-token': token }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return res.json() as Promise<unknown>
    }
    const { token } = (await call('POST', '/api/auth/login', ADMIN)) as { token: string }
    const sitemap = async () => {
      const xml = await (await fetch(server.baseUrl + '/sitemap.xml')).text()
      return [...xml.matchAll(/<loc>https:\/\/agency\.example([^<]*)<\/loc>/g)].map((m) => m[1]!)
    }

    // Real projects, each with its page, until the sitemap lists `pages` pages.
    const [project] = (await call('GET', '/api/portfolio')) as Record<string, unknown>[]
    const missing = pages - (await sitemap()).length
    for (let i = 0; i < missing; i++) {
      await call(
        'POST',
        '/api/portfolio',
        {
          title: `Bench Project ${i + 1}`,
          description: `A project of the benchmark's site, number ${i + 1}.`,
          imageUrl: project!.imageUrl,
          category: project!.category,
          technologies: project!.technologies,
        },
        token,
      )
    }
    const paths = await sitemap()

    const walk = async () => {
      const answers = new Map<string, { xCache: string | null; keys: string[] }>()
      for (const path of paths) {
        const res = await fetch(server.baseUrl + path)
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
        answers.set(path, {
          xCache: res.headers.get('x-cache'),
          keys: (res.headers.get('surrogate-key') ?? '').split(' '),
        })
      }
      return answers
    }
    const missesOf = (answers: Map<string, { xCache: string | null }>) =>
      [...answers].filter(([, a]) => a.xCache !== 'hit').map(([path]) => path)

    // Each page twice in a row, as a page people read is asked for again: the second request
    // moves it to the main part of the cache (a single pass over more pages than the small
    // part holds would evict each before its second visit; ADR 044).
    for (const path of paths) {
      for (let i = 0; i < 2; i++) await (await fetch(server.baseUrl + path)).arrayBuffer()
    }
    const before = await walk()
    const [faq] = (await call('GET', '/api/faqs')) as { _id: string; question: string }[]
    await call('PUT', `/api/faqs/${faq!._id}`, { question: `${faq!.question} (edited)` }, token)
    const started = performance.now()
    const after = await walk()
    const walkMs = Math.round(performance.now() - started)
    return {
      pages: paths.length,
      neverKept: missesOf(before),
      showFaqs: [...before]
        .filter(([, a]) => a.keys.some((key) => key === 'faqs' || key.startsWith('faqs/')))
        .map(([path]) => path),
      reRendered: missesOf(after),
      walkMs,
    }
  } finally {
    await server.stop()
  }
}
