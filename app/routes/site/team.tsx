import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { PersonCard } from '~/components/site/person-card'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { findImageMeta } from '~/features/uploads/queries.server'
import { pageContent } from '~/features/site-copy/service.server'
import { photoUrls, toPublicPerson } from '~/features/site-copy/public-people'
import type { Route } from './+types/team'

/** The team, one group per department in the order the departments first appear. */
function byDepartment<T>(members: readonly { department: string; card: T }[]) {
  const groups = new Map<string, T[]>()
  for (const { department, card } of members)
    groups.set(department, [...(groups.get(department) ?? []), card])
  return [...groups].map(([department, people]) => ({ department, people }))
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await pageContent(context, request, 'team')
  const photos = await findImageMeta(context.db, photoUrls(content.members))
  return {
    seo: { title: content.title, description: content.metaDescription },
    content,
    departments: byDepartment(
      content.members.map((m) => ({ department: m.department, card: toPublicPerson(m, photos) })),
    ),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Team({ loaderData }: Route.ComponentProps) {
  const { content, departments } = loaderData
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      {departments.map(({ department, people }) => (
        <section key={department} className="px-4 pb-16 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <SectionHeading title={department} align="left" className="mb-8" />
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {people.map((person) => (
                <PersonCard key={person.name} person={person} />
              ))}
            </div>
          </div>
        </section>
      ))}
      <CallToAction copy={content.callToAction} />
    </>
  )
}
