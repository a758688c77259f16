import { balancedGridClass } from '~/components/site/balanced-grid'
import { useSiteData, useT } from '~/components/site/site-data'
import { localizedPath } from '~/i18n/languages'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FilterLinks, isPlainClick } from '~/components/ui/filter-links'
import type { PortfolioFilter } from '~/copy/portfolio'
import { publicPortfolioFilters } from '../category-label'
import { filterProjects, projectHref, type PublicProject } from '../public-project'
import { ProjectCard } from './project-card'

// The modal brings Radix Dialog (~23 KB gzip): loaded when a visitor heads for a card.
const loadModal = () => import('./project-modal')
const ProjectModal = lazy(loadModal)

/** The portfolio's URL for a filter: /portfolio, or /portfolio?category=web. */
export const filterHref = (filter: PortfolioFilter) =>
  filter === 'all' ? '/portfolio' : `/portfolio?category=${filter}`

/**
 * The filter links, the cards of the chosen category and the quick view (ADR 058). Without
 * JavaScript the links are pages the server renders (the filtered list, the project's page);
 * with it a filter applies in place and a card opens the quick view, whose URL is the
 * project's page, so Back closes it and the address can be shared.
 */
export function PortfolioGallery({
  projects,
  emptyText,
  initialFilter = 'all',
}: {
  projects: readonly PublicProject[]
  emptyText: string
  initialFilter?: PortfolioFilter
}) {
  const t = useT()
  // Addresses in the page's language (`/de/portfolio?category=web`): plain links and history.
  const { language } = useSiteData()
  const hrefIn = (filter: PortfolioFilter) => localizedPath(filterHref(filter), language)
  const [filter, setFilter] = useState<PortfolioFilter>(initialFilter)
  const [selected, setSelected] = useState<PublicProject | null>(null)
  const [modalWanted, setModalWanted] = useState(false)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  // The list's own URL, for the history entry the quick view goes back to.
  const listUrl = useRef<string | null>(null)
  const shown = filterProjects(projects, filter)
  const preload = () => void loadModal()

  // Back (or anything else that leaves the project's URL) closes the quick view.
  useEffect(() => {
    const onPop = () => {
      if (
        listUrl.current !== null &&
        window.location.pathname + window.location.search === listUrl.current
      ) {
        listUrl.current = null
        setSelected(null)
      }
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  const open = (project: PublicProject, button: HTMLElement) => {
    setModalWanted(true)
    setOpener(button)
    setSelected(project)
    listUrl.current = window.location.pathname + window.location.search
    // The same history state as the list's entry, so the router takes Back as a return to the
    // list it already shows (and restores its scroll position), not as a new page.
    window.history.pushState(
      window.history.state,
      '',
      localizedPath(projectHref(project.slug), language),
    )
  }

  const close = () => {
    // Closed by its button, Escape or the backdrop: at once (a busy or background tab may hold
    // the history's answer back), and the entry the quick view added goes too.
    const pushed = listUrl.current !== null
    listUrl.current = null
    setSelected(null)
    if (pushed) window.history.back()
  }

  return (
    <section aria-labelledby="projects-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="projects-title" className="sr-only">
          {t('portfolio.projects')}
        </h2>
        <FilterLinks
          label={t('portfolio.filter')}
          options={publicPortfolioFilters(t)}
          value={filter}
          hrefOf={hrefIn}
          onChoose={(value, event) => {
            if (!isPlainClick(event)) return
            event.preventDefault()
            setFilter(value)
            window.history.replaceState(window.history.state, '', hrefIn(value))
          }}
        />
        <p className="sr-only" aria-live="polite">
          {t('portfolio.shown', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className="text-muted-foreground mt-12 text-center">{emptyText}</p>
        ) : (
          <div className={`mt-10 ${balancedGridClass(shown.length)}`}>
            {shown.map((project, index) => (
              <ProjectCard
                key={project.id}
                project={project}
                aboveTheFold={index < 3}
                leading={index === 0}
                onIntent={preload}
                onOpen={open}
              />
            ))}
          </div>
        )}
      </div>
      {modalWanted && (
        <Suspense fallback={null}>
          <ProjectModal project={selected} opener={opener} onClose={close} />
        </Suspense>
      )}
    </section>
  )
}
