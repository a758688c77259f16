import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { nowIso } from '~/lib/records'
import { changesOf, EVERYTHING, listKeyOf } from './reads.server'

/**
 * Adds one to the content version inside the caller's transaction and returns the new value.
 * Every write that changes what visitors see goes through `ContentVersion.publish`, which also
 * records what it changed; a write that bumps the version directly (the demo seed) leaves a gap
 * in the change log, which every instance reads as "everything changed".
 */
export async function bumpContentVersion(trx: Db): Promise<number> {
  const row = await trx
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

/** How long the change log keeps a publish's keys: an instance further behind drops everything. */
export const CHANGES_KEPT_MS = 3_600_000

/** Forgets change-log rows older than CHANGES_KEPT_MS (a job); returns how many. */
export async function forgetOldChanges(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHANGES_KEPT_MS).toISOString()
  const result = await db.deleteFrom('content_changes').where('at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * How other instances' writes reach this one: a pub/sub channel (Redis, or between the workers
 * of one instance their primary), if there is one. What arrives on it is a hint, never trusted:
 * a version above ours makes this instance read the change log from the database, and only the
 * database's rows are taken (a stranger publishing 999999999 costs one read and changes
 * nothing).
 */
export interface VersionChannel {
  /** Announces a version; resolves once sent (the workers' channel: once the others read it). */
  publish(version: number): Promise<void>
  /**
   * Calls `onVersion` with each version another instance publishes; what it returns settles
   * when this instance has read that version's changes.
   */
  subscribe(onVersion: (version: number) => Promise<void> | void): Promise<void>
}

/** Work done in a publish's transaction (`ContentVersion.whilePublishing`). */
export type PublishHook = (trx: Db, keys: readonly string[], version: number) => Promise<void>

/** What changed: keys (a record's key brings its list's with it), or everything. */
export type Change = { version: number; keys: ReadonlySet<string> | typeof EVERYTHING }

export interface ContentVersion {
  /** The newest content version this instance knows of: each publish adds one. */
  readonly current: number
  /**
   * The version at which any of `keys` last changed, as far as this instance knows (0 when
   * none has since it started): something made at a version below it read what changed since.
   */
  versionOf(keys: Iterable<string>): number
  /**
   * Runs `write` in a transaction that also bumps the version and logs what the data layer
   * recorded as changed (ADR 085). When it returns, this instance already serves the new
   * version, and the others are told.
   */
  publish<T>(write: (trx: Db) => Promise<T>): Promise<T>
  /**
   * Adds work to every publish's transaction, run after the write with the keys it changed
   * (EVERYTHING when it could not say) and the version it makes: what is derived from content
   * and must never disagree with it, like the search index (ADR 090). A failure fails the
   * publish.
   */
  whilePublishing(hook: PublishHook): void
  /** Calls `listener` with every change, this instance's and the others', in order. */
  onChange(listener: (change: Change) => void): () => void
  /** Reads the version and starts following other instances' writes. */
  start(): Promise<void>
  stop(): void
}

export interface ContentVersionOptions {
  db: Db
  logger: Logger
  channel?: VersionChannel
  /**
   * How often the database is asked for the version. Without a channel this is how other
   * instances' writes arrive (within ~0.5 s); with one, it only backs up a lost message.
   */
  pollMs?: number
}

export function createContentVersion(options: ContentVersionOptions): ContentVersion {
  const { db, logger, channel } = options
  const pollMs = options.pollMs ?? (channel ? 5000 : 500)
  let current = 0
  /** The version each key last changed at, and the version at which everything last did. */
  const changedAt = new Map<string, number>()
  let everythingAt = 0
  const listeners = new Set<(change: Change) => void>()
  const hooks: PublishHook[] = []
  let timer: ReturnType<typeof setInterval> | undefined

  /** Takes in one change, in version order, and tells the listeners. */
  const apply = (version: number, keys: readonly string[]) => {
    if (version <= current) return
    current = version
    let change: Change
    if (keys.includes(EVERYTHING)) {
      everythingAt = version
      change = { version, keys: EVERYTHING }
    } else {
      const touched = new Set<string>()
      for (const key of keys) touched.add(key).add(listKeyOf(key))
      for (const key of touched) changedAt.set(key, version)
      change = { version, keys: touched }
    }
    for (const listener of listeners) {
      try {
        listener(change)
      } catch (error) {
        logger.error({ err: error }, 'a content change listener failed')
      }
    }
  }

  /** The log's rows after ours; a gap (a direct bump, rows forgotten) means everything. */
  const catchUp = async () => {
    const latest = await readContentVersion(db)
    if (latest <= current) return
    const rows = await db
      .selectFrom('content_changes')
      .select(['version', 'keys'])
      .where('version', '>', current)
      .where('version', '<=', latest)
      .orderBy('version')
      .execute()
    let expected = current + 1
    for (const row of rows) {
      const version = Number(row.version)
      if (version !== expected) break
      apply(version, JSON.parse(row.keys) as string[])
      expected++
    }
    if (current < latest) apply(latest, [EVERYTHING])
  }

  // One read at a time; a request for another while one runs reads again after it, so a write
  // committed during a read is never missed.
  let reading: Promise<void> | undefined
  let readAgain = false
  const poll = (): Promise<void> => {
    if (reading) {
      readAgain = true
      return reading
    }
    reading = (async () => {
      do {
        readAgain = false
        try {
          await catchUp()
        } catch (error) {
          logger.warn({ err: error }, 'content version could not be read')
        }
      } while (readAgain)
    })().finally(() => {
      reading = undefined
    })
    return reading
  }

  return {
    get current() {
      return current
    },
    versionOf(keys) {
      let version = everythingAt
      const seen = (key: string) => {
        const at = changedAt.get(key)
        if (at !== undefined && at > version) version = at
      }
      for (const key of keys) {
        seen(key)
        // A record's key is also reached by a change to every record of its kind (`faqs/*`).
        if (key.includes('/')) seen(`${listKeyOf(key)}/*`)
      }
      return version
    },
    async publish(write) {
      const { value, keys, version } = await db.transaction().execute(async (trx) => {
        const { value, keys } = await changesOf(() => write(trx))
        const version = await bumpContentVersion(trx)
        for (const hook of hooks) await hook(trx, keys, version)
        await trx
          .insertInto('content_changes')
          .values({ version, keys: JSON.stringify(keys), at: nowIso() })
          .execute()
        return { value, keys, version }
      })
      // Versions between ours and this one are other instances' (or a bump without a log row):
      // read them first, so changes are taken in order.
      if (version > current + 1) await poll()
      apply(version, keys)
      await channel?.publish(version).catch((error: unknown) => {
        // The other instances' poll picks the version up instead.
        logger.warn({ err: error }, 'content version could not be published')
      })
      return value
    },
    whilePublishing(hook) {
      hooks.push(hook)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async start() {
      current = await readContentVersion(db)
      // What was made before this start is unknown here: as if everything changed at it (so a
      // version naming what an answer read is never one a previous run gave other content).
      everythingAt = current
      await channel?.subscribe((announced) => (announced > current ? poll() : undefined))
      timer = setInterval(() => void poll(), pollMs)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
  }
}
