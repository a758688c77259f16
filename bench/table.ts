/** A Markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return ''
  const columns = Object.keys(rows[0]!)
  const cells = rows.map((row) => columns.map((c) => String(row[c] ?? '')))
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)))
  const numeric = columns.map((_, i) => cells.every((r) => /^-?[\d.]*$|^—$/.test(r[i]!)))
  const line = (values: string[]) =>
    '| ' +
    values.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ') +
    ' |'
  const rule =
    '| ' +
    widths.map((w, i) => (numeric[i] ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ') +
    ' |'
  return [line(columns), rule, ...cells.map(line)].join('\n')
}
