import { findServerCollection } from '~/collections.server'
import type { StoredRecord } from '~/core/collections'
import { recordRead } from '~/core/reads.server'
import {
  findTranslation,
  overlay,
  translationsOfKind,
  type TranslationKey,
} from '~/core/translations.server'
import { isSitePage, sitePages } from '~/copy/documents'
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
