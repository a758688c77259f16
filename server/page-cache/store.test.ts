import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PageCache } from './store'

const page = (status = 200, bytes = 4_000, keys: string[] = ['content/home']) => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8']] as const,
  // Random bytes do not compress: each kept answer costs about three times this.
  body: randomBytes(bytes),
  keys,
})

describe('the page cache', () => {
  it('serves an answer until something it read changes, and keeps the others', async () => {
    const cache = new PageCache(1024 * 1024)
    await cache.answer('/', 1, async () => page(200, 4_000, ['brand', 'content/home']))
    await cache.answer('/contact', 1, async () => page(200, 4_000, ['brand', 'faqs']))
    await cache.answer('/api/faqs/a', 1, async () => page(200, 4_000, ['faqs/a']))
    await cache.answer('/api/faqs/b', 1, async () => page(200, 4_000, ['faqs/b']))
    cache.invalidate(['faqs'])
    expect(cache.get('/contact')).toBeUndefined()
    expect(cache.get('/')?.status).toBe(200)
    expect(cache.get('/api/faqs/a')).toBeDefined()
    // Every record of a kind at once (an FAQ move renumbers them all).
    cache.invalidate(['faqs/*'])
    expect(cache.get('/api/faqs/a')).toBeUndefined()
    expect(cache.get('/api/faqs/b')).toBeUndefined()
    cache.invalidate(['brand'])
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('hands out, but never keeps, an answer whose reads changed while it was made', async () => {
    let changedAt = 0
    const cache = new PageCache(1024 * 1024, (keys) => (keys.includes('faqs') ? changedAt : 0))
    const made = await cache.answer('/contact', 1, async () => {
      // An FAQ is edited while the page is being rendered.
      changedAt = 2
      return page(200, 4_000, ['faqs'])
    })
    expect(made?.status).toBe(200)
    expect(cache.get('/contact')).toBeUndefined()
    await cache.answer('/contact', 2, async () => page(200, 4_000, ['faqs']))
    expect(cache.get('/contact')?.version).toBe(2)
  })

  it('drops everything for a change that cannot say what it changed', async () => {
    const cache = new PageCache(1024 * 1024)
    await cache.answer('/', 1, async () => page())
    await cache.answer('/api/faqs', 1, async () => page(200, 4_000, ['faqs']))
    cache.invalidate('*')
    expect(cache.size).toBe(0)
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
      for (const path of pages) expect(cache.get(path), path).toBeDefined()
    },
  )

  it('keeps a page in main across changes once it was read twice', async () => {
    const cache = new PageCache(2 * 1024 * 1024)
    await cache.answer('/', 1, async () => page())
    cache.promote('/')
    cache.invalidate(['content/home'])
    await cache.answer('/', 2, async () => page())
    for (let i = 0; i < 100; i++) {
      await cache.answer(`/once-${i}`, 2, async () => page(200, 4_000, []))
    }
    expect(cache.get('/')).toBeDefined()
  })
})
