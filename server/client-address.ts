import type { IncomingMessage } from 'node:http'
import proxyaddr from 'proxy-addr'
import type { Env } from '~/lib/env.server'

/** Which hops may name the client (proxy-addr's form of TRUST_PROXY). */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * TRUST_PROXY compiled once, as Express compiles its `trust proxy` setting (a hop count, or a
 * list of addresses and ranges; unset trusts nobody). Express is given this very function, so
 * `req.ip` inside Express and `clientAddress` before it (a page-cache hit) always agree.
 */
export function compileTrustProxy(trustProxy: Env['trustProxy']): TrustProxy {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy
  if (typeof trustProxy === 'string') {
    return proxyaddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
  }
  return proxyaddr.compile([])
}

/** The client's address: the connection's, or behind trusted proxies the one they name. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  return proxyaddr(req, trust) ?? req.socket.remoteAddress ?? ''
}
