import { portfolioCategories } from '~/copy/portfolio'

/** The visitor-facing name of a stored category value (web → Web Development). */
export function categoryLabel(category: string): string {
  return portfolioCategories.find((c) => c.value === category)?.label ?? category
}
