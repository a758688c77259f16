import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv'

describe('csv', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"')
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n')
  })

  it('turns a cell that a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("http://evil.example")`).startsWith(`"'${start}`)).toBe(
        true,
      )
    }
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+61 3 7010 4520')).toBe("'+61 3 7010 4520")
    expect(csvCell('Ada = genius')).toBe('Ada = genius')
  })
})
