/** Absolute URL of a path on this site. */
export function absoluteUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin.endsWith('/') ? origin : origin + '/').href
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so it cannot end the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
