import { SiteLink as Link } from '~/components/site/site-link'
import type { ServiceDetail } from '~/copy/documents'
import { CallToAction } from './call-to-action'
import { IconCard } from './icon-card'
import { PageHero } from './page-hero'
import { SectionHeading } from './section-heading'
import { SiteIcon } from '~/components/ui/site-icon'
import { useT } from './site-data'

export interface ServiceHero {
  eyebrow: string
  title: string
  intro: string
}

/** Opens the contact form with the service as its subject, as Careers' Apply Now does. */
export const contactAbout = (subject: string) => `/contact?${new URLSearchParams({ subject })}`

/**
 * A service's page: what we offer and what you receive. A service of the catalogue shows its
 * own title and text over the offerings of the service page that covers it, and a link there.
 */
export function ServiceDetailView({
  detail,
  hero = detail,
  area,
}: {
  detail: ServiceDetail
  hero?: ServiceHero
  /** The covering service page, for a catalogue service. */
  area?: { title: string; to: string }
}) {
  const t = useT()
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        {area && (
          <Link
            to={area.to}
            className="text-primary font-semibold underline-offset-4 hover:underline"
          >
            {t('service.partOf', { area: area.title })}
          </Link>
        )}
      </PageHero>
      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading title={t('service.offer')} />
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {detail.offerings.map((o) => (
              <IconCard key={o.title} title={o.title} description={o.description} />
            ))}
          </div>
        </div>
      </section>
      <section className="px-4 py-16 sm:px-6">
        <div className="bg-card/80 mx-auto max-w-4xl rounded-3xl border p-8 shadow-sm backdrop-blur md:p-12">
          <SectionHeading title={t('service.receive')} align="left" className="mb-8" />
          <ul className="grid gap-4 sm:grid-cols-2">
            {detail.deliverables.map((d) => (
              <li key={d} className="flex gap-3">
                <SiteIcon name="circle-check" className="text-primary mt-0.5 size-5 shrink-0" />
                {d}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction
        copy={{
          title: t('service.ctaTitle'),
          text: t('service.ctaText'),
          label: t('service.ctaLabel'),
          to: contactAbout(hero.title),
        }}
      />
    </>
  )
}
