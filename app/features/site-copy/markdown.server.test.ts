import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists and links', () => {
    const html = renderMarkdown(
      '## Who we are\n\nWe keep **little**.\n\n- one\n- two\n\n[Write to us](https://example.com/contact) or [call](/contact).',
    )
    expect(html).toContain('<h2>Who we are</h2>')
    expect(html).toContain('<p>We keep <strong>little</strong>.</p>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
    expect(html).toContain(
      '<a href="https://example.com/contact" rel="noopener noreferrer">Write to us</a>',
    )
    expect(html).toContain('<a href="/contact">call</a>')
  })

  it('shows raw HTML as text and never links to script', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](VBScript:msgbox)',
    )
    expect(html).not.toMatch(/<script|<img|href="(?:javascript|data|vbscript):/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('[click](javascript:alert(1))')
  })

  it('leaves a link a browser reads as another site as text, whatever way it is written', () => {
    for (const source of [
      '[home](//evil.example)',
      '[home](/\\/evil.example)',
      '[home]( //evil.example/x)',
      'see //evil.example/x',
    ]) {
      expect(renderMarkdown(source), source).not.toContain('href="//')
    }
    // A backslash after the slash is encoded, so the link stays on this site.
    expect(renderMarkdown('[home](/\\evil.example)')).toContain('href="/%5Cevil.example"')
  })

  it('keeps the page title the only h1', () => {
    expect(renderMarkdown('# Big\n\ntext')).toBe('<h2>Big</h2>\n<p>text</p>\n')
  })
})
