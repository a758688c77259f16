import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PageCache } from './store'

const page = (status = 200, bytes = 4_000) => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8']] as const,
  // Random bytes do not compress: each kept answer costs about three times this.
  body: randomBytes(bytes),
})

describe('the page cache', () => {
  it('serves an answer only for the content version it was made from', async () => {
    const cache = new PageCache(1024 * 1024)
    await cache.answer('/', 1, async () => page())
    expect(cache.get('/', 1)?.status).toBe(200)
    expect(cache.get('/', 2)).toBeUndefined()
  })

  it('makes one answer for concurrent misses, and keeps none that may not be kept', async () => {
    const cache = new PageCache(1024 * 1024)
    let renders = 0
    const make = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return page()
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('/', 1, make)))
    expect(renders).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(await cache.answer('/redirect', 1, async () => null)).toBeNull()
    expect(cache.size).toBe(1)
  })

  it('stays within its bytes, and random unknown paths never push real pages out', async () => {
    const cache = new PageCache(2 * 1024 * 1024)
    const pages = Array.from({ length: 10 }, (_, i) => `/page-${i}`)
    for (const path of pages) await cache.answer(path, 1, async () => page())
    for (let i = 0; i < 100; i++) {
      await cache.answer(`/no-such-${i}`, 1, async () => page(404))
      await cache.answer(`/?utm=${i}`, 1, async () => page())
    }
    expect(cache.bytes).toBeLessThanOrEqual(2 * 1024 * 1024)
    for (const path of pages) expect(cache.get(path, 1), path).toBeDefined()
  })
})
