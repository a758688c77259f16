import { useState } from 'react'
import type { ServiceFilter } from '~/copy/services'
import type { Service } from '~/copy/documents'
import { FilterButtons } from '~/components/ui/filter-buttons'
import { catalogLink } from '~/copy/service-pages'
import { IconCard } from './icon-card'
import { useT } from './site-data'

/** The twelve services with the category filter, starting at all (docs/product.md §Services). */
export function ServiceCatalog({
  services,
  categories,
}: {
  services: readonly Service[]
  categories: readonly { value: ServiceFilter }[]
}) {
  const t = useT()
  // Named in the page's language: the catalogue's `services.category.*`.
  const options = categories.map((c) => ({
    value: c.value,
    label: t(`services.category.${c.value}`),
  }))
  const [filter, setFilter] = useState<ServiceFilter>('all')
  const shown = filter === 'all' ? services : services.filter((s) => s.category === filter)
  return (
    <section aria-labelledby="service-catalog-title" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <h2 id="service-catalog-title" className="sr-only">
          {t('services.byCategory')}
        </h2>
        <FilterButtons
          label={t('services.filter')}
          options={options}
          value={filter}
          onChange={setFilter}
        />
        <p className="sr-only" aria-live="polite">
          {t('services.shown', { count: shown.length })}
        </p>
        <div data-testid="service-grid" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((service) => (
            <IconCard key={service.title} {...service} to={catalogLink(service)} />
          ))}
        </div>
      </div>
    </section>
  )
}
