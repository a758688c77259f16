import { useRouteLoaderData } from 'react-router'
import type { MetaDescriptor } from 'react-router'
import { brand } from '~/copy/site'
import type { FooterContent } from '~/copy/documents'
import { absoluteUrl, pageMeta } from '~/lib/seo'

/**
 * The contact details a visitor may see, as the layout shows them: the contact-details record
 * without its bookkeeping fields. Declared here, below the features, so the site's components
 * take it without importing one; the layout's loader hands the record over, and the compiler
 * holds the two shapes together there.
 */
export interface PublicContact {
  address: string
  phone: string
  email: string
  businessHours: string
  /** A URL, "" or null per network; the site shows only URLs. */
  socialMedia: Record<'facebook' | 'twitter' | 'instagram' | 'linkedin', string | null>
}

/** What the site layout's loader gives every public page. */
export interface SiteData {
  /** Absolute origin for canonical URLs: SITE_URL, or the request's origin. */
  origin: string
  contact: PublicContact | null
  footer: FooterContent
  /** The page is an editor's preview link: it shows unpublished changes. */
  preview: boolean
}

export const SITE_LAYOUT_ID = 'routes/site/layout'

export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>(SITE_LAYOUT_ID)
  if (!data) throw new Error('useSiteData is for pages inside the site layout')
  return data
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
  location: { pathname: string }
}

export interface PageSeoCopy {
  title: string
  description: string
  /** The title is complete as given (the home page); otherwise the brand is appended. */
  fullTitle?: boolean
  /** The page's own share image (a path on this site or a full URL), when it has one. */
  image?: string
}

/**
 * A public page's meta tags from its loader's `seo` (so the copy stays out of the page's
 * JavaScript); the origin comes from the layout's loader data.
 */
export function siteMeta(args: MetaArgsLike, page: PageSeoCopy | undefined): MetaDescriptor[] {
  if (!page) return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }]
  const layout = args.matches.find((m) => m?.id === SITE_LAYOUT_ID)?.data as SiteData | undefined
  return pageMeta({
    origin: layout?.origin ?? 'http://localhost',
    pathname: args.location.pathname,
    title: page.fullTitle ? page.title : `${page.title} | ${brand.name}`,
    description: page.description,
    siteName: brand.name,
    image: page.image && absoluteUrl(layout?.origin ?? 'http://localhost', page.image),
  })
}
