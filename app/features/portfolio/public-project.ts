import type { PortfolioCategory } from '~/copy/portfolio'
import type { PortfolioItem } from '~/features/portfolio/schemas'
import { toImageSource, type ImageMetaLike, type ImageSource } from '~/lib/srcset'

/** What the public portfolio shows of an item: no bookkeeping fields, the image measured. */
export interface PublicProject {
  id: string
  /** The project's page is /portfolio/{slug}. */
  slug: string
  title: string
  description: string
  category: PortfolioCategory
  technologies: string[]
  client: string | null
  /** The modal's 'Year', taken from the item's date (docs/product.md §Portfolio). */
  year: string
  projectUrl: string | null
  image: ImageSource
  /**
   * The image's text alternative: the item's own, else its media library item's, else its title
   * (docs/product.md §Portfolio, §Media library).
   */
  imageAlt: string
}

export function toPublicProject(
  item: PortfolioItem,
  meta: ImageMetaLike | undefined,
): PublicProject {
  return {
    id: item._id,
    slug: item.slug,
    title: item.title,
    description: item.description,
    category: item.category,
    technologies: item.technologies,
    client: item.client,
    year: String(new Date(item.date).getUTCFullYear()),
    projectUrl: item.projectUrl,
    image: toImageSource(item.imageUrl, meta),
    imageAlt: item.imageAlt || meta?.alt || item.title,
  }
}

export function filterProjects<T extends { category: string }>(
  projects: readonly T[],
  filter: string,
) {
  return filter === 'all' ? projects : projects.filter((p) => p.category === filter)
}

/** The path of a project's own page. */
export const projectHref = (slug: string) => `/portfolio/${slug}`
