import type { Kysely } from 'kysely'

/**
 * Translated content (ADR 080):
 * - `translations`: per record and language, the texts that differ from the default language's
 *   (`fields`, a JSON object from a field's path to its text) and a fingerprint of the default
 *   language's texts when the translation was saved (`source_hash`), which tells a translation
 *   that is done from one the default language has since moved away from.
 *   `kind` and `record_id` name the record as the API does: `portfolio` and the item's id,
 *   `content` and the page, `contact` and ''.
 * - `messages.lang`: the language of the page a message was sent from; messages sent before
 *   languages existed were sent in the default one, which null stands for.
 */
export const translations = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('translations')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('source_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('translations_pkey', ['kind', 'record_id', 'lang'])
      .execute()
    await db.schema.alterTable('messages').addColumn('lang', 'text').execute()
  },
}
