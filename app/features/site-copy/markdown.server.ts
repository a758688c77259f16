import MarkdownIt from 'markdown-it'

/**
 * Markdown as the legal pages' editors write it, to HTML that is safe to put in a page: raw HTML
 * is shown as text (`html: false`), and markdown-it's link check refuses `javascript:`,
 * `vbscript:`, `file:` and `data:` targets, and we add `//host`, leaving such a link as
 * plain text.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false })

// The page's title is its only h1: a `#` heading in the text becomes an h2.
markdown.core.ruler.push('no_second_h1', (state) => {
  for (const token of state.tokens) {
    if (token.type.startsWith('heading_') && token.tag === 'h1') token.tag = 'h2'
  }
})

// A link that starts `//` (or `/\`, as written before markdown-it encodes it) is another
// site to a browser, though it reads like a path here: it stays plain text, as `javascript:`
// does (ADR 077). A full https:// address is the way to link elsewhere.
const defaultValidateLink = markdown.validateLink.bind(markdown)
markdown.validateLink = (url) => defaultValidateLink(url) && !/^\s*\/[/\\]/.test(url)

// Links that leave the site open as usual but tell the target nothing about us.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]!.attrGet('href') ?? ''
  if (/^https?:\/\//i.test(href)) tokens[idx]!.attrSet('rel', 'noopener noreferrer')
  return defaultLinkOpen(tokens, idx, options, env, self)
}

export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
