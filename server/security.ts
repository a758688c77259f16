import type { RequestHandler } from 'express'
import helmet from 'helmet'

/** The only third-party origin a page may frame: the contact page's map. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org'

export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from our origin only; a document adds the hashes of its own inline scripts
        // (server/page-cache/csp.ts), so a cached page needs no per-response nonce.
        scriptSrc: ["'self'"],
        // React renders style attributes (parallax offsets, Radix positioning); styles cannot
        // run code, so inline styles are allowed while scripts are not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
        // 'self': the page builder's live preview frames the page it is composing (issue #40).
        frameSrc: [MAP_ORIGIN, "'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // The embedded map is a cross-origin frame that does not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: dev ? false : undefined,
  })
}
