import { SiteLink as Link } from '~/components/site/site-link'
import { CallToAction } from '~/components/site/call-to-action'
import { IconCard } from '~/components/site/icon-card'
import { PageHero } from '~/components/site/page-hero'
import { PersonCard } from '~/components/site/person-card'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta, useSiteData, useT } from '~/components/site/site-data'
import { SocialLinks } from '~/components/site/social-links'
import { StatGrid } from '~/components/site/stat-grid'
import { StorySection } from '~/components/site/story-section'
import { buttonVariants } from '~/components/ui/button-variants'
import { findImageMeta } from '~/features/uploads/queries.server'
import { pageContent } from '~/features/site-copy/service.server'
import { photoUrls, toPublicPerson } from '~/features/site-copy/public-people'
import type { Route } from './+types/company'
import { SiteIcon } from '~/components/ui/site-icon'

export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, team] = await Promise.all([
    pageContent(context, request, 'company'),
    pageContent(context, request, 'team'),
  ])
  // The leaders are the team members marked as such, in the team's order.
  const leaders = team.members.filter((m) => m.leader)
  const photos = await findImageMeta(context.db, photoUrls(leaders))
  return {
    seo: { title: content.title, description: content.metaDescription },
    content,
    leadership: leaders.map((m) => toPublicPerson(m, photos)),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Company({ loaderData }: Route.ComponentProps) {
  const { content, leadership } = loaderData
  const { contact } = useSiteData()
  const t = useT()
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <StorySection
        story={content.story}
        mission={content.mission}
        vision={content.vision}
        missionTitle={content.missionTitle}
        visionTitle={content.visionTitle}
      />
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={content.values.title} subtitle={content.values.subtitle} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.values.items.map((value) => (
              <IconCard key={value.title} {...value} />
            ))}
          </div>
        </div>
      </section>
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={content.leadership.title} subtitle={content.leadership.subtitle} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {leadership.map((person) => (
              <PersonCard key={person.name} person={person}>
                {/* Each leader shows the agency's social links (docs/product.md §Company). */}
                <div className="mt-auto pt-2">
                  <SocialLinks
                    social={contact?.socialMedia ?? null}
                    label={t('social.personFollow', { name: person.name })}
                  />
                </div>
              </PersonCard>
            ))}
          </div>
          <div className="mt-12 text-center">
            <Link to="/company/team" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {content.leadership.fullTeamLabel}
              <SiteIcon name="arrow-right" />
            </Link>
          </div>
        </div>
      </section>
      <section className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading title={content.whyChoose.title} subtitle={content.whyChoose.subtitle} />
          <ul className="grid gap-6 md:grid-cols-2">
            {content.whyChoose.points.map((point) => (
              <li
                key={point.title}
                className="bg-card/80 flex gap-4 rounded-2xl border p-6 shadow-sm backdrop-blur"
              >
                <SiteIcon name="circle-check" className="text-primary mt-0.5 size-6 shrink-0" />
                <div>
                  <h3 className="text-lg font-semibold">{point.title}</h3>
                  <p className="text-muted-foreground mt-1 leading-relaxed">{point.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-label={t('company.inNumbers')} className="px-4 py-12 sm:px-6">
        <StatGrid stats={content.stats} className="mx-auto max-w-5xl md:grid-cols-4" />
      </section>
      <CallToAction copy={content.callToAction} />
    </>
  )
}
