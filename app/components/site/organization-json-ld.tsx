import { brand as starter } from '~/copy/site'
import { jsonLd } from '~/lib/seo'
import type { SiteData } from './site-data'

/** schema.org Organization with the contact details, for search engines. */
export function OrganizationJsonLd({ site }: { site: SiteData }) {
  const { contact } = site
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand.name,
    slogan: starter.tagline,
    url: site.origin + '/',
    logo: site.origin + (site.brand.logoUrl ?? '/brand/icon-512.png'),
    foundingDate: '2010',
    ...(contact && {
      email: contact.email,
      telephone: contact.phone,
      address: { '@type': 'PostalAddress', streetAddress: contact.address },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: contact.email,
        telephone: contact.phone,
      },
      sameAs: Object.values(contact.socialMedia).filter(Boolean),
    }),
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
}
