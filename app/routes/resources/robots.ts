import { absoluteUrl } from '~/lib/seo'
import type { Route } from './+types/robots'

/** GET /robots.txt: everything but the admin portal and the API may be crawled. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.env.SITE_URL ?? new URL(request.url).origin
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      // Revalidated on each use, like the pages (docs/decisions/034-public-answers-cached-per-content-version.md).
      'Cache-Control': 'public, no-cache',
    },
  })
}
