import { publicPaths } from '~/copy/public-paths'
import { collectionPages } from '~/collections.server'
import { servicePaths } from '~/copy/service-pages'
import { pageContent } from '~/features/site-copy/service.server'
import { languagesOf } from '~/i18n/page-language.server'
import { localizedPath } from '~/i18n/languages'
import { absoluteUrl } from '~/lib/seo'
import { allTranslations } from '~/core/translations.server'
import { recordRead } from '~/core/reads.server'
import { pathInTranslation, recordOfPage, resourceOf } from '~/translations.server'
import type { TranslatedFields } from '~/core/translations.server'
import type { Route } from './+types/sitemap'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * GET /sitemap.xml: every public page, service page and collection record's page (a project's, a
 * post's, with its `lastmod`),
 * with absolute URLs (SITE_URL or the request origin). With more than one language, each page is
 * listed in the default language and in each language it has its own translation in, and every
 * entry names those and `x-default` as `xhtml:link` alternates (ADR 078; CONTRACT §Languages),
 * as search engines read a multilingual sitemap. A page's address in a language it is not
 * translated into is not listed: it is a copy whose canonical URL is the default language's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const [records, services, translations] = await Promise.all([
    // Only the pages offered to search engines: a `noindex` composed page stays out.
    collectionPages(context.db).then((pages) => pages.filter((page) => page.listed)),
    pageContent(context, request, 'services'),
    allTranslations(context.db),
  ])
  const paths = new Set([...publicPaths, ...servicePaths(services), ...records.map((r) => r.path)])
  // A record's page says when it last changed (its record's updatedAt), so a crawler comes back
  // for what changed; the site's own pages say nothing rather than guess.
  const lastmods = new Map(records.map((r) => [r.path, r.lastmod]))
  const lastmod = (path: string) => {
    const at = lastmods.get(path)
    return at ? `<lastmod>${at}</lastmod>` : ''
  }
  const languages = languagesOf(context)
  // Each record's translations, by its cache key (`content/home`) and language.
  const translated = new Map<string, Map<string, TranslatedFields>>()
  for (const t of translations) {
    const key = resourceOf(t)
    translated.set(key, (translated.get(key) ?? new Map()).set(t.lang, t.fields))
  }
  const byPath = new Map(records.map((r) => [r.path, r]))
  /** The page's address in each language it is translated into (a record's slug may differ). */
  const languagesOfPage = async (path: string) => {
    if (languages.length < 2) return languages.map((language) => ({ language, path }))
    const entry = byPath.get(path)
    const key = entry?.key ?? (await recordOfPage(context.db, path))
    if (!key) return [{ language: languages[0]!, path }]
    // A first translation of the page changes this answer (ADR 085).
    recordRead(resourceOf(key))
    const own = translated.get(resourceOf(key))
    return languages.flatMap((language, i) => {
      const fields = own?.get(language.code)
      if (i > 0 && !fields) return []
      const inLanguage =
        entry && fields ? pathInTranslation(key.kind, entry.record, fields) : undefined
      return [{ language, path: inLanguage ?? path }]
    })
  }
  const url = (path: string) => escapeXml(absoluteUrl(origin, path))
  const entries = await Promise.all(
    [...paths].map(async (path) => {
      const versions = await languagesOfPage(path)
      if (versions.length < 2) return [`  <url><loc>${url(path)}</loc>${lastmod(path)}</url>`]
      const addresses = versions.map((v) => ({
        hreflang: v.language.code,
        href: url(localizedPath(v.path, v.language)),
      }))
      const alternates = [...addresses, { hreflang: 'x-default', href: url(path) }]
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
        .join('')
      return addresses.map((a) => `  <url><loc>${a.href}</loc>${lastmod(path)}${alternates}</url>`)
    }),
  )
  const urls = entries.flat().join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Revalidated on each use, like the pages (docs/decisions/034-public-answers-cached-per-content-version.md).
      'Cache-Control': 'public, no-cache',
    },
  })
}
