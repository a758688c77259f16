import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { bodyObject, isId } from '~/lib/validation'
import { deleteMessage, insertMessage, markMessageRead } from './queries.server'
import { messageInput, type Message } from './schemas'

const NOT_FOUND = 'Message not found'

/** Stores a visitor's message; with notifications on, its e-mail is queued in the same write. */
export function receiveMessage(
  db: Db,
  body: unknown,
  options: { notify: boolean },
): Promise<Message> {
  return insertMessage(db, messageInput.parse(bodyObject(body)), options)
}

export async function readMessage(db: Db, id: string): Promise<Message> {
  return found(isId(id) ? await markMessageRead(db, id) : undefined, NOT_FOUND)
}

export async function removeMessage(db: Db, id: string): Promise<void> {
  found((isId(id) && (await deleteMessage(db, id))) || undefined, NOT_FOUND)
}
