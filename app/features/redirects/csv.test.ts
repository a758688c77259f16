import { describe, expect, it } from 'vitest'
import { parseCsv, redirectsToCsv } from './csv'

describe('redirect CSV', () => {
  it('reads back what it writes, quotes and commas included', () => {
    const rows = [
      { from: '/old', to: '/new', status: 301 },
      { from: '/a,b', to: 'https://example.com/?q="x"', status: 302 },
    ]
    const parsed = parseCsv(redirectsToCsv(rows))
    expect(parsed).toEqual([
      ['from', 'to', 'status'],
      ['/old', '/new', '301'],
      ['/a,b', 'https://example.com/?q="x"', '302'],
    ])
  })
  it('takes LF lines, a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFfrom,to\n/x,/y\n\n')).toEqual([
      ['from', 'to'],
      ['/x', '/y'],
    ])
  })
})
