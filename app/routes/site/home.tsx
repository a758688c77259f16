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
import type { Route } from './+types/home'

// The copy travels as loader data: in the HTML, not in the page's JavaScript budget.
export async function loader({ request, context }: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Home({ loaderData }: Route.ComponentProps) {
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
