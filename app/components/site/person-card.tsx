import type { ReactNode } from 'react'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { ImageSource } from '~/lib/srcset'

/** What a person's card shows: their photo measured, or none (then their initials). */
export interface PublicPerson {
  name: string
  role: string
  bio: string
  photo: { image: ImageSource; alt: string } | null
}

/** The initials of a name, for the avatar of someone without a photo: 'James O’Connell' → JO. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return picked.map((w) => w[0]!.toUpperCase()).join('')
}

/** A team member: photo (or initials), name, job title and short bio. */
export function PersonCard({ person, children }: { person: PublicPerson; children?: ReactNode }) {
  return (
    <article className="bg-card/80 flex flex-col items-center gap-3 rounded-2xl border p-6 text-center shadow-sm backdrop-blur">
      {person.photo ? (
        <ResponsiveImage
          image={person.photo.image}
          alt={person.photo.alt}
          sizes="80px"
          className="size-20 rounded-full object-cover shadow-lg"
        />
      ) : (
        <span
          aria-hidden
          className="from-primary to-accent grid size-20 place-items-center rounded-full bg-linear-to-br text-2xl font-bold text-white shadow-lg"
        >
          {initialsOf(person.name)}
        </span>
      )}
      <h3 className="text-lg font-semibold">{person.name}</h3>
      <p className="text-primary text-sm font-medium">{person.role}</p>
      <p className="text-muted-foreground text-sm leading-relaxed">{person.bio}</p>
      {children}
    </article>
  )
}
