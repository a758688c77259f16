import { Link } from 'react-router'
import type { PortalLanguage } from '~/components/admin/editor-language'
import { Badge } from '~/components/ui/badge'
import { editorPathOf } from '~/core/revisions'
import type { TranslationStatus } from '../api'

const STATE_LABELS: Record<TranslationStatus['state'], string> = {
  missing: 'Missing',
  outdated: 'Outdated',
  done: 'Done',
}

const STATE_VARIANTS = {
  missing: 'destructive',
  outdated: 'secondary',
  done: 'outline',
} as const

/** A record's path under /api in a language: the editor opens in it (`portfolio/1@de`). */
const resourceOf = ({ type, _id, lang }: TranslationStatus) =>
  `${type}${_id ? `/${_id}` : ''}@${lang}`

/**
 * The Translations screen (docs/languages.md): every translatable record in each language but
 * the default, with its state — missing (never translated), outdated (its default-language text
 * changed since) or done — the ones to do first, each a link to its editor in that language.
 */
export function TranslationsScreen({
  items,
  languages,
  kindOf,
}: {
  items: TranslationStatus[]
  languages: PortalLanguage[]
  /** What a record of a kind is called: 'Portfolio item', 'Page'. */
  kindOf: (type: string) => string
}) {
  const order = { missing: 0, outdated: 1, done: 2 }
  const nameOf = (code: string) => languages.find((l) => l.code === code)?.name ?? code
  const translated = languages.filter((l) => !l.default)
  return (
    <section className="bg-card mx-auto w-full max-w-4xl rounded-xl border p-5 shadow-sm md:p-8">
      <div className="mb-6 flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Translations</h2>
        <p className="text-muted-foreground text-sm">
          Each page and record in each of the site’s other languages. A text not translated shows in{' '}
          {languages.find((l) => l.default)?.name ?? 'the default language'} until it is.
        </p>
      </div>
      {translated.length === 0 ? (
        <p className="text-muted-foreground">
          The site is in one language. Set SITE_LANGUAGES (for example en,de) to translate it.
        </p>
      ) : (
        translated.map((language) => {
          const rows = items
            .filter((item) => item.lang === language.code)
            .sort((a, b) => order[a.state] - order[b.state])
          const count = (state: TranslationStatus['state']) =>
            rows.filter((r) => r.state === state).length
          return (
            <section
              key={language.code}
              className="mb-8 flex flex-col gap-3"
              aria-labelledby={`lang-${language.code}`}
            >
              <h3 id={`lang-${language.code}`} className="font-semibold">
                {nameOf(language.code)}{' '}
                <span className="text-muted-foreground text-sm font-normal">
                  {count('done')} done, {count('outdated')} outdated, {count('missing')} missing
                </span>
              </h3>
              <ul className="divide-y rounded-lg border">
                {rows.map((row) => (
                  <li
                    key={`${row.type}/${row._id}`}
                    className="flex flex-wrap items-center justify-between gap-3 p-3"
                  >
                    <div className="flex min-w-0 flex-col">
                      <Link
                        to={editorPathOf(resourceOf(row))}
                        className="font-medium break-words underline-offset-4 hover:underline"
                      >
                        <bdi>{row.title}</bdi>
                      </Link>
                      <span className="text-muted-foreground text-xs">{kindOf(row.type)}</span>
                    </div>
                    <Badge variant={STATE_VARIANTS[row.state]}>{STATE_LABELS[row.state]}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </section>
  )
}
