import type { Notifier } from '~/lib/context.server'
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

export async function readMessage(db: Db, id: string): Promise<Message> {
  return found(isId(id) ? await queries.markMessageRead(db, id) : undefined, NOT_FOUND)
}

export async function removeMessage(db: Db, id: string): Promise<void> {
  found((isId(id) && (await queries.deleteMessage(db, id))) || undefined, NOT_FOUND)
}
