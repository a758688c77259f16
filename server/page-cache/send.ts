import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CachedAnswer } from './store'

type Encoding = 'br' | 'gzip' | 'identity'

/**
 * What the page cache did for a request (CONTRACT §HTTP): `hit` when the answer was sent from
 * it, `miss` when it was made for the request (or the request waited on a render another one
 * had started: it was not in the cache when asked for).
 */
export type CacheOutcome = 'hit' | 'miss'

/**
 * Sends a cached answer: the smallest encoding the client takes, or 304 when its copy is
 * current. The cache hit path and the path that has just rendered the answer both call this,
 * so a hit carries exactly the headers a miss does, but for `X-Cache`.
 */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  outcome: CacheOutcome,
  /** The request's id, when nothing has set a header on `res` yet (the hit path). */
  requestId?: string,
) {
  const notModified = matchesETag(req.headers['if-none-match'], answer.etag)
  const encoding = notModified ? 'identity' : pickEncoding(req.headers['accept-encoding'])
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity
  if (requestId !== undefined) {
    // The hit path: every header in one `writeHead`, from a list made once per answer and
    // encoding, rather than a `setHeader` per header per request (ADR 083); the request fills
    // in its id and the outcome.
    const head = headOf(answer)[notModified ? 'notModified' : encoding].slice()
    head[1] = requestId
    head[3] = outcome
    res.writeHead(notModified ? 304 : answer.status, head)
    res.end(notModified || req.method === 'HEAD' ? undefined : body)
    return
  }
  for (const [name, value] of answer.headers) res.setHeader(name, value)
  res.setHeader('X-Cache', outcome)
  res.setHeader('ETag', answer.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (notModified) {
    res.removeHeader('Content-Type')
    res.statusCode = 304
    res.end()
    return
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = answer.status
  res.end(req.method === 'HEAD' ? undefined : body)
}

type Head = Record<Encoding | 'notModified', string[]>

/**
 * An answer's headers as `writeHead` takes them, for a 200 in each encoding and for a 304 (no
 * type, no length): `X-Request-Id` and `X-Cache` first, their values left for the request.
 */
const heads = new WeakMap<CachedAnswer, Head>()
function headOf(answer: CachedAnswer): Head {
  let head = heads.get(answer)
  if (!head) {
    const own = [
      ...answer.headers,
      ['ETag', answer.etag] as const,
      ['Vary', 'Accept-Encoding'] as const,
    ]
    const list = (headers: (readonly [string, string])[], ...more: string[]) => [
      'X-Request-Id',
      '',
      'X-Cache',
      '',
      ...headers.flatMap(([name, value]) => [name, value]),
      ...more,
    ]
    const length = (body: Buffer) => ['Content-Length', String(body.length)]
    head = {
      identity: list(own, ...length(answer.identity)),
      gzip: list(own, 'Content-Encoding', 'gzip', ...length(answer.gzip)),
      br: list(own, 'Content-Encoding', 'br', ...length(answer.br)),
      notModified: list(own.filter(([name]) => name.toLowerCase() !== 'content-type')),
    }
    heads.set(answer, head)
  }
  return head
}

/** Brotli if the client takes it, else gzip, else the plain bytes (q=0 refuses a coding). */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity'
  const weights = new Map<string, number>()
  for (const part of String(header).toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (coding) weights.set(coding, q ? Number(q.slice(2)) || 0 : 1)
  }
  const takes = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity'
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
