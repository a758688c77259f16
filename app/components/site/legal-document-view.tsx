import type { LegalDocument } from '~/content/legal'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <article className="px-4 pt-32 pb-24 sm:px-6 md:pt-40">
      <div className="bg-card/80 mx-auto max-w-3xl rounded-3xl border p-8 shadow-sm backdrop-blur md:p-12">
        <h1 className="text-4xl font-extrabold tracking-tight">{doc.title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Last updated{' '}
          <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
        </p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 32)} className="text-foreground/85 mt-3 leading-relaxed">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  )
}
