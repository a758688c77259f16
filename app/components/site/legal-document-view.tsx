const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

export interface LegalDocumentPage {
  title: string
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string
  /** The text as safe HTML: rendered from Markdown on the server, raw HTML escaped. */
  html: string
}

export function LegalDocumentView({ doc }: { doc: LegalDocumentPage }) {
  return (
    <article className="px-4 pt-32 pb-24 sm:px-6 md:pt-40">
      <div className="bg-card/80 mx-auto max-w-3xl rounded-3xl border p-8 shadow-sm backdrop-blur md:p-12">
        <h1 className="text-4xl font-extrabold tracking-tight">{doc.title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Last updated{' '}
          <time dateTime={doc.updated}>{dateFormat.format(new Date(doc.updated))}</time>
        </p>
        {/* Safe by construction: markdown-it with HTML off and dangerous links refused. */}
        <div className="prose-text" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </div>
    </article>
  )
}
