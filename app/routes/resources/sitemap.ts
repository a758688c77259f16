import { publicPaths } from '~/copy/site'
import { collectionPages } from '~/collections.server'
import { servicePaths } from '~/copy/service-pages'
import { pageContent } from '~/features/site-copy/service.server'
import { languagesOf } from '~/i18n/page-language.server'
import { localizedPath } from '~/i18n/languages'
import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/sitemap'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * GET /sitemap.xml: every public page, service page and collection record's page (a project's, a
 * post's, with its `lastmod`),
 * with absolute URLs (SITE_URL or the request origin). With more than one language, each page is
 * listed in each, and every entry names all of them and `x-default` as `xhtml:link` alternates
 * (ADR 078), as search engines read a multilingual sitemap.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const [records, services] = await Promise.all([
    collectionPages(context.db),
    pageContent(context, request, 'services'),
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
  const url = (path: string) => escapeXml(absoluteUrl(origin, path))
  const urls = [...paths]
    .flatMap((path) => {
      if (languages.length < 2) return [`  <url><loc>${url(path)}</loc>${lastmod(path)}</url>`]
      const alternates = [
        ...languages.map((l) => ({ hreflang: l.code, href: url(localizedPath(path, l)) })),
        { hreflang: 'x-default', href: url(path) },
      ]
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
        .join('')
      return languages.map(
        (l) =>
          `  <url><loc>${url(localizedPath(path, l))}</loc>${lastmod(path)}${alternates}</url>`,
      )
    })
    .join('\n')
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
