/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, quote or line break
 * is quoted, its quotes doubled), made safe to open in a spreadsheet: a cell that starts
 * like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so Excel or Sheets shows
 * the text instead of running it (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',') + '\r\n'
}
