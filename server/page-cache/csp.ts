import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/dgi

/**
 * The CSP source expressions (`'sha256-…'`) of a page's inline scripts. A cached page is the
 * same bytes for every visitor, so it cannot carry a per-response nonce; the policy names the
 * exact scripts instead (docs/decisions/035-csp-by-inline-script-hashes.md). Scripts with `src` fall under 'self';
 * JSON-LD blocks are data, not scripts, and need no hash.
 *
 * The page is read as its bytes: the markup is found in them read as latin1 (a character per
 * byte, so a match's positions are byte offsets, and the tags are ASCII either way), and each
 * script's bytes are hashed, which is what hashing its text as UTF-8 gives. Decoding the UTF-8
 * instead cost about 3 ms for a 100 KB page with text outside ASCII on Node 20 (a dash, a
 * quote, an umlaut), 7 % of a render.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const attributes = match[1]!
    if (/\bsrc\s*=/i.test(attributes) || /application\/ld\+json/i.test(attributes)) continue
    const [start, end] = match.indices![2]!
    const digest = createHash('sha256').update(html.subarray(start, end)).digest('base64')
    hashes.add(`'sha256-${digest}'`)
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
