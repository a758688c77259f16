import { data, useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import type { CollectionScreens } from '~/components/admin/collection-screens'
import { loadList } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { findCollection } from '~/collections'
import type { AnyCollection } from '~/core/collections'
import { apiRequest } from '~/lib/api-client'
import type { Route } from './+types/collection-list'

/** The collection a portal path names (`/admin/{kind}`), or the portal's not-found. */
export function collectionOf(params: { collection?: string }): AnyCollection {
  const collection = findCollection(params.collection ?? '')
  if (!collection) throw data('There is no such screen', { status: 404 })
  return collection
}

/** A collection's screens module, loaded the first time one of its screens opens. */
export async function screensOf(collection: AnyCollection) {
  const { screens } = await collection.admin.screens()
  return screens as CollectionScreens<unknown, unknown>
}

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(findCollection(params.collection)?.labels.nav ?? 'Not found')
export const handle: AdminHandle = { title: (data) => (data as { title?: string })?.title }

/**
 * On the server, a path that names no collection is the site's not-found answer (404), as any
 * other unknown path is; everything else is the portal's, loaded in the browser.
 */
export function loader({ params }: Route.LoaderArgs) {
  collectionOf(params)
  return null
}

/** A collection's list (docs/product.md §List screens), as its declaration says (ADR 076). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const collection = collectionOf(params)
  await requireRight(collection.right)
  const [screens, items] = await Promise.all([
    screensOf(collection),
    // Every record, those the public does not see too (a draft post): the team's list.
    loadList(
      () => apiRequest<unknown[]>(`/api/${collection.id}?status=all`, { auth: true }),
      collection.texts.loadListFailed,
    ),
  ])
  return { title: collection.labels.nav, List: screens.List, items }
}

clientLoader.hydrate = true as const

export default function CollectionListRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  // The server's answer is null: the list renders only with the browser's (hydrate above).
  if (!loaderData) return null
  const { List, items } = loaderData
  return <List items={items} onChanged={() => void revalidate()} />
}
