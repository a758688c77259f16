import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { isId } from '~/lib/validation'

/** The SQL a collection provides (its queries.server.ts). */
export interface CrudQueries<T, Data> {
  list(db: Db): Promise<T[]>
  find(db: Db, id: string): Promise<T | undefined>
  insert(db: Db, data: Data): Promise<T>
  /** The updated record, or undefined when there is none with this id. */
  update(db: Db, id: string, data: Data): Promise<T | undefined>
  /** Whether a record was deleted. */
  remove(db: Db, id: string): Promise<boolean>
}

/** The five calls of an admin-managed collection, on parsed data; a missing record is a 404. */
export interface CollectionService<T, Data> {
  list(db: Db): Promise<T[]>
  get(db: Db, id: string): Promise<T>
  create(db: Db, data: Data): Promise<T>
  update(db: Db, id: string, data: Data): Promise<T>
  remove(db: Db, id: string): Promise<void>
}

/**
 * The rules every collection shares: ids that are not UUIDs name nothing (404, without asking
 * the database), and a record that is not there is a 404 with the collection's own message.
 */
export function collectionService<T, Data>(
  queries: CrudQueries<T, Data>,
  notFoundMessage: string,
): CollectionService<T, Data> {
  return {
    list: (db) => queries.list(db),
    get: async (db, id) =>
      found(isId(id) ? await queries.find(db, id) : undefined, notFoundMessage),
    create: (db, data) => queries.insert(db, data),
    update: async (db, id, data) =>
      found(isId(id) ? await queries.update(db, id, data) : undefined, notFoundMessage),
    remove: async (db, id) => {
      found((isId(id) && (await queries.remove(db, id))) || undefined, notFoundMessage)
    },
  }
}
