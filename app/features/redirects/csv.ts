import { csvRow } from '~/lib/csv'

export const REDIRECT_CSV_HEADER = ['from', 'to', 'status'] as const

/** Redirects as CSV: a header row, then from, to and status per line (RFC 4180). */
export function redirectsToCsv(rows: readonly { from: string; to: string; status: number }[]) {
  return (
    csvRow([...REDIRECT_CSV_HEADER]) +
    rows.map((r) => csvRow([r.from, r.to, String(r.status)])).join('')
  )
}

/**
 * The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF), without empty
 * lines. A leading apostrophe the export put before a formula-like cell is taken off again.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
    .filter((r) => r.some((cell) => cell.trim() !== ''))
    .map((r) => r.map((cell) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell)))
}
