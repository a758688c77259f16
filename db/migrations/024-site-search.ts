import { sql, type Kysely } from 'kysely'
import type { Dialect } from '~/lib/db.server'

/**
 * Site search (ADR 090). `analytics_searches`: what visitors searched for, a day at a time
 * (raw, rolled up into `analytics_daily` as the other raw analytics tables).
 *
 * `search_documents`, one row per searchable thing per language (a
 * published post, project, product, service page …), its text as plain text. The table is
 * derived: it is rebuilt from the content at start and kept current by every publish, so an
 * export leaves it out.
 *
 * The full-text index is each engine's own, and the application never writes it:
 * - SQLite: an FTS5 table `search_fts` (unicode61, diacritics removed, so `creme` finds
 *   "Crème"), kept equal to `search_documents` by triggers.
 * - PostgreSQL: a GIN index over `search_vector(config, title, body)`, the title weighted above
 *   the body, in the row's text search configuration (`search_english`, `search_german`, `search_simple` …). The
 *   function is declared immutable so an index may use it: it only changes if the stock
 *   configurations are redefined, which a site never does.
 */
/**
 * PostgreSQL's stock text search configurations a site language maps to (features/search/
 * text.ts); each gets a `search_` copy. A name this server lacks is a copy of `simple`.
 */
const SEARCH_CONFIGS = [
  'simple',
  'arabic',
  'danish',
  'dutch',
  'english',
  'finnish',
  'french',
  'german',
  'hungarian',
  'italian',
  'norwegian',
  'portuguese',
  'romanian',
  'russian',
  'spanish',
  'swedish',
  'turkish',
]

export function siteSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      // What visitors searched for (an analytics dimension, docs/privacy.md): per day, query
      // and visitor of the day (its salted hash), as `analytics_not_found` keeps broken links.
      const searches = db.schema
        .createTable('analytics_searches')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_searches_pk', ['day', 'query', 'visitor'])
      await (dialect === 'sqlite' ? searches.modifyEnd(sql`without rowid`) : searches).execute()

      await db.schema
        .createTable('search_documents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('search_documents_source')
        .on('search_documents')
        .column('source')
        .execute()
      if (dialect === 'sqlite') {
        await sql`create virtual table search_fts using fts5(
          title, body, doc_id unindexed,
          tokenize = 'unicode61 remove_diacritics 2'
        )`.execute(db)
        await sql`create trigger search_documents_ai after insert on search_documents begin
          insert into search_fts (title, body, doc_id) values (new.title, new.body, new.id);
        end`.execute(db)
        await sql`create trigger search_documents_ad after delete on search_documents begin
          delete from search_fts where doc_id = old.id;
        end`.execute(db)
        await sql`create trigger search_documents_au after update on search_documents begin
          delete from search_fts where doc_id = old.id;
          insert into search_fts (title, body, doc_id) values (new.title, new.body, new.id);
        end`.execute(db)
      } else {
        // Accents are ignored as on SQLite (`creme` finds "Crème", and is marked in it): each
        // language's configuration is a copy of the stock one with `unaccent` before its
        // stemmer. A server without the extension (it ships with PostgreSQL's contrib, and is
        // trusted since 13) gets plain copies: accents then count.
        await sql`savepoint unaccent`.execute(db)
        let unaccent = true
        try {
          await sql`create extension if not exists unaccent`.execute(db)
        } catch {
          unaccent = false
          await sql`rollback to savepoint unaccent`.execute(db)
        }
        await sql`release savepoint unaccent`.execute(db)
        for (const name of SEARCH_CONFIGS) {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_ts_config where cfgname = ${name}`.execute(db)
          const stock = rows[0]!.n ? name : 'simple'
          const config = sql.id(`search_${name}`)
          await sql`create text search configuration ${config} (copy = ${sql.id(stock)})`.execute(
            db,
          )
          if (!unaccent) continue
          const stemmer = sql.id(stock === 'simple' ? 'simple' : `${stock}_stem`)
          await sql`alter text search configuration ${config}
            alter mapping for hword, hword_part, word with unaccent, ${stemmer}`.execute(db)
        }
        await sql`create function search_vector(config text, title text, body text)
          returns tsvector language sql immutable parallel safe as $$
            select setweight(to_tsvector(config::regconfig, title), 'A')
              || setweight(to_tsvector(config::regconfig, body), 'B')
          $$`.execute(db)
        await sql`create index search_documents_vector on search_documents
          using gin (search_vector(config, title, body))`.execute(db)
      }
    },
  }
}
