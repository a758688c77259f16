import { publicPaths } from '~/copy/site'
import { collectionPagePaths } from '~/collections.server'
import { servicePaths } from '~/copy/service-pages'
import { pageContent } from '~/features/site-copy/service.server'
import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/sitemap'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * GET /sitemap.xml: every public page, service page and collection record's page (a project's),
 * with absolute URLs (SITE_URL or the request origin).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const [records, services] = await Promise.all([
    collectionPagePaths(context.db),
    pageContent(context, request, 'services'),
  ])
  const paths = new Set([...publicPaths, ...servicePaths(services), ...records])
  const urls = [...paths]
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`)
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
