import { FilterIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Table, TableBody, TableCell, TableHeader } from '~/components/ui/table'
import { cn } from '~/lib/cn'
import type { BreakdownRow, Dimension } from '../schemas'

interface BreakdownTableProps {
  dimension: Dimension
  title: string
  column: string
  rows: BreakdownRow[]
  /** The link that filters the screen by a row's value; absent where a row cannot filter. */
  filterLink?: (value: string) => string
  /** What an empty table says. */
  empty: string
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`

/** A column of figures: its name, and its value in a row. */
type Figure = { name: string; of: (row: BreakdownRow) => string | number }
const visitors: Figure = { name: 'Visitors', of: (r) => r.visitors }
const FIGURES: Figure[] = [
  visitors,
  { name: 'Views', of: (r) => r.pageviews },
  { name: 'Conversions', of: (r) => r.conversions },
  { name: 'Rate', of: (r) => percent(r.conversionRate) },
]
/** Broken links: how often each was hit, and (in a column of text) from where. */
const BROKEN_FIGURES: Figure[] = [visitors, { name: 'Hits', of: (r) => r.pageviews }]
/** Searches: how many visitors searched for it, and how many times (ADR 090). */
const SEARCH_FIGURES: Figure[] = [visitors, { name: 'Searches', of: (r) => r.pageviews }]
/** Conversions by page: the messages each page's form brought (issue #40), no visits. */
const FORM_FIGURES: Figure[] = [{ name: 'Conversions', of: (r) => r.conversions }]

/*
 * Below the md breakpoint each row is a card (ADR 075): the value on a line of its own, whole,
 * then each figure after its column's name ('Visitors 12  Views 30  Conversions 1  Rate 3.3%'),
 * wrapping as the width asks. Five columns side by side left a phone's value a letter wide. The
 * header row stays for screen readers; the explicit roles keep the table a table for them once
 * its display is no longer `table`.
 */
const cardRow =
  'max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-4 max-md:gap-y-1 max-md:px-3 max-md:py-3'
const cardValue = 'max-md:w-full max-md:max-w-none max-md:p-0 max-md:[overflow-wrap:anywhere]'
const cardFigure =
  'max-md:inline-flex max-md:items-baseline max-md:gap-1.5 max-md:p-0 max-md:before:text-muted-foreground max-md:before:text-xs max-md:before:content-[attr(data-label)]'

/**
 * One breakdown: a row per value, most visitors first, with its conversions (docs/product.md
 * §Analytics). Clicking a value filters the whole screen by it.
 */
export function BreakdownTable({
  dimension,
  title,
  column,
  rows,
  filterLink,
  empty,
}: BreakdownTableProps) {
  const headingId = `analytics-${dimension}`
  const broken = dimension === 'not_found'
  const figures = broken
    ? BROKEN_FIGURES
    : dimension === 'search'
      ? SEARCH_FIGURES
      : dimension === 'form'
        ? FORM_FIGURES
        : FIGURES
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-4 text-sm">{empty}</p>
      ) : (
        <Table scrollLabel={title} cards aria-labelledby={headingId}>
          <TableHeader role="rowgroup" className="bg-transparent max-md:sr-only">
            <tr role="row" className="text-muted-foreground border-b text-left">
              <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
              {figures.map(({ name }) => (
                <th
                  key={name}
                  role="columnheader"
                  scope="col"
                  className="px-3 py-2 text-right font-medium"
                >
                  {name}
                </th>
              ))}
              {broken && (
                <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
                  Linked from
                </th>
              )}
            </tr>
          </TableHeader>
          <TableBody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.value} role="row" className={cn('border-b last:border-0', cardRow)}>
                <th
                  role="rowheader"
                  scope="row"
                  className={cn('max-w-56 px-3 py-2 text-left font-normal break-all', cardValue)}
                >
                  {filterLink ? (
                    <Link
                      to={filterLink(row.value)}
                      className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                      aria-label={`${row.value}: show only these visits`}
                    >
                      <bdi>{row.value}</bdi>
                      <FilterIcon className="size-3 shrink-0 opacity-60" aria-hidden />
                    </Link>
                  ) : (
                    <bdi>{row.value}</bdi>
                  )}
                </th>
                {figures.map(({ name, of }) => (
                  <TableCell
                    key={name}
                    role="cell"
                    data-label={name}
                    className={cn('py-2 text-right tabular-nums', cardFigure)}
                  >
                    {of(row)}
                  </TableCell>
                ))}
                {broken && (
                  <TableCell
                    role="cell"
                    data-label="Linked from"
                    className={cn('py-2 break-all', cardFigure, 'max-md:w-full')}
                  >
                    {(row.referrers ?? []).map((r) => r.value).join(', ')}
                  </TableCell>
                )}
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  )
}
