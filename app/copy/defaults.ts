import { blogDefaults } from './blog'
import { careersDefaults, companyDefaults, teamDefaults } from './company'
import { contactDefaults } from './contact'
import { homeDefaults } from './home'
import { legalDefaults } from './legal'
import { portfolioDefaults } from './portfolio'
import { productsDefaults } from './products'
import { servicesDefaults } from './services'
import { footerDefaults, headerDefaults } from './site'
import type { PageContent, SitePage } from './documents'

/**
 * Each page's starter copy: what the site shows until an editor saves the page, and what the
 * demo seed stores. Server-side only (its importers are *.server files), so none of it is in
 * the browser's JavaScript.
 */
export const pageDefaults: { [P in SitePage]: PageContent<P> } = {
  home: homeDefaults,
  services: servicesDefaults,
  company: companyDefaults,
  team: teamDefaults,
  careers: careersDefaults,
  portfolio: portfolioDefaults,
  products: productsDefaults,
  blog: blogDefaults,
  contact: contactDefaults,
  legal: legalDefaults,
  footer: footerDefaults,
  header: headerDefaults,
}
