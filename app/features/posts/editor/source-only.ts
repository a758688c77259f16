import { MarkdownManager } from '@tiptap/markdown'

/** A manager with no extensions: only its Markdown lexer (marked, GFM) is used here. */
const lexing = new MarkdownManager({ extensions: [] })

interface Token {
  type: string
  tokens?: Token[]
  items?: Token[]
  header?: Token[]
  rows?: Token[][]
}

/**
 * Whether a body holds raw HTML (`<abbr>`, `<figure>`, a comment), which ADR 089 allows in a post
 * but the visual editor cannot keep: it would show it as text and save it escaped, changing the
 * page. Such a body opens as Markdown, untouched (ADR 091).
 */
export function hasRawHtml(markdown: string, manager: MarkdownManager = lexing): boolean {
  const walk = (tokens: unknown): boolean =>
    Array.isArray(tokens) &&
    (tokens as Token[]).some(
      (token) =>
        token.type === 'html' ||
        walk(token.tokens) ||
        walk(token.items) ||
        walk(token.header) ||
        (Array.isArray(token.rows) && token.rows.some((row) => walk(row))),
    )
  return walk(manager.instance.lexer(markdown) as unknown as Token[])
}

/** How many words a body has, as a reader counts them: its text without the Markdown. */
export function wordCount(markdown: string): number {
  const text = markdown
    // A picture counts its caption, not its alt text, as the page's reading time does.
    .replace(/!\[[^\]]*\]\([^)"]*(?:"((?:[^"\\]|\\.)*)")?\)/g, ' $1 ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+[.)]|>|#{1,6}|\|?\s*:?-{3,}.*)\s/gm, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}
