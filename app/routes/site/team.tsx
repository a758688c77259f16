import { CallToAction } from '~/components/site/call-to-action'
import { PageHero } from '~/components/site/page-hero'
import { PersonCard } from '~/components/site/person-card'
import { SectionHeading } from '~/components/site/section-heading'
import { siteMeta } from '~/components/site/site-data'
import { fullTeam, teamPage, type Department, type TeamMember } from '~/content/company'
import type { Route } from './+types/team'

/** The full team, one group per department in the order they first appear. */
function byDepartment(team: readonly TeamMember[]) {
  const groups = new Map<Department, TeamMember[]>()
  for (const member of team)
    groups.set(member.department, [...(groups.get(member.department) ?? []), member])
  return [...groups].map(([department, members]) => ({ department, members }))
}

export function loader() {
  return {
    seo: { title: teamPage.title, description: teamPage.metaDescription },
    teamPage,
    departments: byDepartment(fullTeam),
  }
}

export const meta: Route.MetaFunction = (args) => siteMeta(args, args.data?.seo)

export default function Team({ loaderData }: Route.ComponentProps) {
  const { teamPage, departments } = loaderData
  return (
    <>
      <PageHero eyebrow="Company" title={teamPage.title} intro={teamPage.intro} />
      {departments.map(({ department, members }) => (
        <section key={department} className="px-4 pb-16 sm:px-6">
          <div className="mx-auto max-w-7xl">
            <SectionHeading title={department} align="left" className="mb-8" />
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {members.map((person) => (
                <PersonCard key={person.name} person={person} />
              ))}
            </div>
          </div>
        </section>
      ))}
      <CallToAction copy={teamPage.callToAction} />
    </>
  )
}
