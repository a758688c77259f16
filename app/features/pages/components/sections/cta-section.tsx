import { CallToAction } from '~/components/site/call-to-action'
import type { PublicSection } from '../../public-page'

/** The closing band every built-in page ends with. */
export function CtaSection({ section }: { section: Extract<PublicSection, { type: 'cta' }> }) {
  return (
    <CallToAction
      copy={{
        title: section.heading,
        text: section.text,
        label: section.button.label,
        to: section.button.href,
      }}
    />
  )
}
