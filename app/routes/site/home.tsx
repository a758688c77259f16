import { data } from 'react-router'
import { SiteLink as Link } from '~/components/site/site-link'
import { ApproachSteps } from '~/components/site/approach-steps'
import { CallToAction } from '~/components/site/call-to-action'
import { ClientStrip } from '~/components/site/client-strip'
import { HomeHero } from '~/components/site/home-hero'
import { IconCard } from '~/components/site/icon-card'
import { OrganizationJsonLd } from '~/components/site/organization-json-ld'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta, useSiteData, useT } from '~/components/site/site-data'
import { StatGrid } from '~/components/site/stat-grid'
import { TestimonialCard } from '~/components/site/testimonial-card'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { homeCardLink } from '~/copy/service-pages'
import { pageContent } from '~/features/site-copy/service.server'
import { pageLanguage } from '~/i18n/page-language.server'
import { composedPageAction, loadComposedPage } from './composed-page.server'
// A composed page at one segment (`/spring`) matches this route as `/:lang` (issue #40); its
// sections are drawn by the server only, so this adds next to nothing to the home page's script.
import { ComposedPage, composedPageMeta } from './composed-page'
import type { Route } from './+types/home'

/**
 * `?index` names this route as the one a post is for (React Router's rule for an index route):
 * a composed page's contact form posts with it. The server keeps only the query a page reads.
 */
export const handle = { query: ['index'] }

// The copy travels as loader data: in the HTML, not in the page's JavaScript budget.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !pageLanguage(context, params.lang)) {
    // No language of the site: a composed page at that one segment, else the layout's 404.
    return (await loadComposedPage(context, request, params.lang)) ?? data(null, { status: 404 })
  }
  const [content, servicesCopy] = await Promise.all([
    pageContent(context, request, 'home'),
    pageContent(context, request, 'services'),
  ])
  return {
    // Where each service card leads (ADR 059), worked out here so the catalogue stays on the server.
    serviceLinks: content.services.items.map((s) => homeCardLink(servicesCopy, s.title)),
    seo: {
      title: content.hero.tagline,
      brandFirst: true,
      description: content.metaDescription,
    },
    content,
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, ...args }) =>
  loaded && 'html' in loaded ? composedPageMeta(args, loaded.seo) : siteMeta(args, loaded?.seo)

// A composed page with a contact form says it may not be kept (its form's stamp is the visitor's).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

/** Only a composed page at one segment takes a post here: its contact form's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await composedPageAction(context, request, params.lang)
  if (!answer) throw data(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  return answer
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null
  if ('html' in loaderData) {
    return <ComposedPage page={loaderData} />
  }
  return <HomePage loaderData={loaderData} />
}

function HomePage({
  loaderData,
}: {
  loaderData: Exclude<Route.ComponentProps['loaderData'], { html: string } | null>
}) {
  const { hero, clients, services, stats, approach, testimonials, callToAction } =
    loaderData.content
  const site = useSiteData()
  const t = useT()
  return (
    <>
      <OrganizationJsonLd site={site} />
      <HomeHero hero={hero} />
      <ClientStrip title={clients.title} clients={clients.names} />

      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={services.title} subtitle={services.subtitle} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.items.map((service, i) => (
              <IconCard key={service.title} {...service} to={loaderData.serviceLinks[i]} />
            ))}
          </div>
          <div className="mt-12 text-center">
            <Link to="/services" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {services.buttonLabel}
              <SiteIcon name="arrow-right" />
            </Link>
          </div>
        </div>
      </section>

      <section aria-label={t('home.trackRecord')} className="px-4 py-12 sm:px-6">
        <StatGrid stats={stats} className="mx-auto max-w-5xl md:grid-cols-4" />
      </section>

      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading title={approach.title} subtitle={approach.subtitle} />
          <ApproachSteps steps={approach.steps} />
        </div>
      </section>

      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={testimonials.title} subtitle={testimonials.subtitle} />
          <div className="grid gap-6 md:grid-cols-3">
            {testimonials.items.map((t) => (
              <TestimonialCard key={t.author} testimonial={t} />
            ))}
          </div>
        </div>
      </section>

      <CallToAction copy={callToAction} />
    </>
  )
}
