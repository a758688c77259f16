import { typedQuery } from '~/lib/text'
/**
 * Which requests are page views, and what a page view says about its visit (docs/product.md
 * §Analytics, "What counts"). Pure functions of the request: the serving path calls
 * `countedPath` on every answer, so it only looks at strings.
 */

/** Paths that are never public pages (the portal, the API, files, share cards, probes, React Router's own). */
const NOT_PAGES = /^\/(?:admin|api|assets|uploads|og|__manifest|healthz|readyz)(?:[/.?]|$)/

/** Longest path kept; longer ones are cut (a page's path is short; a probe's need not be). */
const MAX_PATH = 300

export interface CountedPath {
  /** The page's path: no query, no trailing slash, no `.data`. */
  path: string
  /** A client-side navigation's data request (`/services.data`) rather than a document. */
  data: boolean
}

/**
 * The page a request reads, or null when it cannot be a page view: not a GET (HEAD and posts
 * are not), a prefetch (`Sec-Purpose: prefetch`, `Purpose: prefetch`), not a public page (the
 * portal, the API, assets, uploads, health checks), a file (any last segment with a dot:
 * `sitemap.xml`, `robots.txt`, `favicon.ico`, a scanner's `wp-login.php`), or an editor's
 * preview link.
 */
export function countedPath(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): CountedPath | null {
  if (method !== 'GET' || !url || url.charCodeAt(0) !== 47 /* / */) return null
  const purpose = headers['sec-purpose'] ?? headers.purpose
  if (purpose !== undefined && String(purpose).includes('prefetch')) return null
  const q = url.indexOf('?')
  let path = q === -1 ? url : url.slice(0, q)
  if (NOT_PAGES.test(path)) return null
  if (q !== -1 && /[?&]preview=/.test(url.slice(q))) return null
  let data = false
  if (path.endsWith('.data')) {
    // React Router's navigation data: `/services.data` is /services, `/_root.data` is /.
    data = true
    path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)
  }
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (last.includes('.')) return null
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/'
  return { path: path.slice(0, MAX_PATH), data }
}

/** The UTM tags of a landing URL, each trimmed, at most 100 characters, or null. */
export function utmTags(url: string): {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
} {
  const q = url.indexOf('?')
  if (q === -1 || !url.includes('utm_', q)) {
    return { utmSource: null, utmMedium: null, utmCampaign: null }
  }
  const params = new URLSearchParams(url.slice(q + 1))
  const tag = (name: string) => params.get(name)?.trim().slice(0, 100) || null
  return {
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
  }
}

/** A host as people name it: lower case, no port, no `www.`. */
export function siteHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
}

/** A Referer as a URL, or null when it is absent or not one. */
function refererUrl(referer: string | undefined): URL | null {
  if (!referer) return null
  try {
    return new URL(referer)
  } catch {
    return null
  }
}

/**
 * The host a visit came from (`google.com`), or null for a direct visit. Our own hosts are never
 * a referrer: a page followed from another of ours is part of the same visit, or a new visit of
 * someone who left a tab open, and that is direct.
 */
export function referrerHost(referer: string | undefined, ownHosts: string[]): string | null {
  const url = refererUrl(referer)
  if (!url?.hostname) return null
  const host = siteHost(url.hostname)
  return ownHosts.includes(host) ? null : host.slice(0, 100)
}

/**
 * Where a broken link was followed from: the page's path for one of ours, the host and path
 * for another site's (never its query, which may hold someone's data), '' when unknown.
 */
export function linkedFrom(referer: string | undefined, ownHosts: string[]): string {
  const url = refererUrl(referer)
  if (!url?.hostname) return ''
  const host = siteHost(url.hostname)
  const from = ownHosts.includes(host) ? url.pathname : host + url.pathname.replace(/\/$/, '')
  return from.slice(0, MAX_PATH)
}

/** The path of a Referer (to tell a revalidation from a navigation), or null. */
export function refererPath(referer: string | undefined): string | null {
  const url = refererUrl(referer)
  if (!url) return null
  const path = url.pathname
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The longest search kept; longer ones are cut (the search itself reads 200 characters). */
const MAX_SEARCH = 100

/** The search page, in any language of the site: `/search`, `/de/search`, `/pt-br/search`. */
const SEARCH_PAGE = /^(?:\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*)?\/search$/

/**
 * What a page view of the search page searched for (ADR 090), as the Searches report counts
 * it: lower case, one space between words, at most 100 characters; null for no search. A query
 * that looks like an e-mail address or a phone number is not kept (docs/privacy.md): people
 * sometimes type their own.
 */
export function searchedFor(path: string, url: string): string | null {
  if (!SEARCH_PAGE.test(path)) return null
  const q = url.indexOf('?')
  if (q === -1) return null
  const query = typedQuery(
    new URLSearchParams(url.slice(q + 1)).get('q') ?? '',
    MAX_SEARCH,
  ).toLowerCase()
  if (!query || query.includes('@') || /\d[\d\s()+/.-]{6,}\d/.test(query)) return null
  return query
}
