import { TestimonialCard } from '~/components/site/testimonial-card'
import type { PublicSection } from '../../public-page'
import { SectionBand } from './section-band'

/** Quotes from clients, as the home page shows them. */
export function TestimonialsSection({
  section,
}: {
  section: Extract<PublicSection, { type: 'testimonials' }>
}) {
  return (
    <SectionBand>
      <div className="grid gap-6 md:grid-cols-3">
        {section.items.map((item, i) => (
          <TestimonialCard
            key={`${item.name}-${i}`}
            testimonial={{ quote: item.quote, author: item.name, role: item.role }}
          />
        ))}
      </div>
    </SectionBand>
  )
}
