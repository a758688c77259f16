import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { PublicSection } from '../../public-page'

/** A picture beside a heading and Markdown (sanitised on the server, as a post's body). */
export function ImageTextSection({
  section,
}: {
  section: Extract<PublicSection, { type: 'imageText' }>
}) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <ResponsiveImage
          image={section.picture}
          alt={section.alt}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[3/2] w-full rounded-3xl border object-cover shadow-lg"
        />
        <div className="flex flex-col gap-4">
          <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {section.heading}
          </h2>
          <div className="prose-text" dangerouslySetInnerHTML={{ __html: section.html }} />
        </div>
      </div>
    </section>
  )
}
