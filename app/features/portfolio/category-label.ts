import { portfolioCategories, portfolioFilters, type PortfolioFilter } from '~/copy/portfolio'
import type { Translate } from '~/i18n/messages'

/** The portal's name of a stored category value (web → Web Development); the portal is English. */
export function categoryLabel(category: string): string {
  return portfolioCategories.find((c) => c.value === category)?.label ?? category
}

const isFilter = (value: string): value is PortfolioFilter =>
  portfolioFilters.some((f) => f.value === value)

/**
 * A category's name on the public site, in the page's language (its catalogue's
 * `portfolio.category.*`); a value no category has, as it is stored.
 */
export function publicCategoryLabel(t: Translate, category: string): string {
  return isFilter(category) ? t(`portfolio.category.${category}`) : category
}

/** The portfolio's filter links, named in the page's language. */
export const publicPortfolioFilters = (t: Translate) =>
  portfolioFilters.map((f) => ({ value: f.value, label: t(`portfolio.category.${f.value}`) }))
