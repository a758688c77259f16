import { sql } from 'kysely'
import type { Db, Dialect } from '~/lib/db.server'
import { fts5Query, MARK_END, MARK_START, tsQuery } from './text'

/** One thing to find, in one language, as the index keeps it. */
export interface SearchDocument {
  /** What part of its source it is (`''` for a record; `catalog/3` for a service card). */
  part: string
  type: string
  title: string
  body: string
  url: string
}

/** A hit as the engine gives it: its snippet still carries the engine's marks. */
export interface SearchRow {
  type: string
  title: string
  url: string
  snippet: string
}

const idOf = (source: string, part: string, lang: string) => `${source}#${part}@${lang}`

/** Replaces what `source` put in the index (in `lang`) by `documents`. */
export async function replaceSource(
  trx: Db,
  source: string,
  lang: { code: string; config: string },
  documents: readonly SearchDocument[],
): Promise<void> {
  await trx
    .deleteFrom('search_documents')
    .where('source', '=', source)
    .where('lang', '=', lang.code)
    .execute()
  for (const document of documents) {
    await trx
      .insertInto('search_documents')
      .values({
        id: idOf(source, document.part, lang.code),
        source,
        lang: lang.code,
        config: lang.config,
        type: document.type,
        title: document.title,
        body: document.body,
        url: document.url,
      })
      // Two parts of one source may come out the same (two cards of one title): the first wins.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  }
}

/** Forgets every source whose name starts with `prefix` (a whole kind: `posts/`), or all. */
export async function forgetSources(trx: Db, prefix = ''): Promise<void> {
  const query = trx.deleteFrom('search_documents')
  await (prefix ? query.where('source', 'like', `${prefix}%`) : query).execute()
}

/** The languages whose rows the index holds (a removed language's are dropped at a rebuild). */
/**
 * Forgets the documents of every language but `kept` (one the site no longer has). A write, so
 * a rebuild that starts with it takes SQLite's write lock at once: instances starting together
 * then wait for each other (busy_timeout) rather than one failing on a lock it cannot upgrade.
 */
export async function forgetLanguagesBut(trx: Db, kept: readonly string[]): Promise<void> {
  await trx
    .deleteFrom('search_documents')
    .where('lang', 'not in', [...kept])
    .execute()
}

/**
 * The best `limit` matches of `terms` among the documents in `lang`, best first. Terms are
 * letters and digits only (text.ts `searchTerms`), so the engines' syntax is never reached.
 * Titles count ten times the body on SQLite (bm25 weights) and rank above it on PostgreSQL
 * (weights A and B).
 */
export async function searchDocuments(
  db: Db,
  dialect: Dialect,
  query: { terms: readonly string[]; lang: string; config: string; limit: number },
): Promise<SearchRow[]> {
  const { terms, lang, config, limit } = query
  if (terms.length === 0) return []
  if (dialect === 'sqlite') {
    const { rows } = await sql<SearchRow>`
      select d.type, d.title, d.url,
        snippet(search_fts, 1, ${MARK_START}, ${MARK_END}, '…', 24) as snippet
      from search_fts join search_documents d on d.id = search_fts.doc_id
      where search_fts match ${fts5Query(terms)} and d.lang = ${lang}
      order by bm25(search_fts, 10.0, 1.0, 0.0), d.title
      limit ${limit}`.execute(db)
    return rows
  }
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`
  const { rows } = await sql<SearchRow>`
    select d.type, d.title, d.url,
      ts_headline(d.config::regconfig, d.body, q.query, ${options}) as snippet
    from search_documents d,
      lateral (select to_tsquery(${config}::regconfig, ${tsQuery(terms)}) as query) q
    where d.lang = ${lang} and d.config = ${config}
      and search_vector(d.config, d.title, d.body) @@ q.query
    order by ts_rank(search_vector(d.config, d.title, d.body), q.query) desc, d.title
    limit ${limit}`.execute(db)
  return rows
}
