import { clsx as cn } from 'clsx'
import { useSiteData, useT } from './site-data'

/**
 * The header's language switch (ADR 078): a link to this same page in each other language of
 * the site, so it works before and without JavaScript and a keyboard reaches it like any link.
 * Each link is marked in its own language (`lang`, `hreflang`), the page's own as current. The
 * links load the whole document: a page in another language has other fixed texts and another
 * direction, which only a new document gives (`<html lang dir>`).
 */
export function LanguageSwitcher() {
  const { alternates } = useSiteData()
  const t = useT()
  if (alternates.length < 2) return null
  return (
    <nav aria-label={t('language.switcher')}>
      <ul className="flex items-center gap-0.5 text-sm font-medium">
        {alternates.map((a) => (
          <li key={a.code}>
            <a
              href={a.href}
              hrefLang={a.code}
              lang={a.code}
              dir={a.dir}
              aria-current={a.current ? 'page' : undefined}
              className={cn(
                'focus-visible:ring-ring inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 uppercase focus-visible:ring-2 focus-visible:outline-none',
                a.current
                  ? 'text-primary underline underline-offset-4'
                  : 'text-foreground/80 hover:text-foreground hover:bg-muted/70',
              )}
            >
              <span aria-hidden="true">{a.code.split('-')[0]}</span>
              <span className="sr-only">{a.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
