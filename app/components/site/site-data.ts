import { useRouteLoaderData } from 'react-router'
import type { MetaDescriptor } from 'react-router'
import type { FooterContent, HeaderContent } from '~/copy/documents'
import type { PageAlternate, SiteLanguage } from '~/i18n/languages'
import { translator, type MessageKey, type Messages } from '~/i18n/messages'

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

/** The brand as the public pages show it (Settings → Brand; ADR 061). */
export interface PublicBrand {
  name: string
  shortName: string
  logoUrl: string | null
  logoDarkUrl: string | null
  /** The logos' sizes in pixels, by URL, so each takes its own shape before it loads. */
  logoSizes: Record<string, { width: number; height: number }>
  themeColor: string
  /** The brand's colours as the stylesheet's tokens; empty for today's colours. */
  css: string
}

export type { PageAlternate }

/** What the site layout's loader gives every public page. */
export interface SiteData {
  brand: PublicBrand
  /** Absolute origin for canonical URLs: SITE_URL, or the request's origin. */
  origin: string
  contact: PublicContact | null
  footer: FooterContent
  /** The header menu and its button (site copy, edited like the footer). */
  menu: HeaderContent
  /** The page is an editor's preview link: it shows unpublished changes. */
  preview: boolean
  /** The language of the page (its address says which; ADR 078). */
  language: SiteLanguage
  /** This page in every language of the site, the page's own included. */
  alternates: PageAlternate[]
  /** The header's language switch, as markup the server made; null for a site in one language. */
  languageSwitcher: string | null
  /** The header's search box, as markup the server made (a plain GET form, ADR 090). */
  searchBox: string
  /**
   * The page's meta tags that do not depend on its copy (canonical, Open Graph address, hreflang
   * alternates…), made by the server (site-meta.server.ts), so the page's JavaScript does not
   * carry the code that makes them.
   */
  frameMeta: MetaDescriptor[]
  /** The page's share cards, absolute: its title card and its picture card. */
  cards: Record<'title' | 'photo', string>
  /** The fixed texts of the page's language, and of no other (ADR 079). */
  messages: Messages
  /** The address names no language of the site (`/xx/…`): the layout shows the not-found page. */
  notFound: boolean
}

export const SITE_LAYOUT_ID = 'routes/site/layout'

export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>(SITE_LAYOUT_ID)
  if (!data) throw new Error('useSiteData is for pages inside the site layout')
  return data
}

/**
 * The page's fixed texts where a component may also be shown outside the site (the portal's
 * previews): the site's language inside it, English outside, as the portal is.
 */
export function useSiteTextOr(key: MessageKey, english: string): string {
  const data = useRouteLoaderData<SiteData>(SITE_LAYOUT_ID)
  return data ? translator(data.messages)(key) : english
}

/** The page's fixed texts: `t('notFound.heading')`, `t('validation.atMost', { max: 40 })`. */
export function useT() {
  return translator(useSiteData().messages)
}

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
  location: { pathname: string }
}

export interface PageSeoCopy {
  title: string
  description: string
  /** The brand leads the title ("Name — title", the home page); otherwise it is appended. */
  brandFirst?: boolean
  /**
   * The card the server draws for the page (all 1200×630): its title on the brand's colours
   * (ADR 068), or for a project with an uploaded picture, that picture cropped (ADR 075).
   */
  card?: 'title' | 'photo'
}

/**
 * A public page's meta tags from its loader's `seo` (so the copy stays out of the page's
 * JavaScript), with the tags the layout's loader made for the address (`frameMeta`).
 */
export function siteMeta(args: MetaArgsLike, page: PageSeoCopy | undefined): MetaDescriptor[] {
  const layout = args.matches.find((m) => m?.id === SITE_LAYOUT_ID)?.data as SiteData | undefined
  if (!page || !layout || layout.notFound) return notFoundMeta(layout)
  const name = layout.brand.name
  const title = page.brandFirst ? `${name} — ${page.title}` : `${page.title} | ${name}`
  const description = page.description
  const image = layout.cards[page.card ?? 'title']
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { property: 'og:image', content: image },
    { name: 'twitter:image', content: image },
    ...layout.frameMeta,
  ]
}

/** The not-found page's title, in the page's language. */
export function notFoundMeta(layout: SiteData | undefined): MetaDescriptor[] {
  return [{ title: layout?.messages['notFound.title'] }, { name: 'robots', content: 'noindex' }]
}
