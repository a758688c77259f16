import { insertFaq } from '~/features/faqs/queries.server'
import { getContactDetails, saveContactDetails } from '~/features/contact-details/queries.server'
import { contactDetailsInput } from '~/features/contact-details/schemas'
import { insertPortfolioItem } from '~/features/portfolio/queries.server'
import { portfolioInput } from '~/features/portfolio/schemas'
import { insertPage } from '~/features/pages/queries.server'
import { pageInput } from '~/features/pages/schemas'
import { insertPost } from '~/features/posts/queries.server'
import { postInput } from '~/features/posts/schemas'
import { insertProduct } from '~/features/products/queries.server'
import { productInput } from '~/features/products/schemas'
import { mediaItemFor } from '~/features/uploads/media.server'
import { imageUrl } from '~/features/uploads/queries.server'
import { savePage } from '~/features/site-copy/queries.server'
import { pageDefaults } from '~/copy/defaults'
import { sitePageNames } from '~/copy/documents'
import { bumpContentVersion } from '~/core/content-version.server'
import { saveFirstRevision } from '~/core/revisions.server'
import { saveTranslation, sourceHash } from '~/core/translations.server'
import { translatedPathsOf } from '~/translations.server'
import type { PreparedImage } from '~/features/uploads/queries.server'
import { editableFields } from '~/lib/records'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'
import { demoImages, readDemoImage, readDemoManifest, type DemoImage } from './demo-images'
import {
  seedContactDetails,
  seedFaqs,
  seedGerman,
  seedLandingPage,
  seedPortfolio,
  seedPosts,
  seedProducts,
} from './seed-data'

const MARKER = 'demo_seeded_at'

/**
 * Inserts the demo content (docs/product.md §Decisions) once, into a database that has never
 * been seeded and holds no content. Deleting everything later does not bring the demo back on the
 * next start.
 */
export async function seedDemoContent(
  db: Db,
  /** SITE_LANGUAGES: with German beside the default, the demo brings German copy too. */
  languages: readonly string[] = ['en'],
): Promise<boolean> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', MARKER)
    .executeTakeFirst()
  if (marker) return false
  const existing = await db.selectFrom('portfolio_items').select('id').limit(1).executeTakeFirst()
  if (existing) return false

  // The pictures were drawn and prepared ahead of time (./demo-images.ts), as WebP, which
  // keeps the pages light; read before the transaction, stored in it.
  const manifest = await readDemoManifest()
  const read = (images: DemoImage[]) => Promise.all(images.map((i) => readDemoImage(i, manifest)))
  const [portfolioPictures, productPictures, postPictures] = await Promise.all([
    read(demoImages.portfolio),
    read(demoImages.products),
    read(demoImages.posts),
  ])

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: MARKER, value: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    if (!claimed.numInsertedOrUpdatedRows) return false
    // Pages an instance rendered from the empty database are stale from here on.
    await bumpContentVersion(trx)
    // As uploads are stored, each an item of the media library: content-addressed, so
    // pictures an upload already stored are not stored twice.
    const store = async (picture: PreparedImage, file: string) => {
      await mediaItemFor(trx, picture, file, null)
      return { url: imageUrl(picture.hash, picture.image.mime) }
    }
    const portfolioImages = []
    for (const [i, picture] of portfolioPictures.entries()) {
      portfolioImages.push(await store(picture, demoImages.portfolio[i]!.file))
    }
    const productImages = []
    for (const [i, picture] of productPictures.entries()) {
      productImages.push(await store(picture, demoImages.products[i]!.file))
    }
    const postImages = []
    for (const [i, picture] of postPictures.entries()) {
      postImages.push(await store(picture, demoImages.posts[i]!.file))
    }

    // Each record's first revision is the launch copy (no author): History can compare with it
    // and restore it from day one. The resources are the records' paths under /api.
    const launch = nowIso()
    const keep = (resource: string, document: unknown) =>
      saveFirstRevision(trx, resource, document, launch)

    const projects = []
    for (const [i, p] of seedPortfolio.entries()) {
      const month = String((i % 12) + 1).padStart(2, '0')
      const item = await insertPortfolioItem(
        trx,
        portfolioInput.parse({
          title: p.title,
          description: p.description,
          imageUrl: portfolioImages[i]!.url,
          imageAlt: p.imageAlt,
          projectUrl: p.projectUrl,
          category: p.category,
          technologies: p.technologies,
          client: p.client,
          date: `${p.year}-${month}-15`,
        }),
      )
      await keep(`portfolio/${item._id}`, editableFields(item))
      projects.push(item)
    }
    // Listed newest first, so the first product listed is created last.
    const start = Date.now() - seedProducts.length * 1000
    for (const [i, p] of [...seedProducts.entries()].reverse()) {
      const product = await insertProduct(
        trx,
        productInput.parse({
          name: p.name,
          description: p.description,
          price: p.price,
          imageUrl: productImages[i]!.url,
          imageAlt: p.imageAlt,
          category: p.category,
          features: p.features,
          inStock: p.inStock,
          popular: p.popular,
        }),
        new Date(start + (seedProducts.length - i) * 1000).toISOString(),
      )
      await keep(`products/${product._id}`, editableFields(product))
    }
    // No author: the demo has no team yet (an account signs the posts it writes).
    for (const [i, p] of seedPosts.entries()) {
      const post = await insertPost(
        trx,
        postInput.parse({
          title: p.title,
          body: p.body,
          excerpt: p.excerpt,
          tags: p.tags,
          coverImage: postImages[i]!.url,
          coverAlt: p.coverAlt,
          publishedAt: new Date(Date.parse(launch) - p.daysAgo * 86_400_000).toISOString(),
        }),
      )
      await keep(`posts/${post._id}`, editableFields(post))
    }
    for (const [i, f] of seedFaqs.entries()) {
      const faq = await insertFaq(trx, {
        question: f.question,
        answer: f.answer,
        category: f.category,
        order: i,
      })
      await keep(`faqs/${faq._id}`, editableFields(faq))
    }
    // Parsed as the API parses a page, so the demo's sections are ones the builder accepts.
    const landing = await insertPage(trx, pageInput.parse(seedLandingPage))
    await keep(`pages/${landing._id}`, editableFields(landing))
    await saveContactDetails(trx, contactDetailsInput.parse(seedContactDetails))
    const { _id, updatedAt, ...contact } = (await getContactDetails(trx))!
    void [_id, updatedAt]
    await keep('contact', contact)
    // The site's copy as it reads today, stored so the portal edits what visitors see.
    for (const page of sitePageNames) {
      await savePage(trx, page, pageDefaults[page], nowIso())
      await keep(`content/${page}`, pageDefaults[page])
    }
    if (languages.slice(1).includes('de')) {
      await seedTranslation(trx, 'content', 'home', pageDefaults.home, seedGerman.home)
      const project = projects[0]!
      await seedTranslation(trx, 'portfolio', project._id, project, seedGerman.firstProject)
    }
    return true
  })
}

/** Stores a demo translation as the portal would save it: its texts, made from the record's. */
async function seedTranslation(
  trx: Db,
  kind: string,
  id: string,
  original: unknown,
  texts: Record<string, string>,
): Promise<void> {
  const paths = translatedPathsOf(kind, id, original)
  const fields = Object.fromEntries(Object.entries(texts).filter(([path]) => paths.includes(path)))
  await saveTranslation(trx, { kind, id }, 'de', fields, sourceHash(original, paths))
}
