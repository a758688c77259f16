import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cleanPastedHtml } from './paste'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/paste/${name}`, import.meta.url), 'utf8')

/**
 * What Word puts on the clipboard, readied for the editor (the browser test pastes it into the
 * real editor: tests/e2e/post-editor.test.ts).
 */
describe('paste from Word', () => {
  const html = cleanPastedHtml(fixture('word.html'))

  it('drops Office markup, comments and the comment list', () => {
    expect(html).not.toMatch(/<!\[|<!--|<o:p|<style|<xml|mso-comment|\[SO1\]/)
    expect(html).not.toContain('Check this figure with finance first.')
  })

  it("turns Word's list paragraphs into nested lists, without its drawn bullets", () => {
    const lists = html.replace(/\s+/g, ' ')
    expect(lists).toMatch(
      /<ul><li><p><span[^>]*>New clients<\/span><\/p><ul><li><p><span[^>]*>Three in retail<\/span><\/p><\/li><\/ul><\/li><li><p><span[^>]*>Fewer support calls<\/span><\/p><\/li><\/ul>/,
    )
    expect(lists).toMatch(/<ol><li><p><span[^>]*>Hire a designer<\/span><\/p><\/li><li>/)
    expect(html).not.toMatch(/·|>o<|1\.<span/)
  })

  it('keeps headings, emphasis and links for the schema to take', () => {
    expect(html).toContain('<b>twelve per cent</b>')
    expect(html).toContain('<a href="https://example.com/report">full report</a>')
    expect(html).toMatch(/<h2><span[^>]*>Next steps<\/span>/)
  })
})

describe('a hostile paste', () => {
  it('nests a list nine deep at most, whatever level Word claims', () => {
    const html = cleanPastedHtml(
      `<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level999999 lfo1'>Deep</p>`,
    )
    expect(html.match(/<ul>/g)?.length).toBe(9)
    expect(html).toContain('Deep')
  })
})
