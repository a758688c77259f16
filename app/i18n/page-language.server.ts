import type { MetaDescriptor } from 'react-router'
import { absoluteUrl } from '~/lib/seo'
import { catalogueOf } from './catalogues.server'
import { languageOfSegment, localizedPath, siteLanguages, splitLanguagePath } from './languages'
import type { PageAlternate, SiteLanguage } from './languages'

/** What of a page's context this needs: the configuration (a loader's `context`). */
type WithEnv = { env: { SITE_LANGUAGES: readonly string[] } }
import { translator } from './messages'

/** The site's languages, as SITE_LANGUAGES lists them. */
export const languagesOf = (context: WithEnv) => siteLanguages(context.env.SITE_LANGUAGES)

/**
 * The language a public page's address names (its route's optional `:lang`), or null when the
 * segment is no language of the site: the page is then not found (ADR 078).
 */
export function pageLanguage(context: WithEnv, segment: string | undefined): SiteLanguage | null {
  return languageOfSegment(segment, languagesOf(context))
}

/** A translator for the page's language; the default language's for an unknown segment. */
export function pageTranslator(context: WithEnv, segment: string | undefined) {
  const language = pageLanguage(context, segment) ?? languagesOf(context)[0]!
  return translator(catalogueOf(language.code))
}

/** The page's address in the default language: `/de/portfolio/x/` → `/portfolio/x`. */
export function defaultPathOf(context: WithEnv, pathname: string): string {
  return splitLanguagePath(pathname, languagesOf(context)).path.replace(/\/+$/, '') || '/'
}

/**
 * The page at `pathname` in every language of the site, its own first among equals: what the
 * `hreflang` links and the language switcher lead to. A page has the same path in every
 * language, under its language's prefix, but for a record whose translation has a slug of its
 * own (`own`: its path per language code, and in the default language).
 */
export function pageAlternates(
  context: WithEnv,
  pathname: string,
  current: SiteLanguage,
  own: { defaultPath?: string; paths: ReadonlyMap<string, string> } = { paths: new Map() },
): PageAlternate[] {
  const path = own.defaultPath ?? defaultPathOf(context, pathname)
  return languagesOf(context).map((language) => ({
    code: language.code,
    name: catalogueOf(language.code)['language.name'],
    href: localizedPath(own.paths.get(language.code) ?? path, language),
    dir: language.dir,
    current: language.code === current.code,
  }))
}

/**
 * The alternates a page advertises (`hreflang`, the sitemap): the default language's and those
 * of the languages the page has its own translation in (CONTRACT §Languages). The others still
 * serve the page, each field in the default language, but as a copy of it (see `canonicalPath`).
 */
export function advertisedAlternates(
  alternates: PageAlternate[],
  translated: ReadonlySet<string>,
): PageAlternate[] {
  return alternates.filter((a, i) => i === 0 || translated.has(a.code))
}

/**
 * The page's canonical address: its own when it is advertised in its language, else the default
 * language's. A page in a language it has no translation in shows the default language's
 * texts with that language's fixed texts: duplicate content, which search engines are told to
 * index once, at its original (docs/languages.md).
 */
export function canonicalPath(
  pathname: string,
  alternates: PageAlternate[],
  advertised: PageAlternate[],
): string {
  if (alternates.length === 0 || advertised.some((a) => a.current)) return pathname
  return alternates[0]!.href
}

/**
 * `<link rel="alternate" hreflang>` for the page in each language, and `x-default` for the
 * default language's address (for a visitor whose language the site does not speak). None for a
 * site in one language.
 */
export function alternateMeta(origin: string, alternates: PageAlternate[]): MetaDescriptor[] {
  if (alternates.length < 2) return []
  const link = (hrefLang: string, href: string) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(origin, href),
  })
  return [...alternates.map((a) => link(a.code, a.href)), link('x-default', alternates[0]!.href)]
}
