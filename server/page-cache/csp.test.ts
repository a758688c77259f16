import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './csp'

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('names each inline script by the hash of its text, with text outside ASCII around and in it', () => {
    const theme = 'document.documentElement.dataset.t = "über — ✓"'
    const data = 'window.__ctx = {"title":"Café “Zürich”"}'
    const html = Buffer.from(
      `<!DOCTYPE html><html><head><title>Größe — “quotes”</title><script>${theme}</script>` +
        `<SCRIPT type="module">${data}</SCRIPT>` +
        '<script src="/assets/a.js"></script>' +
        '<script type="application/ld+json">{"name":"é"}</script></head>' +
        `<body><p>naïve ☃</p><script>${theme}</script></body></html>`,
    )
    expect(inlineScriptHashes(html)).toEqual([sha(theme), sha(data)])
  })

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes(Buffer.from('<p>Ä <scripted> text</p>'))).toEqual([])
  })
})
