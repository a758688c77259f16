import { slugify } from '~/lib/slug'
import type { Service, ServiceDetail, ServiceSlug, ServicesContent } from './documents'
import { serviceSlugs } from './service-slugs'

/**
 * Every service has a page (docs/product.md §Services, ADR 059): the service pages of the
 * services copy (/services/web-development, … /services/cyber-security), and one for each
 * service of the catalogue, at /services/{its title as a slug}, so a service an editor adds
 * gets its page. A catalogue service whose slug is a service page's is that page.
 */
export type ServicePage =
  | { kind: 'detail'; slug: ServiceSlug; detail: ServiceDetail }
  | { kind: 'service'; slug: string; service: Service; area: ServiceSlug; detail: ServiceDetail }

/** The service page that covers each catalogue category. */
export const areaOfCategory: Record<Service['category'], ServiceSlug> = {
  web: 'web-development',
  app: 'app-development',
  seo: 'seo',
  security: 'cyber-security',
  design: 'design',
}

export const servicePath = (slug: string) => `/services/${slug}`

const isDetailSlug = (slug: string): slug is ServiceSlug =>
  (serviceSlugs as readonly string[]).includes(slug)

export function findServicePage(content: ServicesContent, slug: string): ServicePage | null {
  if (isDetailSlug(slug)) return { kind: 'detail', slug, detail: content.details[slug] }
  const service = content.catalog.find((s) => slugify(s.title) === slug)
  if (!service) return null
  const area = areaOfCategory[service.category]
  return { kind: 'service', slug, service, area, detail: content.details[area] }
}

/** Every service page's path, for the sitemap and the tests that visit them. */
export function servicePaths(content: ServicesContent): string[] {
  const slugs = new Set<string>(serviceSlugs)
  for (const service of content.catalog) {
    const slug = slugify(service.title)
    if (slug) slugs.add(slug)
  }
  return [...slugs].map(servicePath)
}

/** Where a catalogue card leads: its own page (the service page when they share a slug). */
export const catalogLink = (service: Service) =>
  servicePath(slugify(service.title) || 'web-development')

/**
 * Where a home page service card leads: the service page or catalogue service of the same
 * title; else the service page whose address its title contains ("Native App Development" →
 * app-development); else the services page.
 */
export function homeCardLink(content: ServicesContent, title: string): string {
  const wanted = title.trim().toLowerCase()
  const slug = slugify(title)
  for (const key of serviceSlugs) {
    if (content.details[key].title.trim().toLowerCase() === wanted) return servicePath(key)
  }
  if (slug && content.catalog.some((s) => slugify(s.title) === slug)) return servicePath(slug)
  const words = new Set(slug.split('-'))
  const containing = serviceSlugs.find((key) => key.split('-').every((w) => words.has(w)))
  return containing ? servicePath(containing) : '/services'
}
