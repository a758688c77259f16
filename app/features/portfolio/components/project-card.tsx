import { ResponsiveImage } from '~/components/ui/responsive-image'
import { SiteIcon } from '~/components/ui/site-icon'
import { useSiteData, useT } from '~/components/site/site-data'
import { localizedPath } from '~/i18n/languages'
import { publicCategoryLabel } from '../category-label'
import { isPlainClick } from '~/components/ui/filter-links'
import { projectHref, type PublicProject } from '../public-project'

/** At most three technologies on a card (docs/product.md §Portfolio). */
export const CARD_TECHNOLOGIES = 3

/**
 * A project card. The title is the link to the project's page (the whole card is its click
 * area) so the card reads as one control; with JavaScript a plain click opens the quick view
 * instead, and focus returns to the link when it closes.
 */
export function ProjectCard({
  project,
  onOpen,
  onIntent,
  aboveTheFold = false,
  leading = false,
}: {
  project: PublicProject
  /** The first row shows on a desktop's first screen: load it at once, not lazily. */
  aboveTheFold?: boolean
  /** The first card is the largest paint on a phone's first screen: fetch it before the rest. */
  leading?: boolean
  onOpen: (project: PublicProject, opener: HTMLElement) => void
  onIntent?: () => void
}) {
  const t = useT()
  // A plain link (the quick view opens on a plain click): it keeps the page's language itself.
  const { language } = useSiteData()
  return (
    <article
      data-testid="project-card"
      className="group bg-card/80 hover:shadow-primary/10 focus-within:ring-ring relative flex flex-col overflow-hidden rounded-2xl border shadow-sm backdrop-blur transition-all duration-300 focus-within:ring-2 hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[3/2] overflow-hidden">
        <ResponsiveImage
          image={project.image}
          alt={project.imageAlt}
          priority={leading}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        <div
          aria-hidden
          className="absolute inset-0 flex items-center justify-center bg-black/55 opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-900">
            <SiteIcon name="eye" className="size-4" />
            {t('project.view')}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span className="bg-secondary text-secondary-foreground self-start rounded-full px-2.5 py-0.5 text-xs font-semibold">
          {publicCategoryLabel(t, project.category)}
        </span>
        <h3 className="text-lg font-semibold">
          <a
            href={localizedPath(projectHref(project.slug), language)}
            onClick={(event) => {
              if (!isPlainClick(event)) return
              event.preventDefault()
              onOpen(project, event.currentTarget)
            }}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="text-start after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {project.title}
          </a>
        </h3>
        <p className="text-muted-foreground line-clamp-2 text-sm leading-relaxed">
          {project.description}
        </p>
        <ul aria-label={t('project.technologies')} className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {project.technologies.slice(0, CARD_TECHNOLOGIES).map((tech) => (
            <li key={tech} className="bg-muted rounded-md px-2 py-0.5 text-xs font-medium">
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
