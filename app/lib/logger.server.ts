import cluster from 'node:cluster'
import { pino, stdSerializers, type Logger } from 'pino'

export type { Logger }

/**
 * Query parameters whose value is a secret: a reset link's token, a preview link's, and
 * anything named like a credential. Their values never reach a log line.
 */
const SECRET_PARAM = /^(token|preview|code|password|secret|key|signature|sig|auth|access_token)$/i

/** A URL as a log line may show it: every secret query parameter's value replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const kept = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq === -1 ? pair : pair.slice(0, eq)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // A name that does not decode is logged as it came; it is not one of ours.
      }
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, query)}?${kept.join('&')}`
}

interface LoggedRequest {
  id?: unknown
  method?: string
  url?: string
  remoteAddress?: string
  raw?: unknown
}

/**
 * One short line per request: its id, method, URL (secrets redacted) and client address, never
 * its headers (tokens, cookies) or body. pino-http and the page cache's hits both log through
 * this, so what a request line may show is decided here, once.
 */
export const logSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    remoteAddress: req.remoteAddress,
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: stdSerializers.err,
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
}

/**
 * The process's logger. `pretty`: readable lines instead of JSON, for a person watching a
 * development server (pino-pretty, a development dependency, run by pino in a worker thread);
 * production and every other caller keep JSON lines, one per event, for whatever collects
 * them. `destination` is for tests that read what it writes.
 */
export function createLogger(
  level: string,
  { pretty = false, destination }: { pretty?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  return pino(
    {
      ...(pretty && {
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', singleLine: true } },
      }),
      level,
      serializers: logSerializers,
      // Never write secrets: tokens, cookies, passwords and codes are censored wherever a log
      // call puts them, whatever the URL serializer above already removed. A TOTP or recovery
      // code is censored as a top-level `code` or under `totp`/`twoFactor`; `*.code` is not,
      // as it would hide the codes of errors (`err.code`: ECONNREFUSED) that a log needs.
      redact: {
        paths: [
          'req.headers["x-auth-token"]',
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'password',
          'token',
          '*.password',
          '*.token',
          '*.recoveryCode',
          '*.secret',
          'code',
          'secret',
          'challenge',
          '*.challenge',
          'recoveryCodes',
          '*.recoveryCodes',
          'otpauthUrl',
          '*.otpauthUrl',
          'totp.code',
          'twoFactor.code',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? (pretty ? undefined : standardOutput()),
  )
}

/**
 * Standard output, one write per turn of the event loop: the lines logged while the server
 * answers what one poll of its sockets brought (fifty requests at once under load) are joined
 * and written together, synchronously, when that turn ends, instead of a system call per line
 * as pino's synchronous destination makes (ADR 083). Each line stays whole and in order, and
 * a quiet server still writes each line at once (at the end of its turn). pino's asynchronous
 * destination was measured too: a thread-pool write per line under load, dearer still. What is
 * pending is written when the process exits, a crash included (`flushSync`).
 */
function standardOutput(): pino.DestinationStream {
  // One per process, however many loggers write to it (tests make an app context each).
  return (sharedOutput ??= batchedStandardOutput())
}
let sharedOutput: pino.DestinationStream | undefined

function batchedStandardOutput(): pino.DestinationStream {
  const out = pino.destination({ dest: 1, sync: true })
  let pending: string[] = []
  // Workers of one instance (ADR 086) share their standard output: a write of up to PIPE_BUF
  // bytes reaches a pipe whole, so each write stays under it and no line is cut by another's.
  const flushSync = cluster.isWorker
    ? () => {
        if (pending.length === 0) return
        const lines = pending
        pending = []
        for (const chunk of chunksOfLines(lines, PIPE_BUF)) out.write(chunk)
      }
    : () => {
        if (pending.length === 0) return
        const lines = pending.join('')
        pending = []
        out.write(lines)
      }
  process.on('exit', flushSync)
  return Object.assign(Object.create(null) as object, {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(flushSync)
    },
    flush(callback?: (error?: Error) => void) {
      flushSync()
      callback?.()
    },
    flushSync,
  })
}

/** The bytes a pipe takes in one piece, never interleaved with another writer's (POSIX). */
const PIPE_BUF = 4096

/** Lines joined into chunks of at most `limit` bytes; a longer line is a chunk of its own. */
export function chunksOfLines(lines: readonly string[], limit: number): string[] {
  const chunks: string[] = []
  let chunk = ''
  let bytes = 0
  for (const line of lines) {
    const size = Buffer.byteLength(line)
    if (bytes > 0 && bytes + size > limit) {
      chunks.push(chunk)
      chunk = ''
      bytes = 0
    }
    chunk += line
    bytes += size
  }
  if (bytes > 0) chunks.push(chunk)
  return chunks
}
