import { SiteLink as Link } from '~/components/site/site-link'
import { PageHero } from '~/components/site/page-hero'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { pageContent } from '~/features/site-copy/service.server'
import type { Route } from './+types/careers'

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await pageContent(context, request, 'careers')
  return { seo: { title: content.title, description: content.metaDescription }, content }
}

/** Apply Now opens the contact form with the position as its subject. */
const applyLink = (position: string) => `/contact?${new URLSearchParams({ subject: position })}`

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <section className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <SectionHeading title={content.perksTitle} />
          <ul className="grid gap-4 sm:grid-cols-2">
            {content.perks.map((perk) => (
              <li key={perk} className="bg-card/80 flex gap-3 rounded-xl border p-4 backdrop-blur">
                <SiteIcon name="check" className="text-primary mt-0.5 size-5 shrink-0" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="px-4 pb-24 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <SectionHeading title={content.openingsTitle} subtitle={content.applyHint} />
          <ul className="flex flex-col gap-4">
            {content.openings.map((job) => (
              <li
                key={job.title}
                className="bg-card/80 flex flex-col gap-4 rounded-2xl border p-6 shadow-sm backdrop-blur md:flex-row md:items-center"
              >
                <div className="flex-1">
                  <h3 className="text-lg font-semibold">{job.title}</h3>
                  <p className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <span className="inline-flex items-center gap-1">
                      <SiteIcon name="map-pin" className="size-4" />
                      {job.location}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <SiteIcon name="briefcase" className="size-4" />
                      {job.type}
                    </span>
                  </p>
                  <p className="text-muted-foreground mt-3 leading-relaxed">{job.summary}</p>
                </div>
                <Link to={applyLink(job.title)} className={buttonVariants({ variant: 'outline' })}>
                  {content.applyLabel}
                  <span className="sr-only">: {job.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
