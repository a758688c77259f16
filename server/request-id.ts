import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const SANE_ID = /^[\w.-]{1,100}$/

/** The client's X-Request-Id when it is sane (a proxy's id ties the logs together), else a new one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID()
}
