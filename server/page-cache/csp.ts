import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP source expressions (`'sha256-…'`) of a page's inline scripts. A cached page is the
 * same bytes for every visitor, so it cannot carry a per-response nonce; the policy names the
 * exact scripts instead (docs/decisions/035-csp-by-inline-script-hashes.md). Scripts with `src` fall under 'self';
 * JSON-LD blocks are data, not scripts, and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || /application\/ld\+json/i.test(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Adds the hashes to the policy's script-src (the policy the security headers set). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive} ${hashes.join(' ')}` : directive,
    )
    .join(';')
}
