import type { MetaDescriptor } from 'react-router'

export interface PageSeo {
  /** Absolute origin, e.g. https://agency.example (SITE_URL or the request's origin). */
  origin: string
  pathname: string
  title: string
  description: string
  siteName: string
  /** Absolute URL of the page's share image (its own, or the card the server makes). */
  image?: string
  /** The image's size in pixels, when known (the server's cards are 1200×630). */
  imageWidth?: number
  imageHeight?: number
}

/** Absolute URL of a path on this site. */
export function absoluteUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin.endsWith('/') ? origin : origin + '/').href
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.origin, seo.pathname)
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ]
  if (seo.image) {
    tags.push({ property: 'og:image', content: seo.image })
    tags.push({ name: 'twitter:image', content: seo.image })
    if (seo.imageWidth && seo.imageHeight) {
      tags.push({ property: 'og:image:width', content: String(seo.imageWidth) })
      tags.push({ property: 'og:image:height', content: String(seo.imageHeight) })
    }
  }
  return tags
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so it cannot end the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
