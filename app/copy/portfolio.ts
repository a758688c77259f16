import type { PortfolioContent } from './documents'

/**
 * The portfolio's categories (docs/product.md §Entities): the stored value and the name people
 * see, on the public page, its filter buttons and the portal's form and table alike.
 */
export const portfolioCategories = [
  { value: 'web', label: 'Web Development' },
  { value: 'app', label: 'App Development' },
  { value: 'ecommerce', label: 'E-Commerce' },
  { value: 'design', label: 'UI/UX Design' },
] as const

export type PortfolioCategory = (typeof portfolioCategories)[number]['value']

/** The portfolio's filter buttons (docs/product.md §Portfolio): all, then each category. */
export const portfolioFilters = [
  { value: 'all', label: 'All Projects' },
  ...portfolioCategories,
] as const

export type PortfolioFilter = (typeof portfolioFilters)[number]['value']

/** The portfolio page's starter copy (docs/product.md §Portfolio), editable in the portal. */
export const portfolioDefaults: PortfolioContent = {
  eyebrow: 'Our work',
  title: 'Our Portfolio',
  intro:
    'A selection of websites, apps, online stores and design projects we have delivered for clients in health, finance, retail, logistics and beyond.',
  metaDescription:
    'Case studies of websites, mobile apps, e-commerce platforms and UI/UX design projects delivered by our digital agency.',
  empty: 'No projects in this category yet.',
  results: {
    title: 'Project Results',
    subtitle: 'Measured outcomes our clients saw after launch.',
    // The six Project Results figures, with our labels.
    items: [
      { value: '40%', label: 'Average increase in conversion rate' },
      { value: '65%', label: 'Faster page load times' },
      { value: '3.2x', label: 'Return on investment in the first year' },
      { value: '85%', label: 'Growth in organic search traffic' },
      { value: '50k+', label: 'App downloads in the first quarter' },
      { value: '98%', label: 'Clients who would recommend us' },
    ],
  },
  callToAction: {
    title: 'Have a project in mind?',
    text: 'Let us turn your idea into the next success story in this portfolio.',
    label: 'Start Your Project',
    to: '/contact',
  },
}
