import { SiteIcon } from '~/components/ui/site-icon'
import type { SiteIconName } from '~/copy/icons'
import { useT, type PublicContact } from './site-data'

type Network = keyof PublicContact['socialMedia']

const networks: { key: Network; label: string; icon: SiteIconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'brand-facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'brand-x' },
  { key: 'instagram', label: 'Instagram', icon: 'brand-instagram' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'brand-linkedin' },
]

/** The agency's social profiles from the contact record; a network without a URL is left out. */
export function SocialLinks({
  social,
  label,
}: {
  social: PublicContact['socialMedia'] | null
  label?: string
}) {
  const t = useT()
  const present = networks.filter((n) => social?.[n.key])
  if (present.length === 0) return null
  return (
    <ul aria-label={label ?? t('social.followUs')} className="flex gap-2">
      {present.map((n) => (
        <li key={n.key}>
          <a
            href={social![n.key]!}
            target="_blank"
            rel="noopener noreferrer"
            className="text-muted-foreground hover:text-primary hover:border-primary/40 focus-visible:ring-ring inline-flex size-10 items-center justify-center rounded-full border transition-colors focus-visible:ring-2 focus-visible:outline-none"
          >
            <SiteIcon name={n.icon} className="size-4" />
            <span className="sr-only">
              {n.label} {t('link.newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
