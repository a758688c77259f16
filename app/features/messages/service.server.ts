import type { Notifier } from '~/lib/context.server'
import { CSV_BOM, csvRow } from '~/lib/csv'
import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { isId } from '~/lib/validation'
import * as queries from './queries.server'
import type { Message, MessageData } from './schemas'

const NOT_FOUND = 'Message not found'

/** Newest first. */
export function listMessages(db: Db): Promise<Message[]> {
  return queries.listMessages(db)
}

/**
 * Stores a visitor's message. With notifications on, its e-mail is queued in the same write
 * and delivery starts at once rather than at the next poll.
 */
export async function receiveMessage(
  db: Db,
  data: MessageData,
  notifier: Notifier,
): Promise<Message> {
  const message = await queries.insertMessage(db, data, { notify: notifier.enabled })
  notifier.kick()
  return message
}

const EXPORT_COLUMNS = ['Received at', 'Name', 'Email', 'Phone', 'Subject', 'Message', 'Read']

/**
 * Every message as CSV for a spreadsheet or a CRM (docs/api.md §REST API, "Messages export"), newest
 * first, made a page at a time so an export of any size holds one page in memory. Starts
 * with a byte-order mark: without it Excel reads UTF-8 as its local code page and breaks
 * accents.
 */
export async function* exportMessages(db: Db): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(EXPORT_COLUMNS)
  for await (const page of queries.messagePages(db, 500)) {
    yield page
      .map((m) =>
        csvRow([
          m.createdAt,
          m.name,
          m.email,
          m.phone ?? '',
          m.subject,
          m.message,
          m.read ? 'yes' : 'no',
        ]),
      )
      .join('')
  }
}

/** `messages-2026-11-23.csv`: the day of the export, UTC. */
export function exportFileName(now = new Date()): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`
}

export async function readMessage(db: Db, id: string): Promise<Message> {
  return found(isId(id) ? await queries.markMessageRead(db, id) : undefined, NOT_FOUND)
}

export async function removeMessage(db: Db, id: string): Promise<void> {
  found((isId(id) && (await queries.deleteMessage(db, id))) || undefined, NOT_FOUND)
}
