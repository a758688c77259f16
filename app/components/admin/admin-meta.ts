import type { MetaDescriptor } from 'react-router'

/** Every portal page: its title and a noindex, so search engines never list the portal. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Admin` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/**
 * A route's `handle`: the header shows the deepest matched route's section title, fixed or
 * worked out from the route's loader data (a collection's screens name their collection).
 */
export interface AdminHandle {
  title: string | ((data: unknown) => string | undefined)
}

/** The section title a matched route gives the header, if any. */
export function sectionTitle(match: {
  handle?: unknown
  loaderData?: unknown
}): string | undefined {
  const title = (match.handle as AdminHandle | undefined)?.title
  return typeof title === 'function' ? title(match.loaderData) : title
}
