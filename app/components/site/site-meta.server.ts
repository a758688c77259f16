import type { MetaDescriptor } from 'react-router'
import type { PageAlternate } from '~/components/site/site-data'
import { alternateMeta } from '~/i18n/page-language.server'
import { absoluteUrl } from '~/lib/seo'
import { cardPath } from '~/lib/share-card-path'

/**
 * The meta tags of a public page that do not depend on its own copy: its canonical URL and
 * Open Graph address, the site's name, the share card's size, the brand's colour and the
 * `hreflang` alternates (ADR 078). Made by the layout's loader, which runs for every page (its
 * `shouldRevalidate`), so the page's JavaScript carries the few lines that add the page's
 * title and description (`siteMeta`), not the code that makes these.
 */
export function pageFrameMeta(site: {
  origin: string
  pathname: string
  siteName: string
  themeColor: string
  alternates: PageAlternate[]
}): MetaDescriptor[] {
  const url = absoluteUrl(site.origin, site.pathname)
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:url', content: url },
    // Every page has a share picture the server makes at 1200×630 (ADR 068, 075).
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'theme-color', content: site.themeColor },
    // The journal's feed, advertised on every page so a reader finds it from any (ADR 089).
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: site.siteName,
      href: absoluteUrl(site.origin, '/blog/feed.xml'),
    },
    ...alternateMeta(site.origin, site.alternates),
  ]
}

/**
 * The page's share cards, absolute: its title card, drawn in the language of its canonical
 * address (`/og/de/services.png`, the German title), and the picture card a project with an
 * uploaded picture has (ADR 075), the same picture in every language, so drawn for the default
 * language's address.
 */
export function pageCards(
  origin: string,
  canonicalPath: string,
  defaultPath: string,
): Record<'title' | 'photo', string> {
  return {
    title: absoluteUrl(origin, cardPath(canonicalPath, 'title')),
    photo: absoluteUrl(origin, cardPath(defaultPath, 'photo')),
  }
}
