import { useT } from './site-data'

/** The revision's day, as the page's language writes a date (`November 27, 2026`, `27. November 2026`). */
const formatDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))

export interface LegalDocumentPage {
  title: string
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string
  /** The text as safe HTML: rendered from Markdown on the server, raw HTML escaped. */
  html: string
}

export function LegalDocumentView({ doc }: { doc: LegalDocumentPage }) {
  const t = useT()
  return (
    <article className="px-4 pt-32 pb-24 sm:px-6 md:pt-40">
      <div className="bg-card/80 mx-auto max-w-3xl rounded-3xl border p-8 shadow-sm backdrop-blur md:p-12">
        <h1 className="text-4xl font-extrabold tracking-tight">{doc.title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          {t('legal.lastUpdated')}{' '}
          <time dateTime={doc.updated}>{formatDay(doc.updated, t('intl.locale'))}</time>
        </p>
        {/* Safe by construction: markdown-it with HTML off and dangerous links refused. */}
        <div className="prose-text" dangerouslySetInnerHTML={{ __html: doc.html }} />
      </div>
    </article>
  )
}
