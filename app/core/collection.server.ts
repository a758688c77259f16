import type { ActivityEvent } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import type { EventData } from '~/core/events'
import type { Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { recordChange, recordRead } from './reads.server'
import { isId, type z } from '~/lib/validation'
import type { AnyCollection, CollectionDeclaration, StoredRecord } from './collections'

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

/** A JSON Schema fragment of the OpenAPI document. */
export type JsonSchema = Record<string, unknown>

/**
 * One more thing a record of the kind can do, as `POST /api/{kind}/{id}/{name}`: the FAQ
 * list's move up and down, say. It runs in a publishing transaction (the content version is
 * bumped with it) and answers what `run` returns; its activity entry, when it changed
 * something, is written in that transaction too. It needs the kind's right.
 */
export interface CollectionAction<Body = unknown> {
  name: string
  /** One line for the OpenAPI document. */
  summary: string
  body: z.ZodType<Body>
  run(trx: Db, id: string, body: Body): Promise<{ answer: unknown; activity: ActivityEvent | null }>
  /** The OpenAPI description of its 200 answer. */
  answers: { description: string; schema: JsonSchema }
}

/**
 * The server's half of a collection's declaration (ADR 076): its queries, and the hooks by
 * which its own rules join the shared paths.
 */
export interface ServerCollection<T extends StoredRecord = StoredRecord, Data = unknown> {
  collection: CollectionDeclaration<T, Data>
  service: CollectionService<T, Data>
  /** After a record went to the trash, and after it came back, in that transaction. */
  trashed?: (trx: Db, record: T) => Promise<void>
  restored?: (trx: Db, record: T) => Promise<void>
  /**
   * Before a trashed row (as its table holds it) comes back: throws the kind's 409 when it cannot
   * come back as it was. `raced`: the insert met a unique key after this passed once; say what
   * can be said without a query (the transaction is spoilt on PostgreSQL).
   */
  restoring?: (trx: Db, row: Record<string, unknown>, raced: boolean) => Promise<void>
  /**
   * A rule beyond the schema that every publish of a record must pass — a direct save, a draft's,
   * a schedule's, a restore's (ADR 071) — throwing a 400 naming the field.
   */
  check?: (ctx: AppContext, id: string, document: Data) => Promise<void>
  actions?: CollectionAction[]
  /**
   * A record read in another language (ADR 080): the fields the server makes from translated
   * ones made again (a post's HTML and reading time from its translated body). `original` is
   * the record in the default language. Without it, a translation only replaces texts.
   */
  inLanguage?: (translated: T, original: T) => T
  /**
   * Whether the public may see a record (a post the team has not published yet: no). Without it,
   * every record is public. The API's public reads leave the others out; a caller with the
   * kind's right asks for them (`?status=all`, `GET /{id}` with a token).
   */
  isPublic?: (record: T) => boolean
  /**
   * The event a record sends besides `content.published` when the public starts to see it (a post's
   * `post.published`, ADR 082): its type and data, from the record and its public path.
   */
  goesLive?: GoesLive<T>
  /**
   * Lists narrowed by the query (`GET /api/posts?tag=T`): the parameters read, kept in the
   * cached answer's key, and the filter. The public pages filter for themselves.
   */
  listQuery?: { names: string[]; filter: (records: T[], query: URLSearchParams) => T[] }
  /** The records that have a public page (the sitemap, link checks, share cards). */
  published?: (db: Db) => Promise<T[]>
  /** The record whose public page is at `path` (declared by `pages.record`), if any. */
  findByPage?: (db: Db, path: string) => Promise<T | undefined>
  /**
   * A record as `POST` takes it, its image fields left out (they take an upload's URL): what the
   * tests that walk every collection create (tests/integration/collections.test.ts), and what
   * docs/adding-a-collection.md asks a new kind for.
   */
  example: Record<string, unknown>
  /** Its record in the OpenAPI document: the schema's name and what the server adds. */
  openapi: {
    name: string
    /** Fields the server fills in when they are left out, or turns into another type. */
    produced?: Record<string, JsonSchema>
    /** Fields the server adds, beyond `_id`, `createdAt` and what the input has. */
    extra?: Record<string, JsonSchema>
  }
}

/** An event of the outbound events (app/core/events.ts) and its data made from a record. */
export type GoesLive<T> = {
  [E in keyof EventData]: { event: E; data: (record: T) => Omit<EventData[E], 'url'> }
}[keyof EventData]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own record
export type AnyServerCollection = ServerCollection<any, any>

/** Declares the server's half, its service made from its queries and the shared rules. */
export function defineServerCollection<T extends StoredRecord, Data>(
  collection: CollectionDeclaration<T, Data>,
  parts: Omit<ServerCollection<T, Data>, 'collection' | 'service'> & {
    queries: CrudQueries<T, Data>
  },
): ServerCollection<T, Data> {
  const { queries, published, findByPage, ...rest } = parts
  const service = collectionService(queries, collection.texts.notFound)
  const list = collection.id
  const one = (id: string) => `${list}/${id}`
  // The page cache learns what an answer read, and a publish what it changed, here (ADR 085):
  // the list for every record of the kind, a record's key for one.
  return {
    collection,
    service: {
      list(db) {
        recordRead(list)
        return service.list(db)
      },
      get(db, id) {
        recordRead(one(id))
        return service.get(db, id)
      },
      async create(db, data) {
        const created = await service.create(db, data)
        recordChange(one(created._id))
        return created
      },
      update(db, id, data) {
        recordChange(one(id))
        return service.update(db, id, data)
      },
      remove(db, id) {
        recordChange(one(id))
        return service.remove(db, id)
      },
    },
    published:
      published &&
      ((db) => {
        recordRead(list)
        return published(db)
      }),
    // A page found reads that record; one not found reads the list (a new record may take it).
    findByPage:
      findByPage &&
      (async (db, path) => {
        const found = await findByPage(db, path)
        recordRead(found ? one(found._id) : list)
        return found
      }),
    ...rest,
  }
}

/** Type-checks an action's body and run against each other. */
export const defineAction = <Body>(action: CollectionAction<Body>) =>
  action as unknown as CollectionAction

export type { AnyCollection }
