import { SiteIcon } from '~/components/ui/site-icon'
import type { IconCardCopy } from '~/copy/documents'

/** Discover, Design, Deliver: numbered steps joined by a line on wide screens. */
export function ApproachSteps({ steps }: { steps: readonly IconCardCopy[] }) {
  return (
    <ol className="relative grid gap-6 md:grid-cols-3">
      <li
        aria-hidden
        className="via-primary/40 absolute top-10 right-[16%] left-[16%] hidden h-px bg-linear-to-r from-transparent to-transparent md:block"
      />
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col items-center gap-4 text-center">
          <span className="bg-card relative grid size-20 place-items-center rounded-2xl border shadow-lg">
            <SiteIcon name={step.icon} className="text-primary size-8" />
            <span className="bg-primary text-primary-foreground absolute -end-2 -top-2 grid size-7 place-items-center rounded-full text-xs font-bold">
              {i + 1}
            </span>
          </span>
          <h3 className="text-xl font-semibold">{step.title}</h3>
          <p className="text-muted-foreground max-w-sm leading-relaxed">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
