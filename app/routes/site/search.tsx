import { PageHero } from '~/components/site/page-hero'
import { siteMeta, useSiteData, useT } from '~/components/site/site-data'
import { SiteSearchForm } from '~/components/site/site-search-form'
import { SearchResults } from '~/features/search/components/search-results'
import { normaliseQuery } from '~/features/search/text'
import { languageOfRequest } from '~/features/site-copy/service.server'
import { pageTranslator } from '~/i18n/page-language.server'
import { createSearchIndex } from '~/search.server'
import type { Route } from './+types/search'

/**
 * `q` is read from the URL: each query is a page of its own in the page cache, kept until any
 * searched content changes (the search records what it read; ADR 085, 090).
 */
export const handle = { query: ['q'] }

/** /search?q= (docs/product.md §Search): the site's search, server-rendered, no script needed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = normaliseQuery(new URL(request.url).searchParams.get('q') ?? '')
  const language = languageOfRequest(context, request)
  const results = query ? await createSearchIndex(context).search(query, language.code) : []
  const t = pageTranslator(context, params.lang)
  return {
    seo: {
      title: query ? t('search.resultsFor', { query }) : t('search.title'),
      description: t('search.intro'),
    },
    query,
    results,
  }
}

export const meta: Route.MetaFunction = (args) => [
  ...siteMeta(args, args.data?.seo),
  // A page of results is for visitors, not for search engines.
  { name: 'robots', content: 'noindex' },
]

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { messages } = useSiteData()
  const { query, results } = loaderData
  return (
    <>
      <PageHero title={t('search.title')} intro={t('search.intro')}>
        <SiteSearchForm id="search-page-q" query={query} large className="w-full max-w-xl" />
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        <SearchResults query={query} results={results} t={t} messages={messages} />
      </div>
    </>
  )
}
