import type { Testimonial } from '~/copy/documents'

/** A quote with its author (the home page's; a composed page's, which names no company). */
export function TestimonialCard({
  testimonial,
}: {
  testimonial: Omit<Testimonial, 'company'> & { company?: string }
}) {
  const initials = testimonial.author
    .split(' ')
    .map((part) => part[0])
    .join('')
  return (
    <figure className="bg-card/80 flex h-full flex-col gap-6 rounded-2xl border p-7 shadow-sm backdrop-blur">
      <svg viewBox="0 0 32 24" className="text-primary/30 h-6 w-8" aria-hidden>
        <path
          fill="currentColor"
          d="M0 24V14C0 6 4 1.3 12 0l1.4 3.2C8.8 4.6 6.6 7.4 6.4 11H12v13H0Zm19 0V14c0-8 4-12.7 12-14l1 3.2c-4.6 1.4-6.8 4.2-7 7.8H31v13H19Z"
        />
      </svg>
      <blockquote className="flex-1 leading-relaxed">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden
          className="from-primary to-accent grid size-11 place-items-center rounded-full bg-linear-to-br text-sm font-bold text-white"
        >
          {initials}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{testimonial.author}</span>
          <span className="text-muted-foreground">
            {testimonial.company ? `${testimonial.role}, ${testimonial.company}` : testimonial.role}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
