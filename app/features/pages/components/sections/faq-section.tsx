import { FaqList } from '~/components/site/faq-list'
import type { PublicSection } from '../../public-page'
import { SectionBand } from './section-band'

/** Questions and answers as the contact page's FAQs: native disclosures, no script. */
export function FaqSection({ section }: { section: Extract<PublicSection, { type: 'faq' }> }) {
  return (
    <SectionBand width="max-w-3xl">
      <FaqList faqs={section.items.map((item, i) => ({ id: String(i), ...item }))} />
    </SectionBand>
  )
}
