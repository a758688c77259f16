import { clsx as cn } from 'clsx'
import { SiteIcon } from '~/components/ui/site-icon'
import { useLocalize } from './site-link'
import { useT } from './site-data'

/**
 * The site's search box (ADR 090): a plain GET form to /search in the page's language, so it
 * works without JavaScript and adds none. `id` keeps two boxes on one page (the header's and
 * the search page's) apart for their labels; `large` is the search page's own.
 */
export function SiteSearchForm({
  id,
  query = '',
  large = false,
  className,
}: {
  id: string
  query?: string
  large?: boolean
  className?: string
}) {
  const t = useT()
  return (
    <form
      // The header's box is the page's search landmark; the search page's is its main content.
      role={large ? undefined : 'search'}
      method="get"
      action={useLocalize()('/search')}
      className={cn('flex items-center gap-2', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        maxLength={200}
        className={cn(
          'border-input bg-background/80 placeholder:text-muted-foreground focus-visible:ring-ring min-w-0 rounded-lg border px-3 focus-visible:ring-2 focus-visible:outline-none',
          large ? 'h-12 flex-1 text-base' : 'h-9 w-40 text-sm xl:w-52',
        )}
      />
      <button
        type="submit"
        aria-label={large ? undefined : t('search.submit')}
        className={cn(
          'focus-visible:ring-ring inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium focus-visible:ring-2 focus-visible:outline-none',
          large
            ? 'bg-primary text-primary-foreground h-12 px-5'
            : 'text-foreground/80 hover:text-foreground hover:bg-muted/70 size-9',
        )}
      >
        <SiteIcon name="search" className="size-5" />
        {large && t('search.submit')}
      </button>
    </form>
  )
}
