import { balancedGridClass } from '~/components/site/balanced-grid'
import { lazy, Suspense, useState } from 'react'
import { FilterButtons } from '~/components/ui/filter-buttons'
import { portfolioFilters, type PortfolioFilter } from '~/copy/portfolio'
import { filterProjects, type PublicProject } from '../public-project'
import { ProjectCard } from './project-card'

// The modal brings Radix Dialog (~23 KB gzip): loaded when a visitor heads for a card.
const loadModal = () => import('./project-modal')
const ProjectModal = lazy(loadModal)

/** The filter buttons, the cards of the chosen category and the project modal. */
export function PortfolioGallery({
  projects,
  emptyText,
}: {
  projects: readonly PublicProject[]
  emptyText: string
}) {
  const [filter, setFilter] = useState<PortfolioFilter>('all')
  const [selected, setSelected] = useState<PublicProject | null>(null)
  const [modalWanted, setModalWanted] = useState(false)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const shown = filterProjects(projects, filter)
  const preload = () => void loadModal()

  return (
    <section aria-labelledby="projects-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="projects-title" className="sr-only">
          Projects
        </h2>
        <FilterButtons
          label="Filter projects by category"
          options={portfolioFilters}
          value={filter}
          onChange={setFilter}
        />
        <p className="sr-only" aria-live="polite">
          {shown.length} projects shown
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
                onOpen={(p, button) => {
                  setModalWanted(true)
                  setOpener(button)
                  setSelected(p)
                }}
              />
            ))}
          </div>
        )}
      </div>
      {modalWanted && (
        <Suspense fallback={null}>
          <ProjectModal project={selected} opener={opener} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  )
}
