import { findServerCollection, serverCollections } from '~/collections.server'
import type { StoredRecord } from '~/core/collections'
import { recordRead } from '~/core/reads.server'
import {
  allTranslations,
  findTranslation,
  overlay,
  stateOf,
  translationsOfKind,
  type TranslationKey,
  type TranslationState,
} from '~/core/translations.server'
import { isSitePage, sitePageNames, sitePages } from '~/copy/documents'
import { getContactDetails } from '~/features/contact-details/queries.server'
import { readPage } from '~/features/site-copy/service.server'
import { editableFields } from '~/lib/records'
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
  return stored
    ? overlay(document, stored.fields, translatedPathsOf(key.kind, key.id, document))
    : document
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
    return stored ? overlay(record, stored.fields, paths) : record
  })
}

/** One record in one language on the Translations screen (`GET /api/translations`). */
export interface TranslationStatus {
  /** Its kind as the API names it: a collection's id, `content`, `contact`. */
  type: string
  /** Its id, the page's name, or '' for the contact details. */
  _id: string
  title: string
  lang: string
  state: TranslationState
}

/** Every translatable record, as the default language has it: what translations are made from. */
async function translatableRecords(
  db: Db,
): Promise<{ type: string; _id: string; title: string; document: unknown }[]> {
  const records = []
  for (const { collection, service } of serverCollections) {
    if (collection.translate.length === 0) continue
    for (const record of await service.list(db)) {
      records.push({
        type: collection.id,
        _id: record._id,
        title: collection.activity.nameOf(record),
        document: editableFields(record),
      })
    }
  }
  for (const page of sitePageNames) {
    const { content } = await readPage(db, page)
    records.push({ type: 'content', _id: page, title: sitePages[page].title, document: content })
  }
  const contact = await getContactDetails(db)
  if (contact)
    records.push({ type: 'contact', _id: '', title: 'Contact details', document: contact })
  return records
}

/**
 * Whether each record is translated into each language but the default: `missing` (never
 * saved in it), `outdated` (its default-language texts changed since) or `done`.
 */
export async function translationStates(
  db: Db,
  languages: readonly string[],
): Promise<TranslationStatus[]> {
  const saved = new Map(
    (await allTranslations(db)).map((t) => [`${t.kind}\n${t.id}\n${t.lang}`, t]),
  )
  return (await translatableRecords(db)).flatMap(({ type, _id, title, document }) => {
    const paths = translatedPathsOf(type, _id, document)
    return languages.map((lang) => ({
      type,
      _id,
      title,
      lang,
      state: stateOf(saved.get(`${type}\n${_id}\n${lang}`), document, paths),
    }))
  })
}
