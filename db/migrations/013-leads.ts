import type { Kysely } from 'kysely'

/**
 * Every contact message is a lead (docs/product.md §Leads, ADR 062–065):
 *
 * - `messages` gains its `status` (`new` when stored; existing messages start as new), its
 *   owner (`assignee_id`, emptied when the account goes) and `answered_at`, set when a mail
 *   answering one of our replies comes in.
 * - `lead_events`: the lead's timeline, one row per status change, assignment, note, reply
 *   sent from the portal (with its delivery state and our Message-ID) and mail that came back.
 *   Written in the same transaction as the change it records. Deleted with its message, so
 *   erasing a message erases its whole conversation. `mail_message_id` is unique: a mail seen
 *   twice (two pollers, a poll repeated after a crash) is stored once.
 */
export const leads = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('messages')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute()
    await db.schema
      .alterTable('messages')
      .addColumn('assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute()
    await db.schema.alterTable('messages').addColumn('answered_at', 'text').execute()
    await db.schema.createIndex('messages_status').on('messages').column('status').execute()
    await db.schema
      .createIndex('messages_assignee_id')
      .on('messages')
      .column('assignee_id')
      .execute()
    await db.schema.createIndex('messages_email').on('messages').column('email').execute()

    await db.schema
      .createTable('lead_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('message_id', 'text', (c) =>
        c.notNull().references('messages.id').onDelete('cascade'),
      )
      // status | assigned | note | reply | inbound
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_name', 'text')
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('assignee_name', 'text')
      .addColumn('body', 'text')
      // A reply's delivery: queued | sent | failed, its attempts and the last error.
      .addColumn('state', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('mail_message_id', 'text', (c) => c.unique())
      .addColumn('mail_from', 'text')
      .execute()
    await db.schema
      .createIndex('lead_events_message_id')
      .on('lead_events')
      .columns(['message_id', 'at'])
      .execute()
  },
}
