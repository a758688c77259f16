import { sql, type Kysely } from 'kysely'
import type { Dialect } from '~/lib/db.server'

/**
 * Site search (ADR 090): `search_documents`, one row per searchable thing per language (a
 * published post, project, product, service page …), its text as plain text. The table is
 * derived: it is rebuilt from the content at start and kept current by every publish, so an
 * export leaves it out.
 *
 * The full-text index is each engine's own, and the application never writes it:
 * - SQLite: an FTS5 table `search_fts` (unicode61, diacritics removed, so `creme` finds
 *   "Crème"), kept equal to `search_documents` by triggers.
 * - PostgreSQL: a GIN index over `search_vector(config, title, body)`, the title weighted above
 *   the body, in the row's text search configuration (`english`, `german`, `simple` …). The
 *   function is declared immutable so an index may use it: it only changes if the stock
 *   configurations are redefined, which a site never does.
 */
export function siteSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
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
