import { FilterIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Table } from '~/components/ui/table'
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
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-4 text-sm">{empty}</p>
      ) : (
        <Table scrollLabel={title} className="[&_td]:px-3 [&_th]:px-3">
          <thead>
            <tr className="text-muted-foreground border-b text-left">
              <th scope="col" className="py-2 pr-2 font-medium">
                {column}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Visitors
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {broken ? 'Hits' : 'Views'}
              </th>
              {broken ? (
                <th scope="col" className="py-2 pl-2 font-medium">
                  Linked from
                </th>
              ) : (
                <>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Conversions
                  </th>
                  <th scope="col" className="hidden py-2 pl-2 text-right font-medium sm:table-cell">
                    Rate
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-b last:border-0">
                <th scope="row" className="max-w-56 py-2 pr-2 text-left font-normal break-all">
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
                <td className="px-2 py-2 text-right tabular-nums">{row.visitors}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.pageviews}</td>
                {broken ? (
                  <td className="py-2 pl-2 break-all">
                    {(row.referrers ?? []).map((r) => r.value).join(', ')}
                  </td>
                ) : (
                  <>
                    <td className="px-2 py-2 text-right tabular-nums">{row.conversions}</td>
                    <td className="hidden py-2 pl-2 text-right tabular-nums sm:table-cell">
                      {percent(row.conversionRate)}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  )
}
