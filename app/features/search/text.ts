import { typedQuery } from '~/lib/text'
/**
 * The text side of site search (ADR 090), shared by the index and the query: plain text from
 * what editors write, a visitor's query as words the engines cannot misread, and snippets that
 * are safe HTML with only `<mark>` in them.
 */

/** The longest query taken: more is cut, never refused (a pasted paragraph still searches). */
export const MAX_QUERY_CHARS = 200
/** The words of a query that are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8
/** A word longer than this is cut (no real word is; a 10 kB "word" costs nothing). */
const MAX_WORD_CHARS = 40

/**
 * Where a snippet's match starts and ends, as the engines are asked to mark it: two characters
 * of Unicode's private use area, which `searchableText` removes from every indexed text, so
 * after escaping the snippet these two, and only these, become `<mark>` and `</mark>`.
 */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

// Control characters (but tab and newlines, which Markdown's lines need) and our two markers
// never reach the index.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uE000\uE001]/g

/** A query as it is searched: trimmed, one space between words, at most 200 characters. */
export const normaliseQuery = (raw: string): string => typedQuery(raw, MAX_QUERY_CHARS, UNWANTED)

/**
 * The words of a query: runs of letters and digits, lower-cased. Everything else — quotes, `*`,
 * `:`, `-`, `&`, `|`, `!`, parentheses, backslashes — is a separator, so FTS5's and tsquery's
 * operators cannot reach the engines; `NEAR`, `OR` and `AND` are searched as the words they are.
 */
export function searchTerms(raw: string): string[] {
  const words =
    normaliseQuery(raw)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_CHARS)))].slice(0, MAX_QUERY_WORDS)
}

/** FTS5: every word, quoted, as a prefix (`"caf"*` finds "Café"); all must match. */
export const fts5Query = (terms: readonly string[]) => terms.map((t) => `"${t}"*`).join(' ')

/** tsquery: every word quoted, as a prefix, joined by AND (stemmed by the row's configuration). */
export const tsQuery = (terms: readonly string[]) => terms.map((t) => `'${t}':*`).join(' & ')

/**
 * Text as it is indexed and quoted: Markdown's marks and HTML tags taken out (a link keeps its
 * words, a picture its alt text), no control characters, one space between words.
 */
export function searchableText(text: string): string {
  return (
    text
      .replace(UNWANTED, ' ')
      .replace(/```[^\n]*\n?/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, ' ')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`~|]+/g, ' ')
      // A table's rule or a thematic break (`| --- | :---: |`, `***`) is no word.
      .replace(/(^|\s):?-{3,}:?(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** An engine's snippet as safe HTML: everything escaped, then the engine's marks made `<mark>`. */
export function safeSnippet(raw: string): string {
  const html = raw.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
  // A mark the engine left open (a cut snippet) is closed, so the HTML stays balanced.
  let open = false
  let out = ''
  for (const char of html) {
    if (char === MARK_START) {
      if (!open) out += '<mark>'
      open = true
    } else if (char === MARK_END) {
      if (open) out += '</mark>'
      open = false
    } else out += char
  }
  return open ? out + '</mark>' : out
}

/** PostgreSQL's stock text search configuration for a language, `simple` for the others. */
const CONFIGS: Record<string, string> = {
  ar: 'arabic',
  da: 'danish',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  nl: 'dutch',
  no: 'norwegian',
  nb: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
}

/**
 * The configuration a language's texts are indexed and searched with: the migration's copy of
 * the stock one, which ignores accents (db/migrations/024-site-search.ts).
 */
export const textSearchConfig = (code: string) =>
  `search_${CONFIGS[code.split('-')[0]!.toLowerCase()] ?? 'simple'}`
