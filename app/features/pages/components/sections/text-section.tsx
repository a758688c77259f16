import type { PublicSection } from '../../public-page'

/** Markdown, as a post's body reads (the same renderer, sanitised on the server; ADR 089). */
export function TextSection({ section }: { section: Extract<PublicSection, { type: 'text' }> }) {
  return (
    <section className="px-4 py-12 sm:px-6">
      <div
        className="prose-text mx-auto max-w-3xl"
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
    </section>
  )
}
