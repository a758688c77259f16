/** The icons content may name: the design system's registry, drawn by CSS (see there). */
export { siteIconNames, type SiteIconName } from '~/lib/site-icons'
