import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { ProcessSteps } from '~/components/site/process-steps'
import { SectionHeading } from '~/components/site/section-heading'
import { ServiceCatalog } from '~/components/site/service-catalog'
import { siteMeta } from '~/components/site/site-data'
import { TechnologyGrid } from '~/components/site/technology-grid'
import {
  processSteps,
  serviceCategories,
  services,
  servicesPage,
  technologies,
} from '~/content/services'
import type { Route } from './+types/services'

export function loader() {
  return {
    seo: { title: servicesPage.title, description: servicesPage.metaDescription },
    servicesPage,
    services,
    serviceCategories,
    processSteps,
    technologies,
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Services({ loaderData }: Route.ComponentProps) {
  const { servicesPage, services, serviceCategories, processSteps, technologies } = loaderData
  return (
    <>
      <PageHero eyebrow="What we do" title={servicesPage.title} intro={servicesPage.intro} />
      <ServiceCatalog services={services} categories={serviceCategories} />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading {...servicesPage.process} />
          <ProcessSteps steps={processSteps} />
        </div>
      </section>
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading {...servicesPage.technologies} />
          <TechnologyGrid technologies={technologies} />
        </div>
      </section>
      <CallToAction copy={servicesPage.callToAction} />
    </>
  )
}
