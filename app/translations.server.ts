import { collectionPageRecord, findServerCollection } from '~/collections.server'
import type { StoredRecord } from '~/core/collections'
import { recordRead } from '~/core/reads.server'
import {
  findTranslation,
  overlay,
  translatedLanguages,
  translationsOfKind,
  type TranslationKey,
} from '~/core/translations.server'
import { isSitePage, sitePageNames, sitePages, type SitePage } from '~/copy/documents'
import { translatablePaths } from '~/features/site-copy/schema-walk'
import type { Db } from '~/lib/db.server'

/**
 * What each kind of record translates (ADR 080): a collection the fields its declaration lists
 * in `translate`; a site page every text of its document but links and pictures; the contact
 * details their address and opening hours. The mechanism (storing, falling back, states) is
 * app/core/translations.server.ts; nothing else names a kind.
 */
export function translatedPathsOf(kind: string, id: string, document: unknown): string[] {
  if (kind === 'content')
    return isSitePage(id) ? translatablePaths(sitePages[id].schema, document) : []
  if (kind === 'contact') return ['address', 'businessHours']
  return [...(findServerCollection(kind)?.collection.translate ?? [])]
}

/** A page's language as a read needs it: its code, and '' as prefix for the default one. */
export interface ReadLanguage {
  code: string
  prefix: string
}

const isDefault = (language: ReadLanguage | undefined): language is undefined =>
  !language || language.prefix === ''

/**
 * One record's document in `language`, each field falling back to the default language's. The
 * document is read as the record's own key records it (ADR 085), and a translation's save
 * records that key too, so a cached page in any language is dropped when either changes.
 */
export async function documentIn<T>(
  db: Db,
  key: TranslationKey,
  document: T,
  language: ReadLanguage | undefined,
): Promise<T> {
  if (isDefault(language)) return document
  const stored = await findTranslation(db, key, language.code)
  if (!stored) return document
  const paths = translatedPathsOf(key.kind, key.id, document)
  return remade(key.kind, overlay(document, stored.fields, paths), document)
}

/** A collection record's server-made fields, made again from its translated texts. */
export function remade<T>(kind: string, translated: T, original: T): T {
  const inLanguage = findServerCollection(kind)?.inLanguage
  return inLanguage ? (inLanguage(translated, original) as T) : translated
}

/** A list of a collection's records in `language`: one query for all their translations. */
export async function recordsIn<T extends StoredRecord>(
  db: Db,
  kind: string,
  records: T[],
  language: ReadLanguage | undefined,
): Promise<T[]> {
  if (isDefault(language) || records.length === 0) return records
  recordRead(kind)
  const translations = await translationsOfKind(db, kind, language.code)
  const paths = translatedPathsOf(kind, '', undefined)
  return records.map((record) => {
    const stored = translations.get(record._id)
    return stored ? remade(kind, overlay(record, stored.fields, paths), record) : record
  })
}

/** The cache key a record's reads and writes record (ADR 085): `portfolio/{id}`, `content/home`. */
export const resourceOf = ({ kind, id }: TranslationKey) => (id ? `${kind}/${id}` : kind)

// On every page, so no page's own: a translated menu does not make a page translated.
const framePages: readonly SitePage[] = ['header', 'footer']

/** The site copy page whose document `path` shows (the first that lists it), if any. */
function sitePageAt(path: string): SitePage | undefined {
  return sitePageNames.find(
    (page) =>
      !framePages.includes(page) && (sitePages[page].paths as readonly string[]).includes(path),
  )
}

/**
 * What the public page at `path` (its address in the default language) shows, as translations
 * name it: a site copy page's document (`content/home`; `/services/seo` is the services
 * document), else a collection record's (`portfolio/{id}`), else the document of the nearest
 * page above it (a tag's listing, `/blog/tag/x`, is the journal's). Null for none.
 */
export async function recordOfPage(db: Db, path: string): Promise<TranslationKey | null> {
  const page = sitePageAt(path)
  if (page) return { kind: 'content', id: page }
  const record = await collectionPageRecord(db, path)
  if (record) return record
  for (let above = path; above.lastIndexOf('/') > 0;) {
    above = above.slice(0, above.lastIndexOf('/'))
    const parent = sitePageAt(above)
    if (parent) return { kind: 'content', id: parent }
  }
  return null
}

/**
 * The languages the page at `path` has its own translation in (CONTRACT §Languages: its
 * `hreflang` alternates and sitemap entries are these and the default language). Read as the
 * record's key, which a translation's save records, so a cached page learns of its first one.
 */
export async function pageTranslations(db: Db, path: string): Promise<Set<string>> {
  const key = await recordOfPage(db, path)
  if (!key) return new Set()
  recordRead(resourceOf(key))
  return translatedLanguages(db, key)
}
