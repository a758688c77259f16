import type { ContactContent } from '~/copy/documents'
import { InfoCard } from './info-card'
import { SiteIcon } from '~/components/ui/site-icon'
import { useT } from '~/components/site/site-data'

interface ContactInfo {
  address: string
  phone: string
  email: string
  businessHours: string
}

const linkClass =
  'text-foreground hover:text-primary focus-visible:ring-ring rounded font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none'

/** The office, email and phone cards, from the contact-details record the admin edits. */
export function ContactInfoCards({
  contact,
  copy,
}: {
  contact: ContactInfo
  copy: ContactContent['cards']
}) {
  const t = useT()
  const hours = contact.businessHours && (
    <p className="inline-flex items-center gap-1.5 text-sm">
      <SiteIcon name="clock" className="size-4" />
      <span>
        {copy.hours}: {contact.businessHours}
      </span>
    </p>
  )
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <InfoCard icon={<SiteIcon name="map-pin" className="size-6" />} title={copy.location}>
        <address className="not-italic">{contact.address}</address>
        {hours}
      </InfoCard>
      <InfoCard icon={<SiteIcon name="mail" className="size-6" />} title={copy.email}>
        <a className={linkClass} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
        <p className="text-sm">{t('contact.replyTime')}</p>
      </InfoCard>
      <InfoCard icon={<SiteIcon name="phone" className="size-6" />} title={copy.phone}>
        <a className={linkClass} href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
          {contact.phone}
        </a>
        {hours}
      </InfoCard>
    </ul>
  )
}
