import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getContactDetails } from '~/features/contact-details/queries.server'
import { listFaqs } from '~/features/faqs/queries.server'
import { listPortfolioItems } from '~/features/portfolio/queries.server'
import { listPublishedPages } from '~/features/pages/queries.server'
import { listPosts } from '~/features/posts/queries.server'
import { listProducts } from '~/features/products/queries.server'
import { seedDemoContent } from '../../db/seed'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

describe.each(engines)('demo content on %s', (engine) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp(engine, { SEED: 'demo' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('holds ten projects, six products, four FAQs and the contact details', async () => {
    const projects = await listPortfolioItems(app.ctx.db)
    expect(projects).toHaveLength(10)
    for (const category of ['web', 'app', 'ecommerce', 'design']) {
      expect(projects.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2)
    }
    const products = await listProducts(app.ctx.db)
    expect(products.map((p) => p.name)).toEqual([
      'Business Website',
      'E-commerce Platform',
      'Custom Web Application',
      'Native Mobile App',
      'Hybrid Mobile App',
      'Progressive Web App',
    ])
    expect(products.filter((p) => p.popular).map((p) => p.name)).toEqual([
      'Business Website',
      'Native Mobile App',
    ])
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['Website Solutions', 'Mobile Solutions']),
    )
    const faqs = await listFaqs(app.ctx.db)
    expect(faqs.map((f) => f.order)).toEqual([0, 1, 2, 3])
    expect(faqs[0]!.answer).toMatch(/4-6 weeks/)
    expect(faqs[0]!.answer).toMatch(/3-6 months/)
    expect(await getContactDetails(app.ctx.db)).toMatchObject({
      email: expect.stringContaining('@'),
    })
  })

  it('holds four posts with covers, newest first, sharing tags so a post has related ones', async () => {
    const posts = await listPosts(app.ctx.db)
    expect(posts.map((p) => p.title)).toEqual([
      'Five Checks Before You Launch a Website',
      'Why Page Speed Is a Sales Problem',
      'Designing Forms People Finish',
      'From Spreadsheet to App: A Small Business Story',
    ])
    for (const post of posts) {
      expect(post.coverImage).toMatch(/^\/uploads\//)
      expect(post.coverAlt).toBeTruthy()
      expect(post.bodyHtml).toContain('<h2 id="section-')
    }
    expect(posts[0]!.bodyHtml).toContain('<table>')
    expect(posts[0]!.tags).toContain('Web Development')
    expect(posts[1]!.tags).toContain('Web Development')
  })

  it("holds a campaign page composed of the site's sections, with a contact form, and its first revision", async () => {
    const [page] = await listPublishedPages(app.ctx.db)
    expect(page).toMatchObject({ title: 'Website audit', path: '/offer/website-audit' })
    expect(page!.sections.map((s) => s.type)).toEqual([
      'hero',
      'stats',
      'features',
      'testimonials',
      'faq',
      'cta',
      'contactForm',
    ])
    const revisions = await app.ctx.db
      .selectFrom('revisions')
      .select('resource')
      .where('resource', '=', `pages/${page!._id}`)
      .execute()
    expect(revisions).toHaveLength(1)
  })

  it('serves every seeded image as a real image', async () => {
    const urls = [
      ...(await listPortfolioItems(app.ctx.db)).map((p) => p.imageUrl),
      ...(await listProducts(app.ctx.db)).map((p) => p.imageUrl),
      ...(await listPosts(app.ctx.db)).map((p) => p.coverImage!),
    ]
    expect(new Set(urls).size).toBe(20)
    for (const url of urls) {
      const res = await fetch(app.baseUrl + url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const etag = res.headers.get('etag')!
      expect((await fetch(app.baseUrl + url, { headers: { 'if-none-match': etag } })).status).toBe(
        304,
      )
    }
  })

  it('seeds once: emptied content does not come back on the next start', async () => {
    await app.ctx.db.deleteFrom('portfolio_items').execute()
    expect(await seedDemoContent(app.ctx.db)).toBe(false)
    expect(await listPortfolioItems(app.ctx.db)).toEqual([])
  })
})
