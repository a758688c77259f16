import type { ReactNode } from 'react'
import { PAGE_FORM_ANCHOR } from '../../public-page'

/**
 * The contact page's form box under the section's heading. The form posts to this page and
 * comes back to the box's anchor, so a post made without JavaScript opens at its outcome.
 */
export function ContactFormSection({ heading, form }: { heading: string; form: ReactNode }) {
  return (
    <section aria-labelledby={`${PAGE_FORM_ANCHOR}-heading`} className="px-4 py-16 sm:px-6">
      <div
        id={PAGE_FORM_ANCHOR}
        className="bg-card/80 mx-auto max-w-3xl scroll-mt-24 rounded-3xl border p-6 shadow-sm backdrop-blur md:p-10"
      >
        <h2 id={`${PAGE_FORM_ANCHOR}-heading`} className="mb-8 text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        {form}
      </div>
    </section>
  )
}
