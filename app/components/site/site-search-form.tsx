import { SiteIcon } from '~/components/ui/site-icon'
import { useLocalize } from './site-link'
import { useT } from './site-data'

/**
 * The header's search box (ADR 090): a plain GET form to /search in the page's language, so it
 * works without JavaScript and adds none of its own. Kept small: every public page carries it.
 */
export function SiteSearchForm() {
  const t = useT()
  return (
    <form
      role="search"
      action={useLocalize()('/search')}
      className="hidden items-center gap-1 lg:flex"
    >
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        maxLength={200}
        className="border-input bg-background/80 placeholder:text-muted-foreground focus-visible:ring-ring h-9 w-40 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none xl:w-52"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="hover:bg-muted/70 focus-visible:ring-ring inline-flex size-9 items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none"
      >
        <SiteIcon name="search" className="size-5" />
      </button>
    </form>
  )
}
