import { slugify } from '~/lib/slug'
import type { ServicesContent, SitePage } from './documents'
import { servicePath } from './service-pages'
import { serviceSlugs } from './service-slugs'

/** One thing site search finds in a page's copy (ADR 090): its texts, and where it is. */
export interface CopySearchEntry {
  /** Which part of the copy it is, unique in the page (`details/seo`, `catalog/3`). */
  part: string
  /** What a result calls it (`service`). */
  type: string
  title: string
  body: string[]
  url: string
}

/**
 * What site search finds in the services copy: each service page, and each catalogue service
 * with a page of its own (one whose slug is a service page's is that page, found already).
 */
export function servicesSearch(content: ServicesContent): CopySearchEntry[] {
  const pages: CopySearchEntry[] = serviceSlugs.map((slug) => {
    const detail = content.details[slug]
    return {
      part: `details/${slug}`,
      type: 'service',
      title: detail.title,
      body: [
        detail.intro,
        ...detail.offerings.flatMap((offering) => [offering.title, offering.description]),
        ...detail.deliverables,
      ],
      url: servicePath(slug),
    }
  })
  const cards = content.catalog.flatMap((service, i): CopySearchEntry[] => {
    const slug = slugify(service.title)
    if (!slug || (serviceSlugs as readonly string[]).includes(slug)) return []
    return [
      {
        part: `catalog/${i}`,
        type: 'service',
        title: service.title,
        body: [service.description],
        url: servicePath(slug),
      },
    ]
  })
  return [...pages, ...cards]
}

/**
 * What site search finds in the site copy's pages (ADR 090), by page: a function from the
 * page's copy, in one language, to its entries. A page not listed is not searched. Apart from
 * `sitePages` so that no public page's JavaScript carries it: only the index reads it
 * (app/search.server.ts).
 */
export const pageSearch: Partial<Record<SitePage, (content: unknown) => CopySearchEntry[]>> = {
  services: (content) => servicesSearch(content as ServicesContent),
}
