import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** One answer as every visitor gets it, kept in each encoding so a hit never compresses. */
export interface CachedAnswer {
  /** The content version when it was made: a change to what it read since means it is stale. */
  version: number
  /** What it read (app/core/reads.server.ts): a change to one of them drops it (ADR 085). */
  keys: readonly string[]
  status: number
  /** Headers every copy of this answer carries (security headers, type, caching, CSP). */
  headers: ReadonlyArray<readonly [name: string, value: string]>
  /** Strong validator: the SHA-256 of the uncompressed body. */
  etag: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

export interface AnswerToCache {
  status: number
  headers: ReadonlyArray<readonly [string, string]>
  body: Buffer
  /** What making it read. */
  keys: readonly string[]
}

/** The version at which any of `keys` last changed (ContentVersion.versionOf). */
export type VersionOf = (keys: readonly string[]) => number

/**
 * Rendered public pages and public API answers, bounded by bytes, each kept until something it
 * read changes (ADR 085): `invalidate` drops exactly the answers that read a changed key, and an
 * answer whose render read something that changed meanwhile is handed out but never kept.
 *
 * Two LRUs. Every new answer enters the small one (an eighth of the bytes). An answer asked
 * for again while it is there moves to the main one, if it is one a site actually has: a 200
 * for a path without a query string, that the caller allows (`primary`). So the pages people
 * read live in the main LRU, and requests made once each (random paths, query strings, Host
 * names) churn only the small one and never push the real pages out. A key once in the main
 * LRU goes straight back there when its page is made again for a newer content version.
 */
export class PageCache {
  private readonly main: LRUCache<string, CachedAnswer>
  private readonly overflow: LRUCache<string, CachedAnswer>
  /** Answers being made now, so concurrent misses for one page share a single render. */
  private readonly making = new Map<string, Promise<CachedAnswer | null>>()
  /** For each key read, the answers (by cache key) that read it. */
  private readonly readers = new Map<string, Set<string>>()

  constructor(
    maxBytes: number,
    /** Where the cache learns whether an answer's reads changed while it was made. */
    private readonly versionOf: VersionOf = () => 0,
  ) {
    const sizeOf = (answer: CachedAnswer) =>
      answer.identity.length + answer.br.length + answer.gzip.length + 512
    // An answer leaving either LRU (evicted, replaced, dropped) leaves the index too.
    const dispose = (answer: CachedAnswer, key: string) => this.unindex(key, answer)
    const overflowBytes = Math.max(Math.floor(maxBytes / 8), 1)
    this.overflow = new LRUCache({ maxSize: overflowBytes, sizeCalculation: sizeOf, dispose })
    this.main = new LRUCache({
      maxSize: Math.max(maxBytes - overflowBytes, 1),
      sizeCalculation: sizeOf,
      dispose,
    })
  }

  /** The kept answer for `key`, if there is one: kept answers are current (see invalidate). */
  get(key: string): CachedAnswer | undefined {
    return this.main.get(key) ?? this.overflow.get(key)
  }

  /**
   * Drops every answer that read one of `keys` (`kind/*` reaching every record of the kind), or
   * every answer for EVERYTHING (`'*'`).
   */
  invalidate(keys: Iterable<string> | '*'): void {
    if (keys === '*') {
      this.main.clear()
      this.overflow.clear()
      return
    }
    const dropped = new Set<string>()
    for (const key of keys) {
      if (key.endsWith('/*')) {
        const prefix = key.slice(0, -1)
        for (const [read, cacheKeys] of this.readers) {
          if (read.startsWith(prefix)) for (const cacheKey of cacheKeys) dropped.add(cacheKey)
        }
      } else {
        for (const cacheKey of this.readers.get(key) ?? []) dropped.add(cacheKey)
      }
    }
    for (const cacheKey of dropped) {
      this.main.delete(cacheKey)
      this.overflow.delete(cacheKey)
    }
  }

  /**
   * A second request for an answer in the small LRU: it moves to the main one, if it is a page
   * a site has. The caller says when it was a hit that counts (`PublicAnswers.serveHit`).
   */
  promote(key: string): void {
    const answer = this.overflow.peek(key)
    if (!answer || !mayBeMain(key, answer.status)) return
    this.overflow.delete(key)
    this.keep(this.main, key, answer)
  }

  /**
   * The answer for `key` at `version`: the kept one, the one another request is making, or
   * the one `make` makes now (compressed off the event loop, then kept). `make` returns null
   * for an answer that must not be kept; the requests that waited for it then get null too.
   */
  async answer(
    key: string,
    version: number,
    make: () => Promise<AnswerToCache | null>,
    /** False keeps the answer out of the main LRU whatever it is (a host beyond the bound). */
    { primary = true }: { primary?: boolean } = {},
  ): Promise<CachedAnswer | null> {
    const kept = this.get(key)
    if (kept) {
      if (primary) this.promote(key)
      return kept
    }
    const flight = `${version} ${key}`
    let pending = this.making.get(flight)
    if (!pending) {
      pending = make()
        .then((made) => made && this.put(key, version, made, primary))
        .finally(() => this.making.delete(flight))
      this.making.set(flight, pending)
    }
    return pending
  }

  private async put(key: string, version: number, answer: AnswerToCache, primary: boolean) {
    const cached = await prepareAnswer(version, answer)
    // Something it read changed while it was made: this request gets it, nobody else.
    if (this.versionOf(answer.keys) > version) return cached
    // A page already promoted (its answer for an older version was there) stays in main.
    const main = primary && mayBeMain(key, answer.status) && this.promoted.has(key)
    ;(main ? this.overflow : this.main).delete(key)
    this.keep(main ? this.main : this.overflow, key, cached)
    return cached
  }

  /** Keys once promoted to main: a new answer for one goes straight back there. */
  private readonly promoted = new LRUCache<string, true>({ max: 10_000 })

  private keep(lru: LRUCache<string, CachedAnswer>, key: string, answer: CachedAnswer) {
    lru.set(key, answer)
    if (lru === this.main) this.promoted.set(key, true)
    for (const read of answer.keys) {
      let cacheKeys = this.readers.get(read)
      if (!cacheKeys) this.readers.set(read, (cacheKeys = new Set()))
      cacheKeys.add(key)
    }
  }

  private unindex(key: string, answer: CachedAnswer) {
    for (const read of answer.keys) {
      const cacheKeys = this.readers.get(read)
      if (!cacheKeys) continue
      // The same page may be kept again under this key already (moved between the LRUs).
      if (this.main.peek(key) === answer || this.overflow.peek(key) === answer) continue
      cacheKeys.delete(key)
      if (cacheKeys.size === 0) this.readers.delete(read)
    }
  }

  /** Bytes held, for the bound's test and the benchmark. */
  get bytes(): number {
    return this.main.calculatedSize + this.overflow.calculatedSize
  }

  get size(): number {
    return this.main.size + this.overflow.size
  }
}

/** Only a page a site actually has may live in the main LRU: a 200 without a query string. */
const mayBeMain = (key: string, status: number) => status === 200 && !key.includes('?')

export async function prepareAnswer(version: number, answer: AnswerToCache): Promise<CachedAnswer> {
  const { body } = answer
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ])
  return {
    version,
    keys: answer.keys,
    status: answer.status,
    headers: answer.headers,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    identity: body,
    br,
    gzip: gz,
  }
}
