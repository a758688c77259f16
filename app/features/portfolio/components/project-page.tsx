import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import { buttonVariants } from '~/components/ui/button-variants'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { SiteIcon } from '~/components/ui/site-icon'
import { publicCategoryLabel } from '../category-label'
import type { PublicProject } from '../public-project'

/**
 * A project's own page, /portfolio/{slug} (docs/product.md §Portfolio): what the quick view
 * shows, as a page a link can lead to. The closing call to action is the route's.
 */
export function ProjectPage({ project }: { project: PublicProject }) {
  const t = useT()
  return (
    <article className="px-4 pt-32 pb-10 sm:px-6 md:pt-40">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        <nav aria-label={t('project.breadcrumb')} className="text-sm">
          <Link
            to="/portfolio"
            className="text-primary font-semibold underline-offset-4 hover:underline"
          >
            {t('project.allProjects')}
          </Link>
        </nav>
        <header className="flex flex-col items-start gap-4">
          {/* The badge's look without ui/badge, whose class merging (tailwind-merge) would add
              8 KiB to a public page (ADR 019's budget), as on the project cards. */}
          <span className="bg-secondary text-secondary-foreground rounded-full px-2.5 py-0.5 text-xs font-semibold">
            {publicCategoryLabel(t, project.category)}
          </span>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {project.title}
          </h1>
        </header>
        <ResponsiveImage
          image={project.image}
          alt={project.imageAlt}
          sizes="(min-width: 896px) 896px, 100vw"
          priority
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
        />
        <p className="text-foreground/85 text-lg leading-relaxed whitespace-pre-line">
          {project.description}
        </p>
        <dl className="bg-card/80 grid grid-cols-2 gap-4 rounded-xl border p-5 backdrop-blur">
          <div>
            <dt className="text-muted-foreground text-sm">{t('project.client')}</dt>
            <dd className="font-semibold">{project.client ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">{t('project.year')}</dt>
            <dd className="font-semibold">{project.year}</dd>
          </div>
        </dl>
        <section aria-labelledby="technologies-title">
          <h2 id="technologies-title" className="mb-3 text-xl font-semibold">
            {t('project.technologies')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {project.technologies.map((tech) => (
              <li key={tech} className="bg-muted rounded-md px-2.5 py-1 text-sm font-medium">
                {tech}
              </li>
            ))}
          </ul>
        </section>
        {project.projectUrl && (
          <a
            href={project.projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg', className: 'self-start' })}
          >
            {t('project.viewLive')}
            <SiteIcon name="external-link" />
            <span className="sr-only">{t('link.newTab')}</span>
          </a>
        )}
      </div>
    </article>
  )
}
