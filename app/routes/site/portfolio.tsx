import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { StatGrid } from '~/components/site/stat-grid'
import { portfolioPage, projectResults } from '~/content/portfolio'
import { PortfolioGallery } from '~/features/portfolio/components/portfolio-gallery'
import { toPublicProject } from '~/features/portfolio/public-project'
import { listPortfolioItems } from '~/features/portfolio/queries.server'
import { findImageMeta } from '~/features/uploads/queries.server'
import type { Route } from './+types/portfolio'

export async function loader({ context }: Route.LoaderArgs) {
  const items = await listPortfolioItems(context.db)
  const images = await findImageMeta(
    context.db,
    items.map((i) => i.imageUrl),
  )
  return {
    seo: { title: portfolioPage.title, description: portfolioPage.metaDescription },
    copy: portfolioPage,
    projectResults,
    projects: items.map((item) => toPublicProject(item, images.get(item.imageUrl))),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { copy: portfolioPage, projectResults } = loaderData
  return (
    <>
      <PageHero eyebrow="Our work" title={portfolioPage.title} intro={portfolioPage.intro} />
      <PortfolioGallery projects={loaderData.projects} emptyText={portfolioPage.empty} />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading {...portfolioPage.results} />
          <StatGrid stats={projectResults} className="md:grid-cols-3" />
        </div>
      </section>
      <CallToAction copy={portfolioPage.callToAction} />
    </>
  )
}
