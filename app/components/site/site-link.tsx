import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router'
import { localizedPath } from '~/i18n/languages'
import { useSiteData } from './site-data'

/** A path of the site in the page's language: `/services` → `/de/services` on a German page. */
export function useLocalize(): (to: string) => string {
  const { language } = useSiteData()
  return (to) => localizedPath(to, language)
}

/**
 * A link inside the public site: its path is taken to the page's language, so a German page's
 * links stay German (ADR 078). Links that leave the site are left as they are.
 */
export function SiteLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  return <Link to={useLocalize()(to)} {...props} />
}

/** `SiteLink` for menus: it knows whether it leads to the page shown. */
export function SiteNavLink({ to, ...props }: Omit<NavLinkProps, 'to'> & { to: string }) {
  return <NavLink to={useLocalize()(to)} {...props} />
}
