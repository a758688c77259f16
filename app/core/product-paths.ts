import { AppError } from '~/lib/errors'
import { pathKey } from '~/lib/site-paths'

/**
 * A path the product answers itself, which nothing staff make (a redirect, and later a page
 * of their own) may take over (ADR 077). The site's pages are not here: a page's path may be
 * redirected on purpose (a changed project slug does it), and which pages exist is known only
 * at run time (server/api/link-check.ts, `pagePaths`).
 */
export interface ProductPath {
  /** The path in its compared form (`pathKey`): lower case, no trailing slash. */
  path: string
  /** `exact`: the path alone; `under`: it and every path below it; `ending`: any path ending so. */
  match: 'exact' | 'under' | 'ending'
  /** What answers there, for the message that refuses it. */
  what: string
}

/** The files the build copies from public/ to the top of the site (and their .br and .gz). */
const publicFiles = ['/favicon.svg']

/**
 * Every path the product answers without a page of the site copy. A new route that is not a
 * page (a feed, a file, a probe) adds its line here: app/routes.test.ts fails for a route of
 * app/routes.ts that is neither, and product-paths.test.ts for a file of public/.
 */
export const productPaths: readonly ProductPath[] = [
  { path: '/healthz', match: 'exact', what: 'the health check' },
  { path: '/readyz', match: 'exact', what: 'the readiness check' },
  { path: '/sitemap.xml', match: 'exact', what: 'the sitemap' },
  { path: '/robots.txt', match: 'exact', what: 'robots.txt' },
  { path: '/blog/feed.xml', match: 'exact', what: 'the journal’s feed' },
  { path: '/manifest.webmanifest', match: 'exact', what: 'the web app manifest' },
  { path: '/og', match: 'under', what: 'the share cards' },
  { path: '/brand', match: 'under', what: 'the brand’s icons' },
  { path: '/admin', match: 'under', what: 'the portal' },
  { path: '/api', match: 'under', what: 'the API' },
  { path: '/uploads', match: 'under', what: 'the uploaded files' },
  { path: '/assets', match: 'under', what: 'the site’s scripts and styles' },
  // React Router's own requests: the route manifest, and each page's data (`/services.data`).
  { path: '/__manifest', match: 'exact', what: 'the route manifest' },
  { path: '.data', match: 'ending', what: 'a page’s data' },
  ...publicFiles.flatMap((file) =>
    [file, `${file}.br`, `${file}.gz`].map((path) => ({
      path,
      match: 'exact' as const,
      what: 'a file of the site',
    })),
  ),
]

const covers = (entry: ProductPath, key: string) =>
  entry.match === 'exact'
    ? key === entry.path
    : entry.match === 'under'
      ? key === entry.path || key.startsWith(entry.path + '/')
      : key.endsWith(entry.path)

/**
 * The entry of `productPaths` that answers `path` (in any case, encoding or spelling of the
 * same path: `/Admin`, `/%61dmin`, `/API/x`, `/healthz/`), or undefined. A path that cannot
 * be read (`pathKey` is null) is no path of the product's; the callers refuse it as a path.
 */
export function productPathOf(path: string): ProductPath | undefined {
  const key = pathKey(path)
  return key === null ? undefined : productPathOfKey(key)
}

/** `productPathOf` for a path already in compared form (`pathKey`), as a request handler has it. */
export const productPathOfKey = (key: string): ProductPath | undefined =>
  productPaths.find((entry) => covers(entry, key))

/** Why `path` cannot be taken by anything staff make, or null: the product answers it itself. */
export function productPathProblem(path: string): string | null {
  const entry = productPathOf(path)
  return entry ? `The site answers ${path} itself (${entry.what})` : null
}

/**
 * The 409 of a path a record chose (`field`, a composed page's `path`) that something already
 * answers: `what` names it ("the portal", "the page “Offer”").
 */
export const pathTaken = (path: string, what: string, field = 'path') =>
  new AppError(409, `The path ${path} is taken: ${what} answers it`, {
    [field]: [`${what[0]!.toUpperCase()}${what.slice(1)} answers ${path}`],
  })
