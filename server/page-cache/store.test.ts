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

  // Hundreds of answers compressed at brotli's strongest: seconds on a busy machine.
  it(
    'stays within its bytes, and requests made once each never push read pages out',
    { timeout: 60_000 },
    async () => {
      const cache = new PageCache(2 * 1024 * 1024)
      const pages = Array.from({ length: 10 }, (_, i) => `/page-${i}`)
      // Pages people read are asked for more than once: the second time moves them to main.
      for (const path of pages) await cache.answer(path, 1, async () => page())
      for (const path of pages) cache.promote(path)
      for (let i = 0; i < 100; i++) {
        await cache.answer(`/no-such-${i}`, 1, async () => page(404))
        await cache.answer(`/?utm=${i}`, 1, async () => page())
        await cache.answer(`/page-made-once-${i}`, 1, async () => page())
        // A forged origin (another Host) asked for twice is not promoted by its caller.
        await cache.answer(`forged-${i}/`, 1, async () => page(), { primary: false })
        await cache.answer(`forged-${i}/`, 1, async () => page(), { primary: false })
      }
      expect(cache.bytes).toBeLessThanOrEqual(2 * 1024 * 1024)
      for (const path of pages) expect(cache.get(path, 1), path).toBeDefined()
    },
  )

  it('keeps a page in main across content versions once it was read twice', async () => {
    const cache = new PageCache(2 * 1024 * 1024)
    await cache.answer('/', 1, async () => page())
    cache.promote('/')
    await cache.answer('/', 2, async () => page())
    for (let i = 0; i < 100; i++) await cache.answer(`/once-${i}`, 2, async () => page())
    expect(cache.get('/', 2)).toBeDefined()
  })
})
