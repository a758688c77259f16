import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { toast } from '~/components/ui/toaster'
import { isSitePage, sitePages } from '~/copy/documents'
import {
  EditorLanguages,
  requestedTranslation,
  siteLanguagesForPortal,
  TranslationNotice,
  TranslationProvider,
  type EditorTranslation,
  type PortalLanguage,
} from '~/components/admin/editor-language'
import { translatablePaths } from '~/features/site-copy/schema-walk'
import {
  getCurrent,
  loadDraftState,
  type RecordDraft,
  type RecordSchedule,
} from '~/components/admin/drafts-api'
import { getPage, type PageDocument } from '~/features/site-copy/api'
import type { LinkChoice } from '~/features/site-copy/components/content-fields'
import { PageEditor } from '~/features/site-copy/components/page-editor'
import { listPages as listComposedPages } from '~/features/pages/api'
import { publicPaths, utilityPaths } from '~/copy/public-paths'
import { imageUploader } from '~/features/uploads/api'
import type { Route } from './+types/site-copy-page'

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(isSitePage(params.page) ? `${sitePages[params.page].title} Page` : 'Site Content')
export const handle: AdminHandle = { title: 'Site Content' }

interface Loaded {
  document: PageDocument
  draft: RecordDraft | null
  schedule: RecordSchedule
  translation: EditorTranslation | null
  linkChoices: LinkChoice[]
}

/**
 * The pages a link field offers (issue #40: the header menu's and the footer's editors list the
 * pages): the site's own, named as their editors name them, and the published composed pages
 * by their titles. Those are a help, not a need: without them, the site's own still show.
 */
async function linkChoices(): Promise<LinkChoice[]> {
  const titles = new Map<string, string>()
  // A page's editor is named for its first path: Services is /services, not each service's.
  for (const { title, paths } of Object.values(sitePages)) {
    if (paths[0] && !titles.has(paths[0])) titles.set(paths[0], title)
  }
  const builtIn = [...publicPaths, ...utilityPaths].map((path) => ({
    path,
    label: titles.get(path) ?? path,
  }))
  const composed = await listComposedPages().then(
    (pages) =>
      pages
        .filter((page) => page.status === 'published')
        .map((page) => ({ path: page.path, label: page.title })),
    () => [],
  )
  return [...builtIn, ...composed]
}

/**
 * The page's document (in `language` when one is asked for, beside the default language's), or
 * null (back to the list) when it is unknown or cannot be loaded.
 */
async function load(
  page: string,
  language: PortalLanguage | undefined,
  defaultName: string,
): Promise<Loaded | null> {
  if (!isSitePage(page)) {
    toast.error('There is no such page to edit')
    return null
  }
  const base = `content/${page}`
  const resource = language ? `${base}@${language.code}` : base
  return loadRecord(async () => {
    const [document, editorial, original, choices] = await Promise.all([
      getCurrent(resource) as Promise<PageDocument>,
      loadDraftState(resource),
      language ? getPage(page) : undefined,
      linkChoices(),
    ])
    const translation: EditorTranslation | null =
      language && original
        ? {
            lang: language.code,
            name: language.name,
            defaultName,
            original: original.content as Record<string, unknown>,
            fields: translatablePaths(sitePages[page].schema, original.content),
          }
        : null
    return { document, ...editorial, translation, linkChoices: choices }
  }, 'Failed to load the page content')
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireRight('content')
  const languages = await siteLanguagesForPortal()
  // `?lang=de`: the page's German copy, beside its default language's (ADR 080).
  const language = requestedTranslation(request.url, languages)
  const defaultName = languages.find((l) => l.default)?.name ?? 'the default language'
  return { languages, lang: language?.code, document: load(params.page, language, defaultName) }
}

export default function SiteContentPageRoute({ loaderData, params }: Route.ComponentProps) {
  const { languages, lang, document } = loaderData
  return (
    <div className="flex flex-col gap-4">
      <EditorLanguages
        languages={languages}
        current={lang}
        path={`/admin/site-content/${encodeURIComponent(params.page)}`}
      />
      <AwaitRecord
        key={`${params.page}@${lang ?? ''}`}
        promise={document}
        loadingLabel="Loading page content..."
        listPath="/admin/site-content"
      >
        {({ translation, ...loaded }) => (
          <TranslationProvider value={translation}>
            {translation && <TranslationNotice translation={translation} />}
            <PageEditor {...loaded} uploader={imageUploader} />
          </TranslationProvider>
        )}
      </AwaitRecord>
    </div>
  )
}
