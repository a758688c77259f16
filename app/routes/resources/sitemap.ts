import { publicPaths } from '~/copy/site'
import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/sitemap'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** GET /sitemap.xml: every public page, with absolute URLs (SITE_URL or the request origin). */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const urls = publicPaths
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
