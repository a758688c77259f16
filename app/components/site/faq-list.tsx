import { SiteIcon } from '~/components/ui/site-icon'

interface FaqEntry {
  id: string
  question: string
  answer: string
}

/**
 * Questions and answers in their order (the contact page's FAQs, a composed page's FAQ
 * section), as native disclosure widgets: keyboard-operable and readable
 * without JavaScript, at no script cost.
 */
export function FaqList({ faqs }: { faqs: readonly FaqEntry[] }) {
  return (
    <div className="flex flex-col gap-3">
      {faqs.map((faq) => (
        <details
          key={faq.id}
          data-testid="faq"
          className="group bg-card/80 rounded-2xl border shadow-sm backdrop-blur open:shadow-md"
        >
          <summary className="focus-visible:ring-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold focus-visible:ring-2 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            {faq.question}
            <SiteIcon
              name="chevron-down"
              className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="text-muted-foreground px-5 pb-5 leading-relaxed">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
