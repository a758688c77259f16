import { publicPaths } from '~/copy/site'
import { listPortfolioItems } from '~/features/portfolio/queries.server'
import { projectHref } from '~/features/portfolio/public-project'
import { servicePaths } from '~/copy/service-pages'
import { pageContent } from '~/features/site-copy/service.server'
import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/sitemap'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** GET /sitemap.xml: every public page and every project's page, with absolute URLs (SITE_URL or the request origin). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const [projects, services] = await Promise.all([
    listPortfolioItems(context.db),
    pageContent(context, request, 'services'),
  ])
  const paths = new Set([
    ...publicPaths,
    ...servicePaths(services),
    ...projects.map((p) => projectHref(p.slug)),
  ])
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
