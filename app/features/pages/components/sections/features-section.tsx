import { IconCard } from '~/components/site/icon-card'
import type { PublicSection } from '../../public-page'
import { SectionBand } from './section-band'

/** A heading over cards, as the home page's services: each a title and its text. */
export function FeaturesSection({
  section,
}: {
  section: Extract<PublicSection, { type: 'features' }>
}) {
  return (
    <SectionBand heading={section.heading}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item, i) => (
          <IconCard key={`${item.title}-${i}`} title={item.title} description={item.text} />
        ))}
      </div>
    </SectionBand>
  )
}
