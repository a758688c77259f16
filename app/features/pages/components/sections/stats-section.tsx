import { useT } from '~/components/site/site-data'
import { StatGrid } from '~/components/site/stat-grid'
import type { PublicSection } from '../../public-page'

/** Figures and their labels: the home page's statistics band. */
export function StatsSection({ section }: { section: Extract<PublicSection, { type: 'stats' }> }) {
  const t = useT()
  return (
    <section aria-label={t('page.figures')} className="px-4 py-12 sm:px-6">
      <StatGrid
        stats={section.items}
        className={
          section.items.length >= 4
            ? 'mx-auto max-w-5xl md:grid-cols-4'
            : 'mx-auto max-w-5xl md:grid-cols-3'
        }
      />
    </section>
  )
}
