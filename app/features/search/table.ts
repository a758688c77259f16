/**
 * The row of `search_documents` (db/migrations/024-site-search.ts, ADR 090): one searchable
 * thing in one language, as plain text. Derived from the content, never exported.
 */
export interface SearchDocumentsTable {
  /** `{source}#{part}@{lang}`: unique, so a rebuild of one source replaces exactly its rows. */
  id: string
  /** What it was made from, as the page cache names it: `posts/{id}`, `content/services`. */
  source: string
  /** The language code (SITE_LANGUAGES) of its text. */
  lang: string
  /** PostgreSQL's text search configuration for that language (`search_english`, `search_german`, `search_simple`). */
  config: string
  /** What a result calls it: `post`, `project`, `service`, `product`, `page`. */
  type: string
  title: string
  body: string
  /** The page it is on, in its language (`/de/blog/…`). */
  url: string
}

declare module '~/lib/db-schema' {
  interface Database {
    search_documents: SearchDocumentsTable
  }
}
