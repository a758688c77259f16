import { portfolioFilters } from '~/copy/portfolio'

/** The visitor-facing name of a stored category value (web → Web Development). */
export function categoryLabel(category: string): string {
  return portfolioFilters.find((f) => f.value === category)?.label ?? category
}
