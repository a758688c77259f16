import fs from 'node:fs'
import type { Messages } from './messages'
import { LANGUAGE_TAG } from './languages'

/**
 * The message catalogues of the public site's fixed texts (ADR 079; DESIGN 20): one JSON file per
 * language in app/i18n/catalogues/, named by its BCP 47 tag (`de.json`, `pt-BR.json`). Adding a
 * language is adding its file (docs/languages.md); English is the reference every other must
 * match key for key (catalogues.server.test.ts).
 *
 * They are read from disk, not imported, so that no catalogue is bundled into a page's
 * JavaScript: a page gets its own language's messages as loader data. The build copies the folder
 * beside the server bundle (scripts/build-server.ts), where this URL then points.
 */
export const CATALOGUES_DIR = new URL('./catalogues/', import.meta.url)

/** The messages of one language: the keys of the English catalogue. */
export type { Messages }

/** The languages that have a catalogue, by their tags as the files name them. */
export function availableLanguages(): string[] {
  return fs
    .readdirSync(CATALOGUES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((tag) => LANGUAGE_TAG.test(tag))
    .sort()
}

const loaded = new Map<string, Messages>()

/**
 * The catalogue of `code` (as SITE_LANGUAGES names it; the file's name is matched in any case).
 * A key it lacks falls back to English, so a half-translated file never shows a key to a
 * visitor; the completeness test is what keeps that from shipping.
 */
export function catalogueOf(code: string): Messages {
  const cached = loaded.get(code)
  if (cached) return cached
  const file = availableLanguages().find((tag) => tag.toLowerCase() === code.toLowerCase())
  if (!file) throw new Error(`No message catalogue for the language ${code}`)
  const english = readCatalogue('en') as Messages
  const messages = { ...english, ...readCatalogue(file) } as Messages
  loaded.set(code, messages)
  return messages
}

/** One catalogue file as it is, for the completeness test and `catalogueOf`. */
export function readCatalogue(tag: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(new URL(`${tag}.json`, CATALOGUES_DIR), 'utf8')) as Record<
    string,
    string
  >
}
