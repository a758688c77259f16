import type { AnyExtension, JSONContent, MarkdownRendererHelpers } from '@tiptap/core'
import { Image } from '@tiptap/extension-image'
import { Link } from '@tiptap/extension-link'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { Markdown, type MarkdownManager } from '@tiptap/markdown'
import StarterKit from '@tiptap/starter-kit'
import { isSafeLink } from './link-address'

/**
 * The post editor's schema and its Markdown (ADR 091): what the toolbar can make, and how each
 * piece is written back. One list, used by the editor in the portal and by the round-trip test
 * (which runs it headless in Node), so the test checks the very serialiser the editor saves with.
 *
 * The Markdown is the stored form (ADR 089). TipTap's own writer is close to what people write
 * by hand; where it was not, it is corrected here so a post opened and saved keeps its bytes:
 * tables are written compactly (no padding, no blank lines around them), an image's alt text and
 * caption are escaped, and text is escaped only where a character would otherwise become markup.
 */

/** A picture: block-level, `![alt](src "caption")`; the caption shows under it on the page. */
const Picture = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        // Pasted pictures from elsewhere (a Google Docs page, a Word file, another site) would
        // load from a host that is not ours, often one that expires: only the site's own stay.
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? ''
          return /^\/(?![/\\])/.test(src) ? null : false
        },
      },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    const { title, ...img } = HTMLAttributes as Record<string, string | null>
    // In the editor, as on the page (markdown.server.ts): the caption is a <figcaption>.
    return title
      ? ['figure', { class: 'post-figure' }, ['img', img], ['figcaption', {}, title]]
      : ['figure', { class: 'post-figure' }, ['img', img]]
  },
  renderMarkdown: (node: JSONContent) => {
    const attrs = (node.attrs ?? {}) as { src?: string; alt?: string | null; title?: string }
    const alt = (attrs.alt ?? '').replace(/[\\[\]]/g, '\\$&')
    const raw = attrs.src ?? ''
    // An address with spaces or brackets is written between < >, as CommonMark allows.
    const src = /[\s()<>]/.test(raw) ? `<${raw.replace(/[<>]/g, encodeURIComponent)}>` : raw
    const title = attrs.title ? ` "${attrs.title.replace(/[\\"]/g, '\\$&')}"` : ''
    return `![${alt}](${src}${title})`
  },
}).configure({ inline: false, allowBase64: false })

/** A GFM table written as people write it: `| a | b |`, `| --- | ---: |`, one row a line. */
function renderTable(node: JSONContent, h: MarkdownRendererHelpers): string {
  const rows = (node.content ?? []).map((row) =>
    (row.content ?? []).map((cell) => {
      const parts = (cell.content ?? []).map((child) => h.renderChildren(child))
      const text = parts
        .join('<br>')
        .replace(/[ \t]*\r?\n[ \t]*/g, '<br>')
        .replace(/\\.|\|/g, (match) => (match === '|' ? '\\|' : match))
        .trim()
      const align = (cell.attrs as { align?: string | null } | undefined)?.align ?? null
      return { text, header: cell.type === 'tableHeader', align }
    }),
  )
  const columns = Math.max(0, ...rows.map((row) => row.length))
  if (columns === 0) return ''
  const line = (texts: string[]) => `| ${texts.join(' | ')} |`
  const cellsOf = (row: (typeof rows)[number]) =>
    Array.from({ length: columns }, (_, i) => row[i]?.text ?? '')
  const hasHeader = rows[0]!.some((cell) => cell.header)
  const alignOf = (i: number) => rows.find((row) => row[i]?.align)?.[i]?.align ?? null
  const rule = Array.from({ length: columns }, (_, i) => {
    const align = alignOf(i)
    return align === 'left'
      ? ':---'
      : align === 'right'
        ? '---:'
        : align === 'center'
          ? ':---:'
          : '---'
  })
  const body = hasHeader ? rows.slice(1) : rows
  return [
    line(hasHeader ? cellsOf(rows[0]!) : Array<string>(columns).fill('')),
    line(rule),
    ...body.map((row) => line(cellsOf(row))),
  ].join('\n')
}

/**
 * A link whose text is its address (`https://example.com`, `www.example.com`, an e-mail) is
 * written bare, as it was typed: the page's renderer links it (markdown-it's linkify), and
 * `[https://example.com](https://example.com)` would rewrite every post that has one.
 */
export function isBareLink(text: string, href: string): boolean {
  if (/[\s<>()[\]]/.test(text)) return false
  if (text === href) return /^https?:\/\/[^\s]+$/i.test(href)
  if (href === `mailto:${text}`) return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text)
  return href === `http://${text}` && /^www\./i.test(text)
}

const PostLink = Link.extend({
  renderMarkdown: (node: JSONContent, h: MarkdownRendererHelpers, ctx?: { meta?: unknown }) => {
    const { href = '', title = null } = (node.attrs ?? {}) as {
      href?: string
      title?: string | null
    }
    const text = (ctx?.meta as { markText?: string } | undefined)?.markText
    const inner = h.renderChildren(node)
    if (!title && text !== undefined && isBareLink(text, href)) return inner
    const escapedTitle = title ? ` "${title.replace(/[\\"]/g, '\\$&')}"` : ''
    return `[${inner}](${href}${escapedTitle})`
  },
})

const PostTable = Table.extend({ renderMarkdown: renderTable }).configure({
  resizable: false,
  renderWrapper: false,
})

/**
 * Text escaped only where it would otherwise turn into markup, so "Q&A", "a_b" or "5 * 3" stay
 * as written (TipTap's default escapes every `&`, `_`, `*`, which rewrites every post that has
 * one). Each rule is the CommonMark condition under which the character means something.
 */
export function escapeText(text: string): string {
  return (
    text
      // A backslash before punctuation, or at the end (a hard break), would be an escape.
      .replace(/\\(?=[!-/:-@[-`{-~]|$)/g, '\\\\')
      .replace(/[`[]/g, '\\$&')
      // `*` and `_` start or end emphasis unless spaces stand on both sides; `_` also not
      // inside a word.
      .replace(/[*_~]/g, (char, at: number, all: string) => {
        const before = all[at - 1]
        const after = all[at + 1]
        const space = (c: string | undefined) => c !== undefined && /\s/.test(c)
        const word = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c)
        if (space(before) && space(after)) return char
        if (char === '_' && word(before) && word(after)) return char
        return `\\${char}`
      })
      // Only what would read as a tag or an entity.
      .replace(/&(?=#\d{1,7};|#x[\da-f]{1,6};|[a-z][a-z\d]{1,31};)/gi, '&amp;')
      .replace(/<(?=[a-z/!?])/gi, '&lt;')
  )
}

interface TextEncoder {
  encodeTextForMarkdown(text: string, node: JSONContent, parent?: JSONContent): string
  codeTypes: Set<string>
}

/** Swaps the manager's text escaping for `escapeText` (code keeps its characters as they are). */
function escapeLess(manager: MarkdownManager) {
  const encoder = manager as unknown as TextEncoder
  encoder.encodeTextForMarkdown = (text, node, parent) => {
    const inCode =
      (parent?.type !== undefined && encoder.codeTypes.has(parent.type)) ||
      (node.marks ?? []).some((mark) => encoder.codeTypes.has(mark.type))
    return inCode ? text : escapeText(text)
  }
}

const PostMarkdown = Markdown.extend({
  onBeforeCreate(event) {
    this.parent?.(event)
    if (this.editor.markdown) escapeLess(this.editor.markdown)
  },
})

export const postExtensions: AnyExtension[] = [
  StarterKit.configure({
    // Underline has no Markdown; a pasted one keeps its text.
    underline: false,
    // The trailing empty paragraph (somewhere to type after a final table or picture) is
    // added on the first edit, never on opening, and is written as nothing (`markdownOf`).
    // The post's own link (below), configured as the StarterKit's would be.
    link: false,
  }),
  PostLink.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    protocols: ['mailto'],
    // The sanitiser drops others on the page; the editor refuses them where they are made.
    isAllowedUri: (url) => isSafeLink(url),
    shouldAutoLink: (url) => isSafeLink(url),
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  PostTable,
  TableRow,
  TableHeader,
  TableCell,
  Picture,
  PostMarkdown.configure({ indentation: { style: 'space', size: 2 } }),
]

/**
 * The stored form of what the editor holds: its Markdown, without the trailing newline, and
 * without the extra blank lines TipTap writes for an empty paragraph (they mean nothing on the
 * page, and the browser's editor makes some of its own around tables). Code keeps its lines.
 */
export function markdownOf(editor: { getMarkdown: () => string }): string {
  let fence: string | null = null
  let blank = false
  const kept: string[] = []
  for (const line of editor.getMarkdown().split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === null && marker) fence = marker
    else if (fence !== null && marker?.startsWith(fence)) fence = null
    const empty = fence === null && line.trim() === ''
    if (empty && blank) continue
    blank = empty
    kept.push(line)
  }
  return kept.join('\n').replace(/\s+$/, '')
}
