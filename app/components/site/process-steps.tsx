import type { ProcessStep } from '~/copy/documents'
import { SiteIcon } from '~/components/ui/site-icon'

/** The five-step process, each with its four bullets. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="bg-card/80 relative flex flex-col gap-3 rounded-2xl border p-6 shadow-sm backdrop-blur"
        >
          <span className="from-primary to-accent grid size-10 place-items-center rounded-full bg-linear-to-br font-bold text-white">
            {i + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-muted-foreground text-sm leading-relaxed">{step.description}</p>
          <ul className="mt-auto flex flex-col gap-2 pt-2">
            {step.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2 text-sm">
                <SiteIcon name="check" className="text-primary mt-0.5 size-4 shrink-0" />
                {bullet}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
