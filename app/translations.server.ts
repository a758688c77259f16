import { findServerCollection, serverCollections } from '~/collections.server'
import { AppError } from '~/lib/errors'
import type { StoredRecord } from '~/core/collections'
import { recordRead } from '~/core/reads.server'
import { clearRedirectFrom, putRedirect } from '~/core/redirects.server'
import {
  findTranslation,
  overlay,
  translatedLanguages,
  translationsOf,
  translationsOfKind,
  type StoredTranslation,
  type TranslatedFields,
  type TranslationKey,
} from '~/core/translations.server'
import { isSitePage, sitePageNames, sitePages, type SitePage } from '~/copy/documents'
import { translatablePaths } from '~/features/site-copy/schema-walk'
import type { Db } from '~/lib/db.server'
import { localizedPath } from '~/i18n/languages'

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
  const collection = findServerCollection(kind)?.collection
  if (collection?.translatedPaths && document !== undefined) {
    return collection.translatedPaths(document)
  }
  return [...(collection?.translate ?? [])]
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
  return records.map(inLanguageWith(kind, await translationsOfKind(db, kind, language.code)))
}

/** A record of `kind` with its stored translation (of those given, by id) laid over it. */
const inLanguageWith =
  (kind: string, translations: Map<string, StoredTranslation>) =>
  <T extends StoredRecord>(record: T): T => {
    const stored = translations.get(record._id)
    const paths = translatedPathsOf(kind, record._id, record)
    return stored ? remade(kind, overlay(record, stored.fields, paths), record) : record
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

/** A collection record's public page in a language (ADR 080). */
export interface RecordPage {
  kind: string
  /** The record in the page's language. */
  record: StoredRecord
  /** The record in the default language. */
  original: StoredRecord
  /**
   * The record's own address in this language (without its prefix), when `path` is only its
   * default language's address and the translation has a slug of its own: where to send a
   * visitor (301).
   */
  moved?: string
}

/**
 * The record whose public page in `language` is at `path` (without the language's prefix): a
 * translation's own slug first (`/de/blog/{german slug}`), else the default language's
 * (`/de/blog/{english slug}`, `moved` when the translation has its own). Null for none.
 */
export async function recordPageIn(
  db: Db,
  path: string,
  language: ReadLanguage | undefined,
): Promise<RecordPage | null> {
  for (const { collection, findByPage, published } of serverCollections) {
    const pageOf = collection.pages?.record
    const list = collection.pages?.list
    if (!pageOf || !findByPage || (list && !path.startsWith(`${list}/`))) continue
    if (isDefault(language)) {
      const record = await findByPage(db, path)
      if (record) return { kind: collection.id, record, original: record }
      continue
    }
    const kind = collection.id
    const translations = await translationsOfKind(db, kind, language.code)
    const inLanguage = inLanguageWith(kind, translations)
    const slugged = [...translations.values()].some((t) => typeof t.fields.slug === 'string')
    if (slugged && published) {
      for (const record of await published(db)) {
        if (typeof translations.get(record._id)?.fields.slug !== 'string') continue
        const translated = inLanguage(record)
        if (pageOf(translated) === path) return { kind, record: translated, original: record }
      }
    }
    const record = await findByPage(db, path)
    if (!record) continue
    const translated = inLanguage(record)
    const own = pageOf(translated)
    return { kind, record: translated, original: record, ...(own !== path && { moved: own }) }
  }
  return null
}

/** A record's page address in a translation: its slug, when the translation has one. */
export function pathInTranslation(kind: string, original: StoredRecord, fields: TranslatedFields) {
  const pageOf = findServerCollection(kind)?.collection.pages?.record
  return pageOf ? pageOf(overlay(original, fields, ['slug'])) : undefined
}

/**
 * Refuses a translation's slug that would give its page the address of another record's page
 * in that language: another record's own slug (which its page keeps where it has none of its
 * own), or another translation's into the same language.
 */
export async function checkTranslatedSlug(
  db: Db,
  { kind, id }: TranslationKey,
  lang: string,
  fields: TranslatedFields,
): Promise<void> {
  const slug = fields.slug
  const server = findServerCollection(kind)
  const pageOf = server?.collection.pages?.record
  if (typeof slug !== 'string' || !server || !pageOf || !server.findByPage) return
  const path = pageOf({ slug } as never)
  const holder = await server.findByPage(db, path)
  const translations = await translationsOfKind(db, kind, lang)
  const taken =
    (holder && holder._id !== id) ||
    [...translations].some(([other, t]) => other !== id && t.fields.slug === slug)
  if (taken) {
    throw new AppError(400, 'Validation failed', {
      slug: [`Another ${server.collection.labels.singular} already uses this slug`],
    })
  }
}

/**
 * After a translation's slug changed (`before` → `after`, its fields), its old address in that
 * language answers 301 to the new one, as the default language's does (a shared link keeps
 * working); the new address loses any redirect that would shadow it.
 */
export async function keepOldTranslatedAddress(
  db: Db,
  { kind }: TranslationKey,
  lang: string,
  original: StoredRecord,
  before: TranslatedFields | undefined,
  after: TranslatedFields,
): Promise<void> {
  if (!before) return
  const from = pathInTranslation(kind, original, before)
  const to = pathInTranslation(kind, original, after)
  if (!from || !to || from === to) return
  const prefix = { prefix: lang.toLowerCase() }
  await clearRedirectFrom(db, localizedPath(to, prefix))
  await putRedirect(db, {
    from: localizedPath(from, prefix),
    to: localizedPath(to, prefix),
    status: 301,
  })
}

/** A page's addresses in each language it is translated into, and in the default language. */
export interface PageLanguages {
  /** The languages (codes) the page has its own translation in. */
  translated: Set<string>
  /** The page's path (without prefix) in the default language, and in each translation. */
  defaultPath?: string
  paths: Map<string, string>
}

/**
 * The languages the page at `path` (its address in `language`, without the prefix) has its own
 * translation in, and its address in each (a record page's slug may differ per language)
 * (CONTRACT §Languages: its `hreflang` alternates and sitemap entries are these and the default
 * language). Read as the record's key, which a translation's save records, so a cached page
 * learns of its first one.
 */
export async function pageLanguages(
  db: Db,
  path: string,
  language: ReadLanguage | undefined,
): Promise<PageLanguages> {
  const page = sitePageAt(path)
  const found = page ? null : await recordPageIn(db, path, language)
  if (found) {
    const key = { kind: found.kind, id: found.original._id }
    recordRead(resourceOf(key))
    const all = await translationsOf(db, key)
    const paths = new Map<string, string>()
    for (const [lang, stored] of all) {
      const own = pathInTranslation(found.kind, found.original, stored.fields)
      if (own) paths.set(lang, own)
    }
    return {
      translated: new Set(all.keys()),
      defaultPath: pathInTranslation(found.kind, found.original, {}),
      paths,
    }
  }
  const key = page ? { kind: 'content', id: page } : await recordOfPage(db, path)
  if (!key) return { translated: new Set(), paths: new Map() }
  recordRead(resourceOf(key))
  return { translated: await translatedLanguages(db, key), paths: new Map() }
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
  const record = await recordPageIn(db, path, undefined)
  if (record) return { kind: record.kind, id: record.original._id }
  for (let above = path; above.lastIndexOf('/') > 0;) {
    above = above.slice(0, above.lastIndexOf('/'))
    const parent = sitePageAt(above)
    if (parent) return { kind: 'content', id: parent }
  }
  return null
}
