import { renderToStaticMarkup } from 'react-dom/server'
import { SiteIcon } from '~/components/ui/site-icon'
import { localizedPath, type SiteLanguage } from '~/i18n/languages'
import type { Translate } from '~/i18n/messages'
import { menuIconButton } from './menu-styles'

/**
 * The header's search (ADR 090): from the `lg` width a plain GET form to /search in the page's
 * language, its box labelled; narrower, a link to the search page, whose own box is the page.
 * It works without JavaScript and has no behaviour, so, like the language switch, the server
 * makes its markup and the header places it as it is: no page carries its code (the JavaScript
 * budget, ADR 019).
 */
export function siteSearchMarkup(language: SiteLanguage, t: Translate): string {
  const action = localizedPath('/search', language)
  return renderToStaticMarkup(
    <>
      <form role="search" action={action} className="hidden items-center gap-1 lg:flex">
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
      <a href={action} aria-label={t('search.label')} className={`${menuIconButton} lg:hidden`}>
        <SiteIcon name="search" className="size-6" />
      </a>
    </>,
  )
}
