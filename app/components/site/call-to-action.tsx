import { SiteLink as Link } from '~/components/site/site-link'
import { clsx as cn } from 'clsx'
import { SiteIcon } from '~/components/ui/site-icon'

export interface CallToActionCopy {
  title: string
  text: string
  label: string
  to: string
}

/** The closing band of a page: a heading, a line of text and one button. */
export function CallToAction({ copy }: { copy: CallToActionCopy }) {
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="shadow-primary/25 relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-[oklch(0.5_0.2_275)] to-[oklch(0.42_0.2_300)] px-6 py-14 text-center text-white shadow-2xl md:px-16 md:py-20">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-28 -left-20 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <h2 className="relative text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {copy.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/90">{copy.text}</p>
        <Link
          to={copy.to}
          className={cn(
            'relative mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-[oklch(0.35_0.2_275)] shadow-lg transition-transform hover:-translate-y-0.5',
            'focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-[oklch(0.5_0.2_275)] focus-visible:outline-none',
          )}
        >
          {copy.label}
          <SiteIcon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </section>
  )
}
