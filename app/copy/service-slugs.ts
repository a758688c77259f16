/** The service pages of the services copy, /services/{slug} (docs/product.md §Services). */
export const serviceSlugs = [
  'web-development',
  'app-development',
  'seo',
  'design',
  'cyber-security',
] as const
