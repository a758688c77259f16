import cluster from 'node:cluster'
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store'
import { ipKeyGenerator, MemoryStore, type Options, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'

/** What a counter needs of a Redis connection (core/context.server.ts has the whole one). */
export interface RedisCommands {
  /** The site's identity, under which every key is named (ADR 045). */
  namespace?: string
  sendCommand(args: string[]): Promise<never>
}

/**
 * Counters of requests per key over a fixed window, kept in memory or, with Redis, shared by
 * every instance. The workers of one instance (WEB_CONCURRENCY, ADR 086) without Redis share
 * theirs in the primary's memory, so a limit is the instance's, not each worker's. The same stores express-rate-limit's middleware uses, called directly, so a
 * limit can be applied where its route's handler runs — an API handler or a page's action —
 * instead of by a middleware that must guess, from the URL, which route a request will reach.
 */
export function rateStore(redis: RedisCommands | undefined, name: string, windowMs: number): Store {
  if (redis && !redis.namespace) throw new Error('Redis used before the site identity was read')
  const store: Store = redis
    ? new RedisStore({
        prefix: `agency:${redis.namespace}:${name}:`,
        sendCommand: (...args: string[]) => redis.sendCommand(args),
      })
    : cluster.isWorker
      ? workerStore(name, windowMs)
      : new MemoryStore()
  // The stores read only the window from the middleware's options.
  void store.init?.({ windowMs } as Options)
  return store
}

/**
 * A worker's counts under `name`, kept by the primary. One store per name and process: each
 * listens to every message from the primary and numbers its requests from 0, so two of one
 * name would take each other's answers. Each caller gets its own face on it (express-rate-limit
 * refuses one store object in two limiters); like Redis's keys, the counts are the name's.
 */
function workerStore(name: string, windowMs: number): Store {
  let shared = workerStores.get(name)
  if (!shared) {
    shared = new ClusterMemoryStoreWorker({ prefix: name })
    void shared.init({ windowMs } as Options)
    workerStores.set(name, shared)
  }
  const store = shared
  return {
    increment: (key) => store.increment(key),
    decrement: (key) => store.decrement(key),
    resetKey: (key) => store.resetKey(key),
  }
}
const workerStores = new Map<string, ClusterMemoryStoreWorker>()

/** One request counted against a limit, or refused with when to come back. */
export type Taken =
  | {
      ok: true
      /** Uncounts the request (it failed, so it used up nothing). */ giveBack(): Promise<void>
    }
  | { ok: false; retryAfterSeconds: number }

export interface RateCounter {
  take(key: string): Promise<Taken>
}

/** At most `limit` per `windowMs` per key; `limit` 0 counts nothing and refuses nothing. */
export function createRateCounter(options: {
  redis?: RedisCommands
  name: string
  windowMs: number
  limit: number
}): RateCounter {
  const { limit, windowMs } = options
  if (limit === 0) return { take: async () => ({ ok: true, giveBack: async () => {} }) }
  // Made at the first request: by then the site's identity (the Redis namespace) is known.
  let made: Store | undefined
  const store = () => (made ??= rateStore(options.redis, options.name, windowMs))
  return {
    async take(key) {
      const { totalHits, resetTime } = await store().increment(key)
      if (totalHits > limit) {
        // A refused request used up nothing: only what was let through counts.
        await store().decrement(key)
        const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) }
      }
      let given = false
      return {
        ok: true,
        giveBack: async () => {
          if (given) return
          given = true
          await store().decrement(key)
        },
      }
    },
  }
}

/** Several limits at once (per 10 minutes and per day, say): refused by any, counted by none. */
export function allOf(counters: RateCounter[]): RateCounter {
  return {
    async take(key) {
      const taken: Taken[] = []
      for (const counter of counters) {
        const one = await counter.take(key)
        if (!one.ok) {
          await Promise.all(taken.map((t) => t.ok && t.giveBack()))
          return one
        }
        taken.push(one)
      }
      return {
        ok: true,
        giveBack: async () => {
          await Promise.all(taken.map((t) => t.ok && t.giveBack()))
        },
      }
    },
  }
}

/**
 * The key of a client address: IPv4 as it is, IPv6 by its /56 (one customer's whole network),
 * so a client with many IPv6 addresses still counts once.
 */
export const addressKey = (address: string) => ipKeyGenerator(address, 56)
