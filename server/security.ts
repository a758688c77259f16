import type { RequestHandler } from 'express'
import helmet from 'helmet'

/** The only third-party origin a page may frame: the contact page's map. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org'

/** The paths the API router answers (Express mounts `/api` case-insensitively, so this does too). */
const API_PATH = /^\/api(?:\/|$)/i

/**
 * The security headers of an API answer (JSON, or a CSV sent as a download): never a document a
 * browser renders, so the headers that shape what a document may load, frame, open or prefetch
 * have nothing to act on. What it carries is the OWASP advice for APIs (REST Security Cheat
 * Sheet): a policy that allows nothing at all, so that even an answer a browser were made to
 * render as a page could run and load nothing and be framed nowhere; `nosniff`, so it is read
 * only as its own type; `X-Frame-Options` for browsers that predate `frame-ancestors`; helmet's
 * `Cross-Origin-Resource-Policy`, so another site cannot read it as a subresource; and HSTS in
 * production. A hit on a cached read writes them with every answer: about 300 bytes instead of
 * the document set's 900, which for a small answer were most of its bytes (ADR 096).
 */
export function apiSecurityHeaders({ dev }: { dev: boolean }): ReadonlyArray<[string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(dev
      ? []
      : [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ]
}

/**
 * The security headers of every answer Express makes: the API's own short set under `/api`,
 * helmet's set and the site's Content Security Policy everywhere else (pages, files, the
 * portal).
 */
export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  const documents = documentSecurityHeaders({ dev })
  const api = apiSecurityHeaders({ dev })
  return (req, res, next) => {
    if (!API_PATH.test(req.path)) return documents(req, res, next)
    for (const [name, value] of api) res.setHeader(name, value)
    next()
  }
}

function documentSecurityHeaders({ dev }: { dev: boolean }): RequestHandler {
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
