/**
 * Which link addresses the editor takes: the ones a post's page keeps (ADR 089's sanitiser):
 * http(s), mailto, a path of this site or a `#section`. Anything else (`javascript:`, `data:`,
 * `//host`) is refused with a reason the link dialog shows, not silently dropped on the page.
 */
const SAFE_LINK = /^(?:https?:\/\/\S+|mailto:\S+|\/(?![/\\])\S*|#\S+)$/i

/** A typed address as a link keeps it: `example.com` becomes `https://example.com`. */
export function normaliseLink(typed: string): string {
  const text = typed.trim()
  // A bare domain ("example.com/page") is what people type; give it its https.
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i.test(text)) return `https://${text}`
  return text
}

/** Why `address` cannot be a link, or undefined when it can. */
export function linkProblem(address: string): string | undefined {
  if (!address) return 'Enter the address the link goes to'
  if (/^\s*(?:javascript|data|vbscript):/i.test(address)) {
    return 'This kind of address is not allowed in a post'
  }
  if (!SAFE_LINK.test(address)) {
    return 'Use a web address (https://…), an e-mail (mailto:…) or a page of this site (/…)'
  }
  return undefined
}

/** Whether a link may keep `address` (pasted or parsed links too). */
export const isSafeLink = (address: string) => linkProblem(address) === undefined
