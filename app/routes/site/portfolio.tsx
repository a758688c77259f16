import { recordsIn } from '~/translations.server'
import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { StatGrid } from '~/components/site/stat-grid'
import { portfolioFilters, type PortfolioFilter } from '~/copy/portfolio'
import { PortfolioGallery } from '~/features/portfolio/components/portfolio-gallery'
import { toPublicProject } from '~/features/portfolio/public-project'
import { languageOfRequest, pageContent } from '~/features/site-copy/service.server'
import { portfolioServer } from '~/features/portfolio/collection.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import type { Route } from './+types/portfolio'

/** The filter is read from the URL, so a filtered list is a page of its own (ADR 058). */
export const handle = { query: ['category'] }

const isFilter = (value: string | null): value is PortfolioFilter =>
  portfolioFilters.some((f) => f.value === value)

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await pageContent(context, request, 'portfolio')
  const items = await recordsIn(
    context.db,
    'portfolio',
    await portfolioServer.service.list(context.db),
    languageOfRequest(context, request),
  )
  const images = await findImageMeta(
    context.db,
    items.map((i) => i.imageUrl),
  )
  const category = new URL(request.url).searchParams.get('category')
  return {
    seo: { title: content.title, description: content.metaDescription },
    content,
    category: isFilter(category) ? category : 'all',
    projects: items.map((item) => toPublicProject(item, images.get(item.imageUrl))),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <PortfolioGallery
        projects={loaderData.projects}
        emptyText={content.empty}
        initialFilter={loaderData.category}
      />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading title={content.results.title} subtitle={content.results.subtitle} />
          <StatGrid stats={content.results.items} className="md:grid-cols-3" />
        </div>
      </section>
      <CallToAction copy={content.callToAction} />
    </>
  )
}
