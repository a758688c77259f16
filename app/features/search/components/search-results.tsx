import { Link } from 'react-router'
import type { Translate } from '~/i18n/messages'

export interface SearchResultView {
  type: string
  title: string
  url: string
  /** Safe HTML made by the server (features/search/text.ts `safeSnippet`): only `<mark>`. */
  snippet: string
}

/** What a result is called on the page: the language's word for its type, else the type. */
function typeLabel(t: Translate, messages: Record<string, string>, type: string) {
  const key = `search.type.${type}`
  return key in messages ? t(key as Parameters<Translate>[0]) : type
}

/** The search page's results (ADR 090): each its type, its title as a link, and its snippet. */
export function SearchResults({
  query,
  results,
  t,
  messages,
}: {
  query: string
  results: SearchResultView[]
  t: Translate
  messages: Record<string, string>
}) {
  if (!query) return null
  if (results.length === 0) {
    return (
      <p role="status" className="text-muted-foreground text-center text-lg">
        {t('search.noResults', { query })}
      </p>
    )
  }
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-2xl font-bold tracking-tight">
        {t('search.resultsFor', { query })}
      </h2>
      <p role="status" className="text-muted-foreground mt-1">
        {t('search.count', { count: results.length })}
      </p>
      <ol className="mt-8 flex flex-col gap-6">
        {results.map((result) => (
          <li key={result.url + result.title} className="border-border rounded-2xl border p-5">
            <p className="text-primary text-sm font-semibold">
              {typeLabel(t, messages, result.type)}
            </p>
            <h3 className="mt-1 text-xl font-bold">
              <Link
                to={result.url}
                className="focus-visible:ring-ring rounded underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none"
              >
                {result.title}
              </Link>
            </h3>
            {result.snippet && (
              <p
                className="text-muted-foreground mt-2 leading-relaxed"
                dangerouslySetInnerHTML={{ __html: result.snippet }}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
