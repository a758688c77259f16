import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { resolvePublic, UnsafeTargetError, type Resolver } from './public-address.server'

/** What became of one POST: an answer (its status and the start of its body) or an error. */
export type PostOutcome =
  | { ok: boolean; status: number; durationMs: number; excerpt: string }
  | { ok: false; status: null; durationMs: number; error: string }

export interface PostOptions {
  body: string
  headers: Record<string, string>
  /** The whole exchange: resolving, connecting, the answer's head and excerpt. */
  timeoutMs: number
  /** How much of the answer's body is kept. */
  excerptBytes: number
  /** Lets loopback and private addresses through (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: boolean
  resolve?: Resolver
}

/**
 * POSTs a body to a URL of the outside world, once (docs/decisions/082-…):
 *
 * - The host is resolved once and every address checked (`resolvePublic`); the connection goes
 *   to the checked address, with the URL's host name as `Host` and TLS name (a custom `lookup`),
 *   so a name that answers differently a moment later (DNS rebinding) cannot steer it inward.
 * - A redirect is an answer like any other (not 2xx): it is never followed.
 * - The whole exchange has one deadline; the answer's body is read only up to `excerptBytes`,
 *   then the connection is dropped.
 */
export async function postOnce(url: string, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const target = new URL(url)
  const failed = (error: string): PostOutcome => ({
    ok: false,
    status: null,
    durationMs: elapsed(),
    error,
  })
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return failed('Only http and https addresses are sent to')
  }
  const deadline = AbortSignal.timeout(options.timeoutMs)
  let addresses
  try {
    addresses = await Promise.race([
      resolvePublic(target.hostname, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve,
      }),
      new Promise<never>((_, reject) =>
        deadline.addEventListener('abort', () => reject(deadline.reason), { once: true }),
      ),
    ])
  } catch (error) {
    if (error instanceof UnsafeTargetError) return failed(error.message)
    return failed(timedOut(options.timeoutMs))
  }
  const first = addresses[0]!
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses)
    else callback(null, first.address, first.family)
  }
  const transport = target.protocol === 'https:' ? https : http
  return new Promise<PostOutcome>((resolve) => {
    let settled = false
    const finish = (outcome: PostOutcome) => {
      if (settled) return
      settled = true
      request.destroy()
      resolve(outcome)
    }
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
        lookup,
        signal: deadline,
        // One exchange per connection: nothing pooled outlives the call.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        let size = 0
        const done = () =>
          finish({
            ok: status >= 200 && status < 300,
            status,
            durationMs: elapsed(),
            excerpt: excerptOf(Buffer.concat(chunks), options.excerptBytes),
          })
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          size += chunk.length
          if (size >= options.excerptBytes) done()
        })
        response.on('end', done)
        response.on('error', done)
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        failed(
          deadline.aborted ? timedOut(options.timeoutMs) : (networkError(error) ?? error.message),
        ),
      )
    })
    request.end(options.body)
  })
}

const timedOut = (ms: number) => `No answer within ${ms / 1000} s`

/** A network failure as a person reads it. */
function networkError(error: NodeJS.ErrnoException): string | undefined {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused'
    case 'ECONNRESET':
      return 'The connection was reset'
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The host cannot be reached'
    case 'ETIMEDOUT':
      return 'The connection timed out'
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')
        ? `TLS failed: ${error.message}`
        : undefined
  }
}

/** The first `bytes` of a body as text, never ending in half a character. */
function excerptOf(body: Buffer, bytes: number): string {
  return body
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
}
