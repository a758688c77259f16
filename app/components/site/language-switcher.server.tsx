import { clsx as cn } from 'clsx'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageAlternate } from '~/i18n/languages'

/**
 * The header's language switch (ADR 078): a link to this same page in each other language of
 * the site, so it works without JavaScript and a keyboard reaches it like any link. Each link is
 * marked in its own language (`lang`, `hreflang`), the page's own as current. The links load the
 * whole document: a page in another language has other fixed texts and another direction, which
 * only a new document gives (`<html lang dir>`).
 *
 * It has no behaviour, so the server makes its markup and the header places it as it is: no page
 * carries its code (the JavaScript budget, ADR 019). A site in one language has none.
 */
export function languageSwitcherMarkup(alternates: PageAlternate[]): string | null {
  if (alternates.length < 2) return null
  return renderToStaticMarkup(
    <ul className="flex items-center">
      {alternates.map((a) => (
        <li key={a.code}>
          <a
            href={a.href}
            hrefLang={a.code}
            lang={a.code}
            aria-current={a.current ? 'page' : undefined}
            // The header menu's look.
            className={cn(
              'focus-visible:ring-ring relative rounded-lg px-3 py-2 text-sm font-medium uppercase transition-colors focus-visible:ring-2 focus-visible:outline-none',
              a.current
                ? 'text-primary'
                : 'text-foreground/80 hover:text-foreground hover:bg-muted/70',
            )}
          >
            <span aria-hidden="true">{a.code.split('-')[0]}</span>
            <span className="sr-only">{a.name}</span>
          </a>
        </li>
      ))}
    </ul>,
  )
}
