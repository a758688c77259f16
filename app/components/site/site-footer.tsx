import { SiteLink as Link } from '~/components/site/site-link'
import type { FooterContent } from '~/copy/documents'
import { SiteLogo } from './site-logo'
import { useSiteData, type PublicContact } from './site-data'
import { SocialLinks } from './social-links'
import { SiteIcon } from '~/components/ui/site-icon'

const linkClass =
  'text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded text-sm transition-colors focus-visible:ring-2 focus-visible:outline-none'

export function SiteFooter({
  footer,
  contact,
}: {
  footer: FooterContent
  contact: PublicContact | null
}) {
  const { brand } = useSiteData()
  return (
    <footer data-site-footer className="bg-card/60 border-t backdrop-blur">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <SiteLogo />
          <p className="text-muted-foreground max-w-sm text-sm leading-relaxed">{footer.tagline}</p>
          {contact && (
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <a href={`mailto:${contact.email}`} className={linkClass + ' inline-flex gap-2'}>
                  <SiteIcon name="mail" className="size-4 shrink-0 translate-y-0.5" />
                  {contact.email}
                </a>
              </li>
              <li>
                <a
                  href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                  className={linkClass + ' inline-flex gap-2'}
                >
                  <SiteIcon name="phone" className="size-4 shrink-0 translate-y-0.5" />
                  {contact.phone}
                </a>
              </li>
            </ul>
          )}
          <SocialLinks social={contact?.socialMedia ?? null} />
        </div>
        {footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-4 text-sm font-semibold">{group.title}</h2>
            <ul className="flex flex-col gap-2.5">
              {group.links.map((link) => (
                <li key={link.to + link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
