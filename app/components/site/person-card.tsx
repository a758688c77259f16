import type { LeadershipMember } from '~/content/company'
import type { ReactNode } from 'react'

/** A team member: initials avatar, name, title and short bio. */
export function PersonCard({
  person,
  children,
}: {
  person: LeadershipMember
  children?: ReactNode
}) {
  return (
    <article className="bg-card/80 flex flex-col items-center gap-3 rounded-2xl border p-6 text-center shadow-sm backdrop-blur">
      <span
        aria-hidden
        className="from-primary to-accent grid size-20 place-items-center rounded-full bg-linear-to-br text-2xl font-bold text-white shadow-lg"
      >
        {person.initials}
      </span>
      <h3 className="text-lg font-semibold">{person.name}</h3>
      <p className="text-primary text-sm font-medium">{person.title}</p>
      <p className="text-muted-foreground text-sm leading-relaxed">{person.bio}</p>
      {children}
    </article>
  )
}
