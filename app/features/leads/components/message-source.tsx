import type { MessageSource } from '../schemas'

/** Where the sender's visit came from (docs/product.md §Message view): landing page, referrer, campaign. */
export function MessageSourceDetails({
  source,
  lang = null,
  page = null,
}: {
  source: MessageSource | null
  /** The language of the page it was sent from (ADR 080); null before languages were kept. */
  lang?: string | null
  /** The composed page whose form sent it (issue #40); null for the contact page and the API. */
  page?: string | null
}) {
  const rows: [string, string | null][] = source
    ? [
        ['Landing page', source.landingPage],
        ['Referrer', source.referrer ?? '(direct)'],
        ['Campaign source', source.utmSource],
        ['Campaign medium', source.utmMedium],
        ['Campaign', source.utmCampaign],
      ]
    : []
  return (
    <section aria-labelledby="message-source-heading" className="text-sm">
      <h3 id="message-source-heading" className="mb-2 font-semibold">
        Source
      </h3>
      {page && (
        // The page the campaign's form is on: a link, so the team sees what the sender saw.
        <p className="mb-2">
          <span className="text-muted-foreground">Sent from </span>
          <a href={page} target="_blank" rel="noreferrer" className="break-all underline">
            <bdi>{page}</bdi>
          </a>
        </p>
      )}
      {lang && (
        <p className="mb-2">
          <span className="text-muted-foreground">Written in </span>
          {new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang}
        </p>
      )}
      {source ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="text-muted-foreground">No visit was counted for this message.</p>
      )}
    </section>
  )
}
