import type { PageContext } from '~/core/context.server'
import type { PageAlternate } from '~/components/site/site-data'
import { catalogueOf } from './catalogues.server'
import { languageOfSegment, localizedPath, siteLanguages, splitLanguagePath } from './languages'
import type { SiteLanguage } from './languages'
import { translator } from './messages'

/** The site's languages, as SITE_LANGUAGES lists them. */
export const languagesOf = (context: Pick<PageContext, 'env'>) =>
  siteLanguages(context.env.SITE_LANGUAGES)

/**
 * The language a public page's address names (its route's optional `:lang`), or null when the
 * segment is no language of the site: the page is then not found (ADR 078).
 */
export function pageLanguage(
  context: Pick<PageContext, 'env'>,
  segment: string | undefined,
): SiteLanguage | null {
  return languageOfSegment(segment, languagesOf(context))
}

/** A translator for the page's language; the default language's for an unknown segment. */
export function pageTranslator(context: Pick<PageContext, 'env'>, segment: string | undefined) {
  const language = pageLanguage(context, segment) ?? languagesOf(context)[0]!
  return translator(catalogueOf(language.code))
}

/**
 * The page at `pathname` in every language of the site, its own first among equals: what the
 * `hreflang` links and the language switcher lead to. A page has the same path in every
 * language, under its language's prefix.
 */
export function pageAlternates(
  context: Pick<PageContext, 'env'>,
  pathname: string,
  current: SiteLanguage,
): PageAlternate[] {
  const languages = languagesOf(context)
  const path = splitLanguagePath(pathname, languages).path.replace(/\/+$/, '') || '/'
  return languages.map((language) => ({
    code: language.code,
    name: catalogueOf(language.code)['language.name'],
    href: localizedPath(path, language),
    dir: language.dir,
    current: language.code === current.code,
  }))
}
