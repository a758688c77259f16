import { describe, expect, it } from 'vitest'
import {
  fts5Query,
  MARK_END,
  MARK_START,
  safeSnippet,
  searchableText,
  searchTerms,
  textSearchConfig,
  tsQuery,
} from './text'

describe('a visitor’s query as search terms (ADR 090)', () => {
  it('keeps words of letters and digits, lower-cased, and nothing of any syntax', () => {
    expect(searchTerms('  Crème  "brûlée" OR NEAR(x y) -z title:w* a\\b (c)  ')).toEqual([
      'crème',
      'brûlée',
      'or',
      'near',
      'x',
      'y',
      'z',
      'title',
    ])
    expect(searchTerms("'; drop table posts; --")).toEqual(['drop', 'table', 'posts'])
    expect(searchTerms('*** ::: ()')).toEqual([])
    expect(searchTerms('ﬁsh Ⅻ')).toEqual(['fish', 'xii'])
    expect(searchTerms('x'.repeat(10_000))).toEqual(['x'.repeat(40)])
    expect(searchTerms('a a a b')).toEqual(['a', 'b'])
  })

  it('builds engine queries from those words alone', () => {
    expect(fts5Query(['caf', 'web'])).toBe('"caf"* "web"*')
    expect(tsQuery(['caf', 'web'])).toBe("'caf':* & 'web':*")
  })

  it('indexes Markdown as its words', () => {
    expect(
      searchableText(
        '## Title\n\n**Bold** and [a link](https://x.test) ![alt text](/p.png)\n\n| a | b |\n| --- | --- |\n<b>x</b>\u0000\uE000',
      ),
    ).toBe('Title Bold and a link alt text a b x')
  })

  it('makes a snippet safe HTML with only <mark> in it', () => {
    expect(safeSnippet(`<script>"x" & ${MARK_START}y${MARK_END} ${MARK_START}open`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; <mark>y</mark> <mark>open</mark>',
    )
  })

  it('maps languages to the search configurations', () => {
    expect(textSearchConfig('de')).toBe('search_german')
    expect(textSearchConfig('pt-BR')).toBe('search_portuguese')
    expect(textSearchConfig('ja')).toBe('search_simple')
  })
})
