/**
 * Paths and links as a browser and this server read them (ADR 077). Two spellings of one path
 * (`/Old/`, `/old`, `/%6Fld`, `/a/../old`) must be one path to every rule that compares paths
 * (redirects, reserved paths, the menu's links), and a link meant to stay on this site must not
 * be one a browser takes elsewhere (`//evil.example`, `/\evil.example`).
 */

/** Characters a path segment keeps as they are; everything else is percent-encoded. */
const KEPT_IN_SEGMENT = /%(24|26|2B|2C|3B|3D|3A|40)/g

const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(KEPT_IN_SEGMENT, (escape) => decodeURIComponent(escape))

/**
 * The one form paths are compared in, or null when the path cannot be read (an escape that is
 * not UTF-8, `%zz`, a lone `%`). Percent-escapes are decoded once (as the router does),
 * backslashes read as slashes (as browsers do), empty and `.` segments dropped, `..` resolved,
 * the trailing slash dropped, letters lowercased (the site's routes ignore case), then each
 * segment encoded again the same way every time: `/Old//./x/../Page/` → `/old/page`, and
 * `/Caf%C3%A9` → `/caf%C3%A9`. Give it the path alone, without the query.
 */
export function pathKey(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path)
    const segments: string[] = []
    for (const segment of decoded.split(/[/\\]/)) {
      if (segment === '' || segment === '.') continue
      if (segment === '..') segments.pop()
      else segments.push(encodeSegment(segment.toLowerCase()))
    }
    return '/' + segments.join('/')
  } catch {
    // URIError: a malformed escape, or a lone surrogate that cannot be encoded.
    return null
  }
}

/** The path part of a link or request target: everything before `?` or `#`. */
export const pathPart = (target: string) => target.split(/[?#]/, 1)[0]!

/** Whitespace and control characters: browsers drop or rewrite them inside a URL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BLANK_OR_CONTROL = /[\s\u0000-\u001f\u007f]/

export const LINK_HINT = 'Enter a path on this site (like /contact) or a full https:// address'

/**
 * Why `value` is not a link to a path on this site, or null when it is one: a single `/`
 * first (`//host` and `/\host` are other sites to a browser), no backslash, blank or control
 * character anywhere, and a path whose escapes decode.
 */
export function sitePathProblem(value: string): string | null {
  if (!value.startsWith('/')) return LINK_HINT
  if (/^\/[/\\]/.test(value)) {
    return 'A path on this site starts with a single / (with // or /\\ a browser goes to another site)'
  }
  if (value.includes('\\')) return 'A link cannot contain a backslash (\\)'
  if (BLANK_OR_CONTROL.test(value)) return 'A link cannot contain spaces or control characters'
  if (!isWellFormed(value)) return LINK_HINT
  if (pathKey(pathPart(value)) === null) return 'Write a % in a path as %25'
  return null
}

/** False for text with a lone UTF-16 surrogate, which no URL can carry. */
function isWellFormed(value: string): boolean {
  try {
    encodeURI(value)
    return true
  } catch {
    return false
  }
}

/**
 * A full http(s) address a browser reads the way it looks: a host, and no backslash, blank or
 * control character (some parsers read `https://a.example\@b.example` as b.example's).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false
  if (value.includes('\\') || BLANK_OR_CONTROL.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/**
 * Why `value` is not a link (a path on this site or a full http(s) address), or null when it
 * is one. The message names what is wrong, so a refused field says how to fix it.
 */
export function linkProblem(value: string): string | null {
  if (/^https?:/i.test(value)) return isHttpUrl(value) ? null : LINK_HINT
  return sitePathProblem(value)
}

/**
 * A link's target as an HTTP header may carry it (`Location`): characters outside printable
 * ASCII percent-encoded (a full URL's host made ASCII by the URL parser). Node refuses a header
 * value with characters beyond Latin-1, so a stored `/café-→` must not reach it as it is.
 */
export function asciiLink(value: string): string {
  if (/^[\x21-\x7e]*$/.test(value)) return value
  if (/^https?:/i.test(value)) return new URL(value).href
  return value.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run))
}
