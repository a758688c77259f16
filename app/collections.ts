import { ACTIVITY_ENTITIES } from '~/core/activity'
import { columnOf, type AnyCollection } from '~/core/collections'
import { faqs } from '~/features/faqs/collection'
import { pages } from '~/features/pages/collection'
import { portfolio } from '~/features/portfolio/collection'
import { posts } from '~/features/posts/collection'
import { products } from '~/features/products/collection'

/**
 * Every collection of the site, declared in its own feature (ADR 076). A new one is added here
 * once, and to app/collections.server.ts for its server half; everything else reads this list:
 * the portal's sidebar, dashboard and screens, the activity log's kinds, history links, the
 * trash, route rights, OpenAPI, export and import.
 */
export const COLLECTIONS = [
  portfolio,
  posts,
  pages,
  products,
  faqs,
] as const satisfies readonly AnyCollection[]

export type CollectionId = (typeof COLLECTIONS)[number]['id']

export function findCollection(id: string): AnyCollection | undefined {
  return COLLECTIONS.find((collection) => collection.id === id)
}

/** The collection whose activity entries carry `entity`. */
export function collectionOfEntity(entity: string): AnyCollection | undefined {
  return COLLECTIONS.find((collection) => collection.activity.entity === entity)
}

/** The table of a kind that goes to the trash (app/core/trash.server.ts), by its id. */
export function trashTableOf(id: string): string | undefined {
  const collection = findCollection(id)
  return collection?.editorial.trash ? collection.table : undefined
}

/**
 * The stored column of a kind's first picture, which the trash shows beside the item: the
 * declaration names API fields (`imageUrl`), a trashed row keeps its columns (`image_url`).
 */
export function trashThumbnailOf(id: string): string | undefined {
  const field = findCollection(id)?.images[0]?.url
  return field && columnOf(field)
}

/** Every kind of record the activity log names: the collections', then the others. */
export const ACTIVITY_KINDS: readonly string[] = [
  ...COLLECTIONS.map((collection) => collection.activity.entity),
  ...ACTIVITY_ENTITIES,
]
