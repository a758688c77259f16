import { createColumnHelper, type DisplayColumnDef } from '@tanstack/react-table'
import { createContext, useContext, useMemo } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'

export type TranslationState = 'missing' | 'outdated' | 'done'

/** One record's state in one language, as a collection's list shows it. */
export interface RecordTranslationState {
  lang: string
  /** The language's name: 'German'. */
  name: string
  state: TranslationState
}

/** Each record's states, by id, in the site's other languages; empty on a site of one language. */
export type TranslationStates = ReadonlyMap<string, RecordTranslationState[]>

const StatesContext = createContext<{ states: TranslationStates; editPath: string } | null>(null)

/** Given by the collection list's route (app/routes/admin/collection-list.tsx). */
export const TranslationStatesProvider = StatesContext.Provider

const LABELS: Record<TranslationState, string> = {
  missing: 'missing',
  outdated: 'outdated',
  done: 'done',
}
const VARIANTS = { missing: 'destructive', outdated: 'secondary', done: 'outline' } as const

function StatesOf({ id }: { id: string }) {
  const context = useContext(StatesContext)
  const states = context?.states.get(id) ?? []
  return (
    <span className="flex flex-wrap gap-1">
      {states.map(({ lang, name, state }) => (
        <Link
          key={lang}
          to={`${context!.editPath}/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`}
          aria-label={`${name}: ${LABELS[state]}. Translate`}
          className="focus-visible:ring-ring rounded-full focus-visible:ring-2 focus-visible:outline-none"
        >
          <Badge variant={VARIANTS[state]}>
            {lang.toUpperCase()}: {LABELS[state]}
          </Badge>
        </Link>
      ))}
    </span>
  )
}

/**
 * A list's 'Translations' column (docs/languages.md): each record's state in the site's other
 * languages, each a link to its editor in that language. None on a site of one language.
 */
export function useTranslationColumns<T extends { _id: string }>(): DisplayColumnDef<T>[] {
  const shown = (useContext(StatesContext)?.states.size ?? 0) > 0
  return useMemo(
    () =>
      shown
        ? [
            createColumnHelper<T>().display({
              id: 'translations',
              header: 'Translations',
              cell: ({ row }) => <StatesOf id={row.original._id} />,
            }),
          ]
        : [],
    [shown],
  )
}
