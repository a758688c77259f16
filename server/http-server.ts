import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** How long a client has to send its headers, and its whole request (docs/api.md §Limits). */
export const HEADERS_TIMEOUT_MS = 20_000
export const REQUEST_TIMEOUT_MS = 60_000

/**
 * The HTTP server, with the slow-client limits the docs promise. Node checks those limits only
 * every `connectionsCheckingInterval` (30 s by default), which let a slow client hold a
 * connection up to 30 s past them; checked every second, a limit holds to within a second.
 * (The largest legitimate request, a 5 MB upload, fits well within the request limit.)
 */
export function createHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  limits: { headersTimeoutMs?: number; requestTimeoutMs?: number } = {},
): Server {
  const headersTimeout = limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS
  return createServer(
    {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, headersTimeout),
    },
    handler,
  )
}
