import type { AnyServerCollection } from '~/core/collection.server'
import { faqsServer } from '~/features/faqs/collection.server'
import { pagesServer } from '~/features/pages/collection.server'
import { portfolioServer } from '~/features/portfolio/collection.server'
import { postsServer } from '~/features/posts/collection.server'
import { productsServer } from '~/features/products/collection.server'
import type { StoredRecord } from '~/core/collections'
import type { Db } from '~/lib/db.server'
import type { CollectionId } from './collections'

/**
 * The server's half of every collection in app/collections.ts, by id (ADR 076). The type
 * refuses a collection declared there and missing here.
 */
export const SERVER_COLLECTIONS = {
  portfolio: portfolioServer,
  posts: postsServer,
  pages: pagesServer,
  products: productsServer,
  faqs: faqsServer,
} as const satisfies Record<CollectionId, AnyServerCollection>

export const serverCollections: readonly AnyServerCollection[] = Object.values(SERVER_COLLECTIONS)

export function findServerCollection(id: string): AnyServerCollection | undefined {
  return serverCollections.find((entry) => entry.collection.id === id)
}

/**
 * The public page of every published record that has one, when it last changed, and the record
 * as translations name it (which languages the page has is which translations it has).
 */
export async function collectionPages(db: Db): Promise<
  {
    path: string
    lastmod: string
    key: { kind: string; id: string }
    record: StoredRecord
    /** Offered to search engines (the sitemap): not a page its record keeps out of them. */
    listed: boolean
  }[]
> {
  const pages = await Promise.all(
    serverCollections.map(async ({ collection, published }) => {
      const pageOf = collection.pages?.record
      if (!pageOf || !published) return []
      return (await published(db)).map((record) => ({
        path: pageOf(record),
        lastmod: record.updatedAt,
        key: { kind: collection.id, id: record._id },
        record,
        listed: collection.pages?.listed?.(record) ?? true,
      }))
    }),
  )
  return pages.flat()
}

/** The public page of every published record that has one: the sitemap's, the link checks'. */
export async function collectionPagePaths(db: Db): Promise<string[]> {
  return (await collectionPages(db)).map((page) => page.path)
}

/** The picture the record whose page is at `path` is shared with (its card), if any. */
export async function collectionPagePicture(db: Db, path: string): Promise<string | null> {
  for (const { collection, findByPage } of serverCollections) {
    const image = collection.pages?.image
    const record = image && (await findByPage?.(db, path))
    if (record) return image(record)
  }
  return null
}
