import { createHash } from 'node:crypto'
import type { Db } from '~/lib/db.server'
import { nowIso } from '~/lib/records'

/**
 * The one translation layer (ADR 080; DESIGN 20). A record in a language other than the
 * default is the default language's record with some of its texts replaced: a translation is
 * that set of texts, by path (`title`, `hero.tagline`, `services.0.title`), and nothing else.
 * Every field falls back on its own: a text the translation lacks, or one whose place the
 * default language's record no longer has, is read in the default language. Which paths a kind
 * translates is its declaration's business (app/translations.server.ts); this module only
 * stores, overlays and compares.
 *
 * A translation remembers a fingerprint of the default language's texts it was made from, so it
 * can say whether it is `done` or `outdated`; a record with no translation saved is `missing`.
 */

/** A translation's texts: a path's value in the translated language (a text, or a list of them). */
export type TranslatedFields = Record<string, unknown>

export type TranslationState = 'missing' | 'outdated' | 'done'

export interface StoredTranslation {
  fields: TranslatedFields
  sourceHash: string
  updatedAt: string
}

/** Names a record as the API does: `portfolio` and an id, `content` and a page, `contact` and ''. */
export interface TranslationKey {
  kind: string
  id: string
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The value at `path` in `document`, or undefined when the document has no such place. */
export function valueAt(document: unknown, path: string): unknown {
  let value = document
  for (const step of path.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, step)) return undefined
    value = value[step]
  }
  return value
}

/** `document` with `value` at `path`, copying only the objects on the way (the rest is shared). */
function withValueAt(document: unknown, steps: string[], value: unknown): unknown {
  if (steps.length === 0) return value
  if (!isObject(document)) return document
  const [step, ...rest] = steps as [string, ...string[]]
  const next = withValueAt(document[step as keyof typeof document], rest, value)
  if (Array.isArray(document)) return document.map((item, i) => (String(i) === step ? next : item))
  return { ...document, [step]: next }
}

/** Texts of the same shape: a text for a text, a list of texts for a list of texts. */
function sameShape(translated: unknown, original: unknown): boolean {
  if (typeof original === 'string') return typeof translated === 'string'
  return (
    Array.isArray(original) &&
    Array.isArray(translated) &&
    translated.every((item) => typeof item === 'string')
  )
}

/**
 * The document in the translation's language: each translated path whose place the document
 * still has, with a value of the same shape, replaced; every other field as the default
 * language has it.
 */
export function overlay<T>(document: T, fields: TranslatedFields, paths: readonly string[]): T {
  let translated: unknown = document
  for (const path of paths) {
    if (!Object.hasOwn(fields, path)) continue
    if (!sameShape(fields[path], valueAt(document, path))) continue
    translated = withValueAt(translated, path.split('.'), fields[path])
  }
  return translated as T
}

/** The texts of `translated` that differ from the default language's: what a translation keeps. */
export function differences(
  translated: unknown,
  original: unknown,
  paths: readonly string[],
): TranslatedFields {
  const fields: TranslatedFields = {}
  for (const path of paths) {
    const value = valueAt(translated, path)
    if (value === undefined || !sameShape(value, valueAt(original, path))) continue
    if (JSON.stringify(value) !== JSON.stringify(valueAt(original, path))) fields[path] = value
  }
  return fields
}

/** A fingerprint of the default language's texts: changes when any of them changes. */
export function sourceHash(original: unknown, paths: readonly string[]): string {
  const texts = paths.map((path) => [path, valueAt(original, path) ?? null])
  return createHash('sha256').update(JSON.stringify(texts)).digest('base64url').slice(0, 22)
}

/** Whether a record's translation is there, and made from the default language's texts of now. */
export function stateOf(
  stored: Pick<StoredTranslation, 'sourceHash'> | undefined,
  original: unknown,
  paths: readonly string[],
): TranslationState {
  if (!stored) return 'missing'
  return stored.sourceHash === sourceHash(original, paths) ? 'done' : 'outdated'
}

function parseFields(json: string): TranslatedFields {
  const parsed: unknown = JSON.parse(json)
  return isObject(parsed) && !Array.isArray(parsed) ? parsed : {}
}

/** The translation of one record into `lang`, if one was saved. */
export async function findTranslation(
  db: Db,
  { kind, id }: TranslationKey,
  lang: string,
): Promise<StoredTranslation | undefined> {
  const row = await db
    .selectFrom('translations')
    .select(['fields', 'source_hash', 'updated_at'])
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .where('lang', '=', lang)
    .executeTakeFirst()
  return (
    row && {
      fields: parseFields(row.fields),
      sourceHash: row.source_hash,
      updatedAt: row.updated_at,
    }
  )
}

/** The translations into `lang` of every record of a kind, by record id: one query for a list. */
export async function translationsOfKind(
  db: Db,
  kind: string,
  lang: string,
): Promise<Map<string, StoredTranslation>> {
  const rows = await db
    .selectFrom('translations')
    .select(['record_id', 'fields', 'source_hash', 'updated_at'])
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .execute()
  return new Map(
    rows.map((row) => [
      row.record_id,
      { fields: parseFields(row.fields), sourceHash: row.source_hash, updatedAt: row.updated_at },
    ]),
  )
}

/** A record's translations, by language. */
export async function translationsOf(
  db: Db,
  { kind, id }: TranslationKey,
): Promise<Map<string, StoredTranslation>> {
  const rows = await db
    .selectFrom('translations')
    .select(['lang', 'fields', 'source_hash', 'updated_at'])
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .execute()
  return new Map(
    rows.map((row) => [
      row.lang,
      { fields: parseFields(row.fields), sourceHash: row.source_hash, updatedAt: row.updated_at },
    ]),
  )
}

/** The languages a record has a translation saved in (its public page's own languages). */
export async function translatedLanguages(
  db: Db,
  { kind, id }: TranslationKey,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('translations')
    .select('lang')
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .execute()
  return new Set(rows.map((row) => row.lang))
}

/** Every translation saved, for the states screen: which record, which language, made from what. */
export async function allTranslations(
  db: Db,
): Promise<
  { kind: string; id: string; lang: string; sourceHash: string; fields: TranslatedFields }[]
> {
  const rows = await db
    .selectFrom('translations')
    .select(['kind', 'record_id', 'lang', 'source_hash', 'fields'])
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    id: row.record_id,
    lang: row.lang,
    sourceHash: row.source_hash,
    fields: parseFields(row.fields),
  }))
}

/** Keeps a record's translation into `lang` (replacing the one before). */
export async function saveTranslation(
  db: Db,
  { kind, id }: TranslationKey,
  lang: string,
  fields: TranslatedFields,
  hash: string,
): Promise<void> {
  const row = { fields: JSON.stringify(fields), source_hash: hash, updated_at: nowIso() }
  await db
    .insertInto('translations')
    .values({ kind, record_id: id, lang, ...row })
    .onConflict((oc) => oc.columns(['kind', 'record_id', 'lang']).doUpdateSet(row))
    .execute()
}

/** Forgets every translation of a record (it is gone for good). */
export async function forgetTranslations(db: Db, { kind, id }: TranslationKey): Promise<void> {
  await db.deleteFrom('translations').where('kind', '=', kind).where('record_id', '=', id).execute()
}

/**
 * Whether another record of `kind` has `slug` as its own in some language: a slug given in the
 * default language must not take a translation's address (its page under that language's
 * prefix would show the other record).
 */
export async function slugOfAnotherTranslation(
  db: Db,
  kind: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .selectFrom('translations')
    .select(['record_id', 'fields'])
    .where('kind', '=', kind)
    .where('fields', 'like', `%${JSON.stringify(slug).slice(1, -1)}%`)
    .execute()
  return rows.some((row) => row.record_id !== exceptId && parseFields(row.fields).slug === slug)
}
