import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { ProcessSteps } from '~/components/site/process-steps'
import { SectionHeading } from '~/components/site/section-heading'
import { ServiceCatalog } from '~/components/site/service-catalog'
import { siteMeta } from '~/components/site/site-data'
import { TechnologyGrid } from '~/components/site/technology-grid'
import { serviceCategories } from '~/copy/services'
import { pageContent } from '~/features/site-copy/service.server'
import type { Route } from './+types/services'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { details: _details, ...content } = await pageContent(context, request, 'services')
  return { seo: { title: content.title, description: content.metaDescription }, content }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <ServiceCatalog services={content.catalog} categories={serviceCategories} />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={content.process.title} subtitle={content.process.subtitle} />
          <ProcessSteps steps={content.process.steps} />
        </div>
      </section>
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            title={content.technologies.title}
            subtitle={content.technologies.subtitle}
          />
          <TechnologyGrid technologies={content.technologies.items} />
        </div>
      </section>
      <CallToAction copy={content.callToAction} />
    </>
  )
}
