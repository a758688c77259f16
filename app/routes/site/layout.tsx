import { documentIn, pageLanguages, recordPageIn, type PageLanguages } from '~/translations.server'
import { findComposedPage } from './composed-page.server'
import { lazy, Suspense } from 'react'
import { data, Outlet, type ShouldRevalidateFunction } from 'react-router'
import { AnimatedBackground } from '~/components/site/animated-background'
import { CursorEffect } from '~/components/site/cursor-effect'
import { ScrollToTop } from '~/components/site/scroll-to-top'
import type { SiteData } from '~/components/site/site-data'
import { SiteFooter } from '~/components/site/site-footer'
import { SiteHeader } from '~/components/site/site-header'
import { ThemeToggle } from '~/components/site/theme-toggle'
import { useSiteTheme } from '~/components/site/use-site-theme'
import { LazyToaster } from '~/components/ui/lazy-toaster'
import { readBrand } from '~/features/brand/queries.server'
import { brandCss } from '~/features/brand/theme'
import { getContactDetails } from '~/features/contact-details/queries.server'
import { isPreview } from '~/core/previews.server'
import { pageContent } from '~/features/site-copy/service.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import { catalogueOf } from '~/i18n/catalogues.server'
import { translator } from '~/i18n/messages'
import { languageSwitcherMarkup } from '~/components/site/language-switcher.server'
import { siteSearchMarkup } from '~/components/site/site-search.server'
import { pageCards, pageFrameMeta } from '~/components/site/site-meta.server'
import {
  advertisedAlternates,
  canonicalPath,
  defaultPathOf,
  languagesOf,
  pageAlternates,
  pageLanguage,
} from '~/i18n/page-language.server'
import type { Route } from './+types/layout'

// Only an address naming no language of the site shows it (ADR 078): fetched then, so the
// pages that never show it carry none of it.
const NotFoundView = lazy(() =>
  import('~/components/site/not-found-view').then((m) => ({ default: m.NotFoundView })),
)

// Only an editor's preview link shows it: fetched then, no part of every visitor's JavaScript.
const PreviewBanner = lazy(() =>
  import('~/components/site/preview-banner').then((m) => ({ default: m.PreviewBanner })),
)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An address whose first segment is no language of the site (`/xx`, `/xx/contact`) matched
  // `:lang` only because the segment could be one: it is the not-found page (ADR 078).
  const pathname = new URL(request.url).pathname
  // A record's page at a path of its choosing (a composed page's `/offer/spring`) whose first
  // segment matched `:lang` too: a page of the default language, not an unknown one (issue #40).
  const named =
    pageLanguage(context, params.lang) ??
    (((await findComposedPage(context, request)) ??
    (await recordPageIn(context.db, pathname, undefined)))
      ? languagesOf(context)[0]!
      : null)
  const language = named ?? languagesOf(context)[0]!
  if (!named) context.logger.info({ path: pathname }, 'page not found')
  // The switcher offers every language; `hreflang` and the canonical URL only those the page
  // has its own translation in (CONTRACT §Languages).
  const several = named !== null && languagesOf(context).length > 1
  const [record, footer, preview, brand, menu, own] = await Promise.all([
    getContactDetails(context.db).then(
      (details) =>
        details && documentIn(context.db, { kind: 'contact', id: '' }, details, language),
    ),
    pageContent(context, request, 'footer'),
    isPreview(context.db, request),
    readBrand(context.db),
    pageContent(context, request, 'header'),
    several
      ? pageLanguages(context.db, defaultPathOf(context, pathname), language)
      : ({ translated: new Set<string>(), paths: new Map() } satisfies PageLanguages),
  ])
  const alternates = named ? pageAlternates(context, pathname, language, own) : []
  const origin = (context.env.SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, '')
  const logos = [brand.logoUrl, brand.logoDarkUrl].filter((url) => url !== null)
  const logoSizes = await findImageMeta(context.db, logos)
  const advertised = advertisedAlternates(alternates, own.translated)
  const canonical = canonicalPath(pathname, alternates, advertised)
  const site: SiteData = {
    brand: {
      name: brand.name,
      shortName: brand.shortName,
      logoUrl: brand.logoUrl,
      logoDarkUrl: brand.logoDarkUrl,
      logoSizes: Object.fromEntries(
        [...logoSizes].map(([url, { width, height }]) => [url, { width, height }]),
      ),
      themeColor: brand.themeColor,
      css: brandCss(brand),
    },
    origin,
    contact: record
      ? {
          address: record.address,
          phone: record.phone,
          email: record.email,
          businessHours: record.businessHours,
          socialMedia: record.socialMedia,
        }
      : null,
    footer,
    menu,
    preview,
    language,
    alternates,
    languageSwitcher: languageSwitcherMarkup(alternates),
    searchBox: siteSearchMarkup(language, translator(catalogueOf(language.code))),
    frameMeta: pageFrameMeta({
      origin,
      pathname: canonical,
      siteName: brand.name,
      themeColor: brand.themeColor,
      alternates: advertised,
    }),
    cards: pageCards(origin, canonical, alternates[0]?.href ?? pathname),
    messages: catalogueOf(language.code),
    notFound: !named,
  }
  return named ? site : data(site, { status: 404 })
}

/**
 * Runs for every page, not only when the language changes: what it gives depends on the page's
 * address (its alternates, canonical URL, share cards), and on a navigation within one language
 * React Router would otherwise keep the first page's.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const siteTheme = useSiteTheme()
  return (
    <div className="relative isolate flex min-h-screen flex-col">
      {loaderData.brand.css && <style dangerouslySetInnerHTML={{ __html: loaderData.brand.css }} />}
      {loaderData.preview && (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      )}
      <AnimatedBackground />
      <ScrollToTop />
      <SiteHeader theme={siteTheme} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {loaderData.notFound ? (
          <Suspense fallback={null}>
            <NotFoundView />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter footer={loaderData.footer} contact={loaderData.contact} />
      <ThemeToggle {...siteTheme} />
      <CursorEffect />
      <LazyToaster theme={siteTheme.theme ?? 'light'} />
    </div>
  )
}
