import { Editor } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { seedPosts } from '../../../../db/seed-data'
import { escapeText, isBareLink, markdownOf, postExtensions } from './extensions'
import { fixturePosts } from './fixture-posts'
import { linkProblem, normaliseLink } from './link-address'
import { hasRawHtml, wordCount } from './source-only'

/**
 * "A test opens and saves every fixture post without changing a byte" (issue #39). The editor
 * runs headless (no DOM: TipTap builds its document and serialises it without a view), with the
 * very extensions the portal's editor uses, so this is the save path of the real editor.
 */
const open = (markdown: string) =>
  new Editor({
    extensions: postExtensions,
    // An empty editor is given an empty document: '' would be read as HTML, which needs a DOM.
    ...(markdown
      ? { content: markdown, contentType: 'markdown' as const }
      : { content: { type: 'doc', content: [{ type: 'paragraph' }] } }),
  })

const corpus: [string, string][] = [
  ...Object.entries(fixturePosts),
  ...seedPosts.map((post): [string, string] => [`demo post “${post.title}”`, post.body.trim()]),
]

describe('the post editor keeps every fixture post byte for byte', () => {
  it.each(corpus)('%s', (_name, body) => {
    const editor = open(body)
    expect(hasRawHtml(body)).toBe(false)
    expect(markdownOf(editor)).toBe(body)
    editor.destroy()
  })
})

describe('what the editor writes', () => {
  it('opens what it wrote to the same document', () => {
    for (const [, body] of corpus) {
      const first = open(body)
      const again = open(markdownOf(first))
      expect(again.getJSON()).toEqual(first.getJSON())
    }
  })

  it('writes a table made in the editor as a compact GFM table', () => {
    const editor = open('')
    editor.commands.insertTable({ rows: 3, cols: 2, withHeaderRow: true })
    editor.commands.insertContent({ type: 'text', text: 'Name' })
    editor.commands.goToNextCell()
    editor.commands.insertContent({ type: 'text', text: 'Share' })
    expect(markdownOf(editor)).toBe('| Name | Share |\n| --- | --- |\n|  |  |\n|  |  |')
  })

  it('writes no blank lines for empty paragraphs, and keeps those inside code', () => {
    const editor = new Editor({
      extensions: postExtensions,
      content: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
          { type: 'paragraph' },
          {
            type: 'table',
            content: [
              {
                type: 'tableRow',
                content: [
                  {
                    type: 'tableHeader',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'h' }] }],
                  },
                ],
              },
            ],
          },
          { type: 'paragraph' },
          { type: 'codeBlock', content: [{ type: 'text', text: 'x\n\n\ny' }] },
        ],
      },
    })
    expect(markdownOf(editor)).toBe('a\n\n| h |\n| --- |\n\n```\nx\n\n\ny\n```')
  })

  it('writes pictures with their alt text and caption escaped', () => {
    const editor = open('')
    editor.commands.setImage({ src: '/uploads/a.webp', alt: 'A [draft]', title: 'Say "hi"' })
    expect(markdownOf(editor)).toBe('![A \\[draft\\]](/uploads/a.webp "Say \\"hi\\"")')
    const reopened = open(markdownOf(editor)).getJSON().content?.[0]
    expect(reopened?.attrs).toMatchObject({ alt: 'A [draft]', title: 'Say "hi"' })
  })

  it('escapes text only where it would become markup', () => {
    expect(escapeText('Q&A, a_b, 5 * 3')).toBe('Q&A, a_b, 5 * 3')
    expect(escapeText('*not bold*')).toBe('\\*not bold\\*')
    expect(escapeText('_x_ [y] `z`')).toBe('\\_x\\_ \\[y] \\`z\\`')
    expect(escapeText('<script> &amp;')).toBe('&lt;script> &amp;amp;')
    // Whatever the text, it reads back as itself.
    const tricky = 'a *b* _c_ [d](e) `f` <g> &amp; \\* ~~h~~ snake_case 5 * 3'
    const editor = open('')
    editor.commands.insertContent({ type: 'text', text: tricky })
    expect(open(markdownOf(editor)).getText()).toBe(tricky)
  })

  it('keeps bare web addresses and e-mails bare, as the page links them', () => {
    for (const body of [
      'See https://example.com/a_b?x=1 for more.',
      'Mail hello@example.com now.',
      'Or www.example.com here.',
      '[https://example.com](https://example.com/other) and [a](https://example.com "T")',
    ]) {
      expect(markdownOf(open(body))).toBe(body)
    }
    expect(markdownOf(open('See <https://example.com>.'))).toBe('See https://example.com.')
    expect(isBareLink('https://example.com', 'https://example.com')).toBe(true)
    expect(isBareLink('javascript:alert(1)', 'javascript:alert(1)')).toBe(false)
  })

  it('counts the words a reader reads', () => {
    expect(wordCount(fixturePosts.headings!)).toBe(13)
    expect(wordCount('## A title\n\n- **one** [two](https://x.y) ![three four](/a.webp)')).toBe(4)
    expect(wordCount('![three four](/a.webp "A \\"big\\" caption")')).toBe(3)
    expect(wordCount('| a | b |\n| --- | ---: |\n| c | d |')).toBe(4)
  })

  it('refuses javascript: links and takes what a page keeps', () => {
    expect(linkProblem(normaliseLink('javascript:alert(1)'))).toBe(
      'This kind of address is not allowed in a post',
    )
    expect(linkProblem(normaliseLink(' JavaScript:alert(1)'))).toBeDefined()
    expect(linkProblem(normaliseLink('data:text/html,x'))).toBeDefined()
    expect(linkProblem(normaliseLink('//evil.example'))).toBeDefined()
    expect(normaliseLink('example.com/page')).toBe('https://example.com/page')
    for (const ok of ['https://example.com', '/contact', '#section-a', 'mailto:a@b.c']) {
      expect(linkProblem(normaliseLink(ok))).toBeUndefined()
    }
  })

  it('sends a body with raw HTML to the Markdown source view', () => {
    expect(hasRawHtml('An <abbr title="x">HTML</abbr> tag')).toBe(true)
    expect(hasRawHtml('<figure>\n<img src="/a.webp">\n</figure>')).toBe(true)
    expect(hasRawHtml('- a <!-- note --> b')).toBe(true)
    expect(hasRawHtml('2 < 3 and **bold**')).toBe(false)
  })
})
