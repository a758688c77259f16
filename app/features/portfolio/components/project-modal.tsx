import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button-variants'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { SiteIcon } from '~/components/ui/site-icon'
import { publicCategoryLabel } from '../category-label'
import { SiteLink as Link } from '~/components/site/site-link'
import { useT } from '~/components/site/site-data'
import { projectHref, type PublicProject } from '../public-project'

/**
 * The selected project (docs/product.md §Portfolio). Backdrop, close button and Escape close it;
 * the dialog returns focus to the card that opened it.
 */
export default function ProjectModal({
  project,
  opener,
  onClose,
}: {
  project: PublicProject | null
  /** The card's button; the dialog has no Radix trigger to send focus back to. */
  opener: HTMLElement | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      {project && (
        <DialogContent
          className="max-w-3xl gap-0 p-0"
          closeLabel="Close project details"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener?.focus()
          }}
        >
          <ResponsiveImage
            image={project.image}
            alt={project.imageAlt}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[3/2] w-full rounded-t-xl object-cover"
          />
          <div className="flex flex-col gap-5 p-6 md:p-8">
            <div className="flex flex-col items-start gap-3">
              <Badge variant="secondary">{publicCategoryLabel(t, project.category)}</Badge>
              <DialogTitle className="text-2xl font-bold md:text-3xl">{project.title}</DialogTitle>
            </div>
            <DialogDescription className="text-foreground/85 text-base leading-relaxed">
              {project.description}
            </DialogDescription>
            <dl className="grid grid-cols-2 gap-4 rounded-xl border p-4">
              <div>
                <dt className="text-muted-foreground text-sm">{t('project.client')}</dt>
                <dd className="font-semibold">{project.client ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-sm">{t('project.year')}</dt>
                <dd className="font-semibold">{project.year}</dd>
              </div>
            </dl>
            <div>
              <h3 className="mb-2 text-sm font-semibold">{t('project.technologies')}</h3>
              <ul className="flex flex-wrap gap-2">
                {project.technologies.map((tech) => (
                  <li key={tech} className="bg-muted rounded-md px-2.5 py-1 text-sm font-medium">
                    {tech}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link
                // Replaces the quick view's entry: Back then leads to the list, once.
                to={projectHref(project.slug)}
                replace
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                {t('project.caseStudy')}
              </Link>
              {project.projectUrl && (
                <a
                  href={project.projectUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ size: 'lg' })}
                >
                  {t('project.viewLive')}
                  <SiteIcon name="external-link" />
                  <span className="sr-only">{t('link.newTab')}</span>
                </a>
              )}
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
