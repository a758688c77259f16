import { serverCollections } from '~/collections.server'
import { allTranslations, stateOf, type TranslationState } from '~/core/translations.server'
import { sitePageNames, sitePages } from '~/copy/documents'
import { getContactDetails } from '~/features/contact-details/queries.server'
import { readPage } from '~/features/site-copy/service.server'
import type { Db } from '~/lib/db.server'
import { editableFields } from '~/lib/records'
import { translatedPathsOf } from '~/translations.server'

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
