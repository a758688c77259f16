import type { MetaDescriptor } from 'react-router'

/** Every portal page: its title and a noindex, so search engines never list the portal. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Admin` }, { name: 'robots', content: 'noindex, nofollow' }]
}

/** A route's `handle`: the header shows the deepest matched route's section title. */
export interface AdminHandle {
  title: string
}
