/**
 * The site's languages as addresses see them (CONTRACT §Languages; ADR 078). Shared by the server
 * and the browser, so it holds no catalogue: only codes, directions and paths.
 *
 * The first language of SITE_LANGUAGES is the default, served at `/`; every other is served
 * under `/{code}/`, its code in lower case (`pt-BR` → `/pt-br/`).
 */

/** Scripts written right to left: a page in one of these languages gets `dir="rtl"`. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** A BCP 47 language tag as SITE_LANGUAGES takes it: a language, then optional subtags. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

export type TextDirection = 'ltr' | 'rtl'

/** A language of the site, as a page and its links need it. */
export interface SiteLanguage {
  /** The BCP 47 tag as configured (`de`, `pt-BR`): `<html lang>` and `hreflang`. */
  code: string
  /** The first path segment of its pages: '' for the default language, else the code in lower case. */
  prefix: string
  dir: TextDirection
}

/** A page in one language of the site: what the switcher and `hreflang` lead to. */
export interface PageAlternate {
  code: string
  /** The language's name in itself (`Deutsch`), from its catalogue. */
  name: string
  /** The page's path in that language. */
  href: string
  dir: TextDirection
  current: boolean
}

/** `ar-EG` is right to left because `ar` is. */
export const directionOf = (code: string): TextDirection =>
  RIGHT_TO_LEFT.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'

/** The site's languages, in SITE_LANGUAGES order (the default first). */
export function siteLanguages(codes: readonly string[]): SiteLanguage[] {
  return codes.map((code, i) => ({
    code,
    prefix: i === 0 ? '' : code.toLowerCase(),
    dir: directionOf(code),
  }))
}

/**
 * The language a page's first path segment names (the route's optional `:lang`): the default
 * when there is none, null when it names no language of the site — or the default language,
 * whose pages live at `/` only, so each page has one address per language.
 */
export function languageOfSegment(
  segment: string | undefined,
  languages: readonly SiteLanguage[],
): SiteLanguage | null {
  if (segment === undefined) return languages[0]!
  const lower = segment.toLowerCase()
  return languages.find((l) => l.prefix !== '' && l.prefix === lower) ?? null
}

/**
 * A site path in `language`: `/services` → `/de/services`, `/` → `/de`. Links that leave the
 * site (`https://…`, `mailto:`, `//host`), anchors and queries alone are returned as they are.
 */
export function localizedPath(path: string, { prefix }: Pick<SiteLanguage, 'prefix'>): string {
  // Kept small: every public page's JavaScript carries it (SiteLink).
  if (!prefix || path[0] !== '/' || path[1] === '/' || path[1] === '\\') return path
  return (
    '/' + prefix + (path === '/' ? '' : path[1] === '?' || path[1] === '#' ? path.slice(1) : path)
  )
}

/**
 * A page's path without its language prefix, and the language it is in: `/de/services` →
 * `{ language: de, path: '/services' }`. A first segment that is no language of the site (or the
 * default's code) belongs to the path: `/en/x` with `en` the default is the path `/en/x`.
 */
export function splitLanguagePath(
  pathname: string,
  languages: readonly SiteLanguage[],
): { language: SiteLanguage; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const named = match ? languageOfSegment(match[1], languages) : null
  if (match && named && named.prefix !== '') return { language: named, path: match[2] || '/' }
  return { language: languages[0]!, path: pathname }
}
