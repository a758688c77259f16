import { data, useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import type { CollectionScreens } from '~/components/admin/collection-screens'
import { siteLanguagesForPortal } from '~/components/admin/editor-language'
import { loadList } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import {
  TranslationStatesProvider,
  type RecordTranslationState,
  type TranslationStates,
} from '~/components/admin/translation-states'
import { findCollection } from '~/collections'
import type { AnyCollection } from '~/core/collections'
import { listTranslations } from '~/features/translations/api'
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

/**
 * The records' translation states, by id, when the kind is translated and the site has other
 * languages; a list without them loads anyway (the column is a help, not a need).
 */
async function statesOf(collection: AnyCollection): Promise<TranslationStates> {
  if (collection.translate.length === 0) return new Map()
  const [languages, all] = await Promise.all([
    siteLanguagesForPortal(),
    listTranslations().catch(() => []),
  ])
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code
  const states = new Map<string, RecordTranslationState[]>()
  for (const { type, _id, lang, state } of all) {
    if (type !== collection.id) continue
    states.set(_id, [...(states.get(_id) ?? []), { lang, name: nameOf(lang), state }])
  }
  return states
}

/** A collection's list (docs/product.md §List screens), as its declaration says (ADR 076). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const collection = collectionOf(params)
  await requireRight(collection.right)
  const [screens, items, states] = await Promise.all([
    screensOf(collection),
    // Every record, those the public does not see too (a draft post): the team's list.
    loadList(
      () => apiRequest<unknown[]>(`/api/${collection.id}?status=all`, { auth: true }),
      collection.texts.loadListFailed,
    ),
    statesOf(collection),
  ])
  return {
    title: collection.labels.nav,
    List: screens.List,
    items,
    states,
    editPath: `/admin/${collection.id}/edit`,
  }
}

clientLoader.hydrate = true as const

export default function CollectionListRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  // The server's answer is null: the list renders only with the browser's (hydrate above).
  if (!loaderData) return null
  const { List, items, states, editPath } = loaderData
  return (
    <TranslationStatesProvider value={{ states, editPath }}>
      <List items={items} onChanged={() => void revalidate()} />
    </TranslationStatesProvider>
  )
}
