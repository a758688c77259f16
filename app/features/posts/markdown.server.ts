import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'
import { slugify } from '~/lib/slug'

/**
 * A post's Markdown to the HTML its page shows (ADR 089), in two steps that each stand alone:
 *
 * 1. markdown-it renders CommonMark with GFM tables and strikethrough. Raw HTML in the text is
 *    kept (`html: true`: a writer may paste a `<figure>` or an `<abbr>`), so step 2 is what
 *    makes the result safe, not this one.
 * 2. sanitize-html keeps an allow-list of elements and attributes and drops the rest: no
 *    `<script>`, `<style>`, `<iframe>`, no `on…` handler, no `style`, and links and pictures
 *    only to http(s), mailto and paths of the site — never `javascript:`, `data:` or `//host`.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false })

// The page's title is its only h1: a `#` heading in the text becomes an h2; h2 and h3 get ids
// (prefixed, so no id of the page's own can be shadowed) for the table of contents.
markdown.core.ruler.push('post_headings', (state) => {
  const used = new Set<string>()
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return
    if (token.tag === 'h1') token.tag = 'h2'
    const close = state.tokens[index + 2]
    if (close?.type === 'heading_close' && close.tag === 'h1') close.tag = 'h2'
    if (token.tag !== 'h2' && token.tag !== 'h3') return
    const text = state.tokens[index + 1]?.content ?? ''
    const base = `section-${slugify(text) || 'part'}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    token.attrSet('id', id)
  })
})

// A picture alone in its paragraph, with a title (`![alt](src "caption")`, what the post editor
// writes: ADR 091), is a <figure> whose title is its visible <figcaption>.
markdown.core.ruler.push('post_figures', (state) => {
  state.tokens.forEach((token, index) => {
    const inline = state.tokens[index + 1]
    const close = state.tokens[index + 2]
    if (token.type !== 'paragraph_open' || inline?.type !== 'inline' || !close) return
    const [image, ...rest] = inline.children ?? []
    const caption = image?.type === 'image' ? image.attrGet('title') : null
    if (!image || rest.length > 0 || !caption) return
    token.tag = 'figure'
    close.tag = 'figure'
    image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title')
    image.meta = { caption }
  })
})
const renderImage = markdown.renderer.rules.image!
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const caption = (tokens[index]!.meta as { caption?: string } | null)?.caption
  const img = renderImage(tokens, index, options, env, self)
  return caption ? `${img}<figcaption>${markdown.utils.escapeHtml(caption)}</figcaption>` : img
}

const HEADING_ID = /^section-[a-z0-9-]+$/
/** A link or picture address a page may carry: http(s), mailto, or a path of this site. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i

const keepHeadingId = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: attribs.id && HEADING_ID.test(attribs.id) ? { id: attribs.id } : {},
})

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'abbr',
    'sub',
    'sup',
    'kbd',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align', 'style'],
    td: ['align', 'style'],
    ol: ['start'],
    abbr: ['title'],
    code: ['class'],
    h2: ['id'],
    h3: ['id'],
  },
  // GFM's column alignment is the one style kept.
  allowedStyles: {
    th: { 'text-align': [/^(?:left|right|center)$/] },
    td: { 'text-align': [/^(?:left|right|center)$/] },
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Content of these goes with them (the default would keep a script's text as text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  disallowedTagsMode: 'discard',
  // A picture whose address was refused goes altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    h1: 'h2',
    h2: keepHeadingId,
    h3: keepHeadingId,
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? ''
      // A link elsewhere than these stays as its text, an <a> with nowhere to go.
      if (!SAFE_URL.test(href)) return { tagName, attribs: {} }
      // Links that leave the site tell the target nothing about us.
      const external = /^https?:\/\//i.test(href)
      return {
        tagName,
        attribs: {
          href,
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { rel: 'noopener noreferrer' } : {}),
        },
      }
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? ''
      if (!/^(?:https?:\/\/|\/(?![/\\]))/i.test(src)) return { tagName, attribs: {} }
      // Below the fold, a picture waits until it is nearly seen.
      return { tagName, attribs: { ...attribs, src, loading: 'lazy', decoding: 'async' } }
    },
  },
}

/** Sanitised HTML of any HTML: the one way a post's markup reaches a page. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, policy)
}

/** A post's body as its page shows it: Markdown rendered, then sanitised. */
export function renderPostBody(source: string): string {
  return sanitizePostHtml(markdown.render(source))
}

/**
 * A body's HTML and text, kept for the bodies rendered last: the posts' list is read by every
 * /blog page, the feed, the sitemap and related posts, and each read would parse every body
 * twice (Markdown, then the sanitiser). Keyed by the Markdown itself, so an edit is a new entry;
 * bounded by size, oldest use out first.
 */
const renderedBodies = new Map<string, { body: RenderedBody; size: number }>()
const RENDERED_MAX_CHARS = 4_000_000
let renderedChars = 0

export interface RenderedBody {
  html: string
  text: string
}

export function renderedBody(source: string): RenderedBody {
  const kept = renderedBodies.get(source)
  if (kept) {
    renderedBodies.delete(source)
    renderedBodies.set(source, kept)
    return kept.body
  }
  const html = renderPostBody(source)
  const body = { html, text: textOf(html) }
  const size = source.length + html.length + body.text.length
  renderedBodies.set(source, { body, size })
  renderedChars += size
  for (const [oldest, entry] of renderedBodies) {
    if (renderedChars <= RENDERED_MAX_CHARS) break
    renderedBodies.delete(oldest)
    renderedChars -= entry.size
  }
  return body
}

/** The text of some HTML, its tags dropped and its spaces folded. */
export function textOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)

/** The start of a text cut at a word, for an excerpt or a description. */
export function summaryOf(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max - 1)
  return text.slice(0, cut > 0 ? cut : max - 1).replace(/[,.;:]$/, '') + '…'
}

/** The h2 and h3 of a rendered body, for its table of contents. */
export function headingsOf(html: string): { id: string; text: string; level: 2 | 3 }[] {
  return [...html.matchAll(/<h([23]) id="(section-[a-z0-9-]+)">([\s\S]*?)<\/h\1>/g)].map(
    ([, level, id, inner]) => ({ id: id!, text: textOf(inner!), level: level === '2' ? 2 : 3 }),
  )
}
