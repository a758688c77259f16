import { PageHero } from '~/components/site/page-hero'
import { siteMeta, useSiteData, useT } from '~/components/site/site-data'
import { useLocalize } from '~/components/site/site-link'
import { SiteIcon } from '~/components/ui/site-icon'
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
  const localize = useLocalize()
  const { query, results } = loaderData
  return (
    <>
      <PageHero title={t('search.title')} intro={t('search.intro')}>
        {/* The page's own box: its main content, so no second search landmark. */}
        <form action={localize('/search')} className="flex w-full max-w-xl items-center gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t('search.placeholder')}
            maxLength={200}
            className="border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring h-12 min-w-0 flex-1 rounded-lg border px-3 text-base focus-visible:ring-2 focus-visible:outline-none"
          />
          <button
            type="submit"
            className="bg-primary text-primary-foreground focus-visible:ring-ring inline-flex h-12 shrink-0 items-center gap-2 rounded-lg px-5 font-medium focus-visible:ring-2 focus-visible:outline-none"
          >
            <SiteIcon name="search" className="size-5" />
            {t('search.submit')}
          </button>
        </form>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
        <SearchResults query={query} results={results} t={t} messages={messages} />
      </div>
    </>
  )
}
