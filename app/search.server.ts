import { serverCollections } from '~/collections.server'
import type { AnyServerCollection } from '~/core/collection.server'
import type { ContentVersion } from '~/core/content-version.server'
import { EVERYTHING, listKeyOf, recordRead } from '~/core/reads.server'
import type { SitePage } from '~/copy/documents'
import { pageSearch } from '~/copy/page-search'
import {
  forgetLanguagesBut,
  forgetSources,
  replaceSource,
  searchDocuments,
  type SearchDocument,
} from '~/features/search/queries.server'
import { safeSnippet, searchableText, searchTerms, textSearchConfig } from '~/features/search/text'
import { readPage } from '~/features/site-copy/service.server'
import { localizedPath, siteLanguages, type SiteLanguage } from '~/i18n/languages'
import { inTransaction, type DatabaseHandle, type Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { sql } from 'kysely'
import { documentIn, recordsIn } from './translations.server'

/**
 * Site search's index (ADR 090): what it holds is made from the declarations alone — every
 * collection that declares `search` and has a public page, every site page `pageSearch` lists
 * (app/copy/page-search.ts) — so no kind is named here. Each is indexed in every language of the site, through
 * the translation layer (a text not translated is searched in the default language's words),
 * and only as published: drafts and schedules live in their own tables, the trash in its own.
 *
 * It is kept current in the transaction of every publish (ContentVersion.whilePublishing), by
 * the keys the data layer records (ADR 085): `posts/{id}` re-indexes that post, `faqs/*` a whole
 * kind, `content/services` that page's copy, EVERYTHING all of it.
 */

/** The result contract (docs/api.md §Search): what a visitor is shown of one match. */
export interface SearchResult {
  type: string
  title: string
  url: string
  /** Safe HTML: the text around the match, escaped, the matched words in `<mark>`. */
  snippet: string
}

/** The most results a search answers. */
export const SEARCH_LIMIT = 20

interface IndexContext {
  database: DatabaseHandle
  logger: Logger
  env: { SITE_LANGUAGES: readonly string[] }
}

interface IndexLanguage extends SiteLanguage {
  config: string
}

const searchedCollections = (): AnyServerCollection[] =>
  serverCollections.filter(
    ({ collection }) => collection.search && (collection.pages?.record || collection.pages?.list),
  )

const searchedPages = (): SitePage[] => Object.keys(pageSearch) as SitePage[]

/** Fields of a nested value that are not words a reader sees: a section's kind, a link, a picture. */
const NOT_WORDS = new Set(['type', 'href', 'image'])

/**
 * A field's value as words: a text, a list of texts, or the texts inside a list of objects (a
 * composed page's sections); numbers, links and pictures are not searched.
 */
const wordsOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(wordsOf).filter(Boolean).join(', ')
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
            .filter(([key]) => !NOT_WORDS.has(key))
            .map(([, v]) => wordsOf(v))
            .filter(Boolean)
            .join('\n')
        : ''

/** A record as the index keeps it, in one language. */
function recordDocument(
  server: AnyServerCollection,
  record: Record<string, unknown>,
  language: SiteLanguage,
): SearchDocument | null {
  const { collection } = server
  const search = collection.search!
  const title = searchableText(wordsOf(record[search.title]))
  if (!title) return null
  const record_ = record as never
  const path = collection.pages?.record?.(record_) ?? collection.pages!.list!
  return {
    part: '',
    type: search.type,
    title,
    body: searchableText(search.body.map((field) => wordsOf(record[field])).join('\n')),
    url: localizedPath(path, language),
  }
}

export function createSearchIndex(ctx: IndexContext) {
  const { database, logger } = ctx
  const languages: IndexLanguage[] = siteLanguages(ctx.env.SITE_LANGUAGES).map((language) => ({
    ...language,
    config: textSearchConfig(language.code),
  }))

  /**
   * Re-reads one record in every language; a record no longer there, or no longer public, leaves
   * the index.
   */
  async function indexRecord(trx: Db, server: AnyServerCollection, id: string) {
    const source = `${server.collection.id}/${id}`
    const found = await server.service.get(trx, id).catch(() => undefined)
    // A record the public may not see (a draft post, ADR 093) is not found by search either.
    const record = found && (!server.isPublic || server.isPublic(found)) ? found : undefined
    for (const language of languages) {
      const document =
        record &&
        recordDocument(
          server,
          await documentIn(trx, { kind: server.collection.id, id }, record, language),
          language,
        )
      await replaceSource(trx, source, language, document ? [document] : [])
    }
  }

  /** Re-reads every published record of a kind. */
  async function indexCollection(trx: Db, server: AnyServerCollection) {
    const kind = server.collection.id
    await forgetSources(trx, `${kind}/`)
    const records = await (server.published ?? server.service.list)(trx)
    for (const language of languages) {
      for (const record of await recordsIn(trx, kind, records, language)) {
        const document = recordDocument(server, record, language)
        if (document) await replaceSource(trx, `${kind}/${record._id}`, language, [document])
      }
    }
  }

  /** Re-reads a site page's copy in every language. */
  async function indexPage(trx: Db, page: SitePage) {
    const search = pageSearch[page]
    if (!search) return
    const source = `content/${page}`
    const { content } = await readPage(trx, page, logger)
    for (const language of languages) {
      const copy = await documentIn(trx, { kind: 'content', id: page }, content, language)
      const documents = search(copy).flatMap((entry): SearchDocument[] => {
        const title = searchableText(entry.title)
        if (!title) return []
        return [
          {
            part: entry.part,
            type: entry.type,
            title,
            body: searchableText(entry.body.join('\n')),
            url: localizedPath(entry.url, language),
          },
        ]
      })
      await replaceSource(trx, source, language, documents)
    }
  }

  /** Everything again, in one transaction (a second rebuild waits for the first on PostgreSQL). */
  async function rebuildIn(trx: Db) {
    if (database.dialect === 'postgres')
      await sql`lock table search_documents in share row exclusive mode`.execute(trx)
    await forgetLanguagesBut(
      trx,
      languages.map((language) => language.code),
    )
    for (const server of searchedCollections()) await indexCollection(trx, server)
    for (const page of searchedPages()) await indexPage(trx, page)
  }

  /** What a publish changed, re-indexed in its transaction. */
  async function indexChanges(trx: Db, keys: readonly string[]) {
    if (keys.includes(EVERYTHING)) return rebuildIn(trx)
    const whole = new Set<string>()
    const records = new Map<string, Set<string>>()
    for (const key of keys) {
      const kind = listKeyOf(key)
      const rest = key.slice(kind.length + 1)
      if (kind === 'content') {
        if (rest && searchedPages().includes(rest as SitePage)) whole.add(key)
      } else if (!rest || rest === '*') whole.add(kind)
      else records.set(kind, (records.get(kind) ?? new Set()).add(rest))
    }
    for (const server of searchedCollections()) {
      const kind = server.collection.id
      if (whole.has(kind)) await indexCollection(trx, server)
      else for (const id of records.get(kind) ?? []) await indexRecord(trx, server, id)
    }
    for (const page of searchedPages()) {
      if (whole.has(`content/${page}`)) await indexPage(trx, page)
    }
  }

  let ownFullRebuild = 0
  let rebuilding: Promise<void> | undefined

  return {
    /** Builds the whole index: at start, after the demo seed or an import. */
    rebuild(): Promise<void> {
      return inTransaction(database.db, rebuildIn)
    },

    /** Joins every publish (its transaction) and follows the changes it cannot see. */
    follow(contentVersion: ContentVersion) {
      contentVersion.whilePublishing(async (trx, keys, version) => {
        if (keys.includes(EVERYTHING)) ownFullRebuild = version
        await indexChanges(trx, keys)
      })
      // "Everything changed" that no publish here made: an import into the running site, a
      // seed. Other instances' publishes kept the shared index current in their transactions.
      contentVersion.onChange((change) => {
        if (change.keys !== EVERYTHING || change.version === ownFullRebuild || rebuilding) return
        rebuilding = this.rebuild()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'the search index could not be rebuilt'),
          )
          .finally(() => {
            rebuilding = undefined
          })
      })
    },

    /** The best matches of `q` in `lang` (a code of SITE_LANGUAGES; the default otherwise). */
    async search(q: string, lang?: string): Promise<SearchResult[]> {
      const language = languages.find((l) => l.code === lang) ?? languages[0]!
      // A cached search page is dropped by any change to what it searched (ADR 085).
      recordRead(
        ...searchedCollections().map((server) => server.collection.id),
        ...searchedPages().map((page) => `content/${page}`),
      )
      const rows = await searchDocuments(database.db, database.dialect, {
        terms: searchTerms(q),
        lang: language.code,
        config: language.config,
        limit: SEARCH_LIMIT,
      })
      return rows.map((row) => ({
        type: row.type,
        title: row.title,
        url: row.url,
        snippet: safeSnippet(row.snippet ?? ''),
      }))
    },
  }
}

export type SearchIndex = ReturnType<typeof createSearchIndex>
