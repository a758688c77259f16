import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'

/**
 * Adds one to the content version inside the caller's transaction and returns the new value.
 * Every write that changes what visitors see calls this (through `ContentVersion.publish`, or
 * directly where a transaction is already open, as the demo seed does).
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

/**
 * How other instances' writes reach this one: a pub/sub channel (Redis), if there is one. What
 * arrives on it is a hint, never trusted: a version above ours makes this instance read the
 * database, and only the database's number is taken (a stranger publishing 999999999 costs
 * one read and changes nothing).
 */
export interface VersionChannel {
  publish(version: number): Promise<void>
  /** Calls `onVersion` with each version another instance publishes. */
  subscribe(onVersion: (version: number) => void): Promise<void>
}

export interface ContentVersion {
  /** The newest content version this instance knows of; cached answers of older ones are stale. */
  readonly current: number
  /**
   * Runs `write` in a transaction that also bumps the version. When it returns, this instance
   * already serves the new version, and the others are told.
   */
  publish<T>(write: (trx: Db) => Promise<T>): Promise<T>
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
  let timer: ReturnType<typeof setInterval> | undefined
  const advance = (version: number) => {
    if (version > current) current = version
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
          advance(await readContentVersion(db))
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
    async publish(write) {
      const { result, version } = await db.transaction().execute(async (trx) => {
        const result = await write(trx)
        return { result, version: await bumpContentVersion(trx) }
      })
      advance(version)
      channel?.publish(version).catch((error: unknown) => {
        // The other instances' poll picks the version up instead.
        logger.warn({ err: error }, 'content version could not be published')
      })
      return result
    },
    async start() {
      advance(await readContentVersion(db))
      await channel?.subscribe((announced) => {
        if (announced > current) void poll()
      })
      timer = setInterval(() => void poll(), pollMs)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
  }
}
