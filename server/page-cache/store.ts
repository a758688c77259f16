import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** One answer as every visitor gets it, kept in each encoding so a hit never compresses. */
export interface CachedAnswer {
  /** The content version the answer was made from; it is served only while that is current. */
  version: number
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
}

/**
 * Rendered public pages and public API answers, per content version, bounded by bytes.
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

  constructor(maxBytes: number) {
    const sizeOf = (answer: CachedAnswer) =>
      answer.identity.length + answer.br.length + answer.gzip.length + 512
    const overflowBytes = Math.max(Math.floor(maxBytes / 8), 1)
    this.overflow = new LRUCache({ maxSize: overflowBytes, sizeCalculation: sizeOf })
    this.main = new LRUCache({
      maxSize: Math.max(maxBytes - overflowBytes, 1),
      sizeCalculation: sizeOf,
    })
  }

  /** The answer for `key` made from content `version`, if there is one. */
  get(key: string, version: number): CachedAnswer | undefined {
    const answer = this.main.get(key) ?? this.overflow.get(key)
    return answer?.version === version ? answer : undefined
  }

  /**
   * A second request for an answer in the small LRU: it moves to the main one, if it is a page
   * a site has. The caller says when it was a hit that counts (`PublicAnswers.serveHit`).
   */
  promote(key: string): void {
    const answer = this.overflow.peek(key)
    if (!answer || !mayBeMain(key, answer.status)) return
    this.overflow.delete(key)
    this.main.set(key, answer)
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
    const kept = this.get(key, version)
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
    // A page already promoted (its answer for an older version is there) stays in main.
    const main = primary && mayBeMain(key, answer.status) && this.main.has(key)
    ;(main ? this.main : this.overflow).set(key, cached)
    ;(main ? this.overflow : this.main).delete(key)
    return cached
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
    status: answer.status,
    headers: answer.headers,
    etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
    identity: body,
    br,
    gzip: gz,
  }
}
