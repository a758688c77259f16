import type { PublicPerson } from '~/components/site/person-card'
import type { TeamMember } from '~/copy/documents'
import { toImageSource, type ImageMetaLike } from '~/lib/srcset'

/** The photos' URLs, to measure them in one query. */
export const photoUrls = (members: readonly TeamMember[]) =>
  members.map((m) => m.photo.url).filter(Boolean)

/** What a person's card shows of a team member; the photo's alt text falls back to
 * its media library item's, then to the name. */
export function toPublicPerson(
  member: TeamMember,
  meta: ReadonlyMap<string, ImageMetaLike>,
): PublicPerson {
  const { url, alt } = member.photo
  return {
    name: member.name,
    role: member.role,
    bio: member.bio,
    photo: url
      ? { image: toImageSource(url, meta.get(url)), alt: alt || meta.get(url)?.alt || member.name }
      : null,
  }
}
