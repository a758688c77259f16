import { createContext, useContext } from 'react'
import { Link } from 'react-router'
import { cn } from '~/lib/cn'
import { apiRequest } from '~/lib/api-client'

/**
 * An editor in a language other than the site's default (ADR 080): the portal stays English,
 * the record is shown in the language being translated, with the default language's text beside
 * each translated field; the fields every language shares (pictures, prices, links, dates) are
 * read-only there and changed in the default language.
 */
export interface EditorTranslation {
  /** The language being edited: `de`. */
  lang: string
  /** Its name in English: 'German'. */
  name: string
  /** The default language's name: 'English'. */
  defaultName: string
  /** The record in the default language (its form's values, by field). */
  original: Record<string, unknown>
  /** The fields a translation holds (the kind's `translate`). */
  fields: readonly string[]
}

export interface PortalLanguage {
  code: string
  name: string
  dir: 'ltr' | 'rtl'
  default: boolean
}

let languages: Promise<PortalLanguage[]> | undefined

/** The site's languages (`GET /api/languages`), asked once per visit of the portal. */
export function siteLanguagesForPortal(): Promise<PortalLanguage[]> {
  languages ??= apiRequest<PortalLanguage[]>('/api/languages').catch((error: unknown) => {
    languages = undefined
    throw error
  })
  return languages
}

/** The language a portal address asks for (`?lang=de`), if it is one of the site's but the default. */
export function requestedTranslation(
  url: string,
  all: PortalLanguage[],
): PortalLanguage | undefined {
  const asked = new URL(url).searchParams.get('lang')?.toLowerCase()
  return all.find((l) => !l.default && l.code.toLowerCase() === asked)
}

/** `portfolio/1` in German is `portfolio/1@de`: its drafts, history and schedule are its own. */
export const resourceIn = (resource: string, translation: EditorTranslation | null | undefined) =>
  translation ? `${resource}@${translation.lang}` : resource

const TranslationContext = createContext<EditorTranslation | null>(null)

export const TranslationProvider = TranslationContext.Provider

export const useEditorTranslation = () => useContext(TranslationContext)

/** The value at a form path (`hero.tagline`, `stats.0.value`). */
export function valueAt(document: unknown, path: string): unknown {
  let value = document
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[step]
  }
  return value
}

/** How a value of the default language reads beside its field: lists joined with commas. */
export function originalText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'string' ? value : ''
}

/**
 * The editor's languages, as links to the same editor in each (`?lang=de`), the current one
 * marked. Nothing on a site in one language.
 */
export function EditorLanguages({
  languages: all,
  current,
  path,
}: {
  languages: PortalLanguage[]
  /** The language being edited; undefined for the default. */
  current: string | undefined
  /** The editor's address without its query. */
  path: string
}) {
  if (all.length < 2) return null
  return (
    <nav aria-label="Language of the content" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Language:</span>
      {all.map((language) => {
        const isCurrent = language.default ? !current : language.code === current
        return (
          <Link
            key={language.code}
            to={language.default ? path : `${path}?lang=${encodeURIComponent(language.code)}`}
            aria-current={isCurrent ? 'page' : undefined}
            className={cn(
              'rounded-md border px-2.5 py-1',
              isCurrent ? 'bg-primary text-primary-foreground border-primary' : 'hover:bg-muted',
            )}
          >
            {language.name}
            {language.default ? ' (default)' : ''}
          </Link>
        )
      })}
    </nav>
  )
}

/** What an editor in another language says first: which language, and what follows the default. */
export function TranslationNotice({ translation }: { translation: EditorTranslation }) {
  return (
    <p className="bg-muted/60 rounded-lg border p-3 text-sm" role="note">
      You are translating into {translation.name}. The {translation.defaultName} text is shown under
      each field; a field left as it is keeps following the {translation.defaultName} text.
      Pictures, links, prices and dates are shared by every language: change them in{' '}
      {translation.defaultName}.
    </p>
  )
}
