// A module of its own, apart from the brand's texts in ./site.ts that every public page's
// script holds: the portal's link fields read these lists too (issue #40), and in one module a
// public page would carry them as well.

/**
 * Pages of the site that show no content of their own, kept out of the sitemap: the search
 * (ADR 090). Menus may link to them.
 */
export const utilityPaths: readonly string[] = ['/search']

/** Every public page, for the sitemap (and the tests that visit them all). */
export const publicPaths: readonly string[] = [
  '/',
  '/services',
  '/services/web-development',
  '/services/app-development',
  '/services/seo',
  '/services/design',
  '/services/cyber-security',
  '/portfolio',
  '/products',
  '/blog',
  '/company',
  '/company/team',
  '/company/careers',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
]
