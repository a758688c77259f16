import type { Request } from 'express'
import type { AppContext } from '~/core/context.server'
import { recordChange } from '~/core/reads.server'
import {
  differences,
  findTranslation,
  overlay,
  saveTranslation,
  sourceHash,
  type TranslationKey,
} from '~/core/translations.server'
import { siteLanguages } from '~/i18n/languages'
import { AppError } from '~/lib/errors'
import type { Db } from '~/lib/db.server'
import {
  checkTranslatedSlug,
  keepOldTranslatedAddress,
  remade,
  translatedPathsOf,
} from '~/translations.server'
import type { StoredRecord } from '~/core/collections'
import type { Editable } from './editables'

/**
 * A record in a language other than the default, as an editable record of its own (ADR 080):
 * `{R}@{lang}` has its own drafts, revisions and schedule, through the same routes and the same
 * publish as `R` (`?lang=de` on each). Reading it is the default language's record with its
 * translated texts in place; saving it keeps only the texts that differ from the default
 * language's, with a fingerprint of those it was made from. Everything else (prices, pictures,
 * links, order) is the default language's and is not changed by a save in another language.
 */
export function translatedEditable<Shaped>(base: Editable<Shaped>, lang: string): Editable<Shaped> {
  const keyOf = (key: string): TranslationKey => {
    const [kind, id = ''] = splitResource(base.resource(key)).resource.split('/', 2) as [
      string,
      string?,
    ]
    return { kind, id }
  }
  const paths = (key: string, document: unknown) => {
    const { kind, id } = keyOf(key)
    return translatedPathsOf(kind, id, document)
  }
  const read = async (db: Db, key: string): Promise<Shaped> => {
    const shaped = await base.read(db, key)
    const stored = await findTranslation(db, keyOf(key), lang)
    if (!stored) return shaped
    const original = base.documentOf(shaped)
    const document = overlay(original, stored.fields, paths(key, original))
    return remade(keyOf(key).kind, base.shapeDraft(shaped, document, stored.updatedAt), shaped)
  }
  return {
    ...base,
    resource: (key) => `${base.resource(key)}@${lang}`,
    read,
    async save(trx, key, document) {
      const original = base.documentOf(await base.read(trx, key))
      const translated = paths(key, original)
      const fields = differences(document, original, translated)
      // A slug of its own (a post's, a project's) must not be another page's in this language.
      await checkTranslatedSlug(trx, keyOf(key), lang, fields)
      const before = await findTranslation(trx, keyOf(key), lang)
      await saveTranslation(trx, keyOf(key), lang, fields, sourceHash(original, translated))
      await keepOldTranslatedAddress(
        trx,
        keyOf(key),
        lang,
        original as StoredRecord,
        before?.fields,
        fields,
      )
      // The record's own key: its pages in every language read it (ADR 085).
      recordChange(base.resource(key))
      return read(trx, key)
    },
    describe(key, shaped, how) {
      const event = base.describe(key, shaped, how)
      return { ...event, summary: `${event.summary} in ${languageName(lang)}` }
    },
  }
}

/** `portfolio/1@de` → the record's resource and the language; a resource without one has none. */
export function splitResource(resource: string): { resource: string; lang?: string } {
  const at = resource.lastIndexOf('@')
  return at === -1
    ? { resource }
    : { resource: resource.slice(0, at), lang: resource.slice(at + 1) }
}

/** 'de' → 'German': how the portal (in English) names a language. */
export const languageName = (code: string) => englishNames.of(code) ?? code

/** Made once: an Intl.DisplayNames loads its locale data when built. */
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' })

/**
 * The language a request to the API asks for (`?lang=de`): undefined for none or the default
 * language (the record as it is stored), the code of another language of the site, or a 400.
 */
export function requestedLanguage(ctx: Pick<AppContext, 'env'>, req: Request): string | undefined {
  const asked = req.query.lang
  if (asked === undefined || asked === '') return undefined
  const languages = siteLanguages(ctx.env.SITE_LANGUAGES)
  const code = typeof asked === 'string' ? asked.toLowerCase() : undefined
  const language = languages.find((l) => l.code.toLowerCase() === code)
  if (!language) {
    throw new AppError(400, 'Validation failed', {
      lang: [`Not a language of this site: use one of ${languages.map((l) => l.code).join(', ')}`],
    })
  }
  return language.prefix === '' ? undefined : language.code
}

/** The editable a request names: `base`, or its translation into the language `?lang=` asks for. */
export function editableIn<Shaped>(
  ctx: Pick<AppContext, 'env'>,
  req: Request,
  base: Editable<Shaped>,
): Editable<Shaped> {
  const lang = requestedLanguage(ctx, req)
  return lang ? translatedEditable(base, lang) : base
}
