import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { getCurrent, loadDraftState } from '~/components/admin/drafts-api'
import {
  EditorLanguages,
  requestedTranslation,
  siteLanguagesForPortal,
  TranslationNotice,
  TranslationProvider,
  type EditorTranslation,
} from '~/components/admin/editor-language'
import { loadRecord } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { findCollection } from '~/collections'
import { resourceOf } from '~/core/collections'
import { imageUploader } from '~/features/uploads/api'
import { titleCase } from '~/lib/text'
import { collectionOf, screensOf } from './collection-list'
import type { Route } from './+types/collection-form'

export const meta = ({ params }: Route.MetaArgs) => {
  const collection = findCollection(params.collection)
  if (!collection) return adminMeta('Not found')
  return adminMeta(`${params.id ? 'Edit' : 'Add'} ${titleCase(collection.labels.singular)}`)
}
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
 * A collection's form: edit when the route has an id (docs/product.md §Admin forms), with the
 * record's draft and schedule; the form waits for them without blocking.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const collection = collectionOf(params)
  await requireRight(collection.right)
  const [screens, languages] = await Promise.all([
    screensOf(collection),
    collection.translate.length > 0 && params.id ? siteLanguagesForPortal() : [],
  ])
  const { id } = params
  // `?lang=de`: the record in German, beside its default language's text (ADR 080).
  const language = requestedTranslation(request.url, languages)
  const extra = screens.loadExtra?.(id) ?? Promise.resolve(undefined)
  const load = async () => {
    if (!id) return { record: undefined, editorial: undefined, extra: await extra }
    const base = resourceOf(collection, id)
    const resource = language ? `${base}@${language.code}` : base
    const found = await loadRecord(
      () =>
        Promise.all([
          getCurrent(resource),
          loadDraftState(resource),
          extra,
          language ? getCurrent(base) : undefined,
        ]),
      collection.texts.loadFailed,
    )
    if (!found) return null
    const [record, editorial, extraData, original] = found
    const translation: EditorTranslation | null =
      language && original
        ? {
            lang: language.code,
            name: language.name,
            defaultName: languages.find((l) => l.default)?.name ?? 'the default language',
            original: original as Record<string, unknown>,
            fields: collection.translatedPaths?.(original) ?? collection.translate,
          }
        : null
    return { record, editorial, extra: extraData, translation }
  }
  return {
    title: collection.labels.nav,
    loading: `Loading ${collection.labels.singular}...`,
    listPath: `/admin/${collection.id}`,
    Form: screens.Form,
    languages,
    lang: language?.code,
    editPath: id ? `/admin/${collection.id}/edit/${encodeURIComponent(id)}` : '',
    data: load(),
  }
}

clientLoader.hydrate = true as const

export default function CollectionFormRoute({ loaderData, params }: Route.ComponentProps) {
  // The server's answer is null: the form renders only with the browser's (hydrate above).
  if (!loaderData) return null
  const { Form, data, loading, listPath, languages, lang, editPath } = loaderData
  return (
    <div className="flex flex-col gap-4">
      {editPath && <EditorLanguages languages={languages} current={lang} path={editPath} />}
      <AwaitRecord
        key={`${params.id ?? 'new'}@${lang ?? ''}`}
        promise={data}
        loadingLabel={loading}
        listPath={listPath}
      >
        {({ record, editorial, extra, translation }) => (
          <TranslationProvider value={translation ?? null}>
            {translation && <TranslationNotice translation={translation} />}
            <Form record={record} editorial={editorial} uploader={imageUploader} extra={extra} />
          </TranslationProvider>
        )}
      </AwaitRecord>
    </div>
  )
}
