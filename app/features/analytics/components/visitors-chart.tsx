import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Interval, TimeseriesPoint } from '../schemas'

/** A bucket's label from its local start (`2026-11-25T14:00:00+01:00`), in the site's zone. */
export function bucketLabel(start: string, interval: Interval): string {
  const [date, time] = start.split('T')
  const [y, m, d] = date!.split('-').map(Number)
  const month = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-GB', {
    month: 'short',
    timeZone: 'UTC',
  })
  if (interval === 'hour') return time!.slice(0, 5)
  if (interval === 'month') return `${month} ${y}`
  return `${d} ${month}`
}

/** The interval a series has: its buckets' spacing. */
export function intervalOf(series: TimeseriesPoint[]): Interval {
  if (series.length < 2) return 'day'
  const gap = Date.parse(series[1]!.start) - Date.parse(series[0]!.start)
  return gap <= 3_600_000 ? 'hour' : gap <= 90_000_000 ? 'day' : 'month'
}

/**
 * Visitors and page views over time (recharts). The drawing is for the eyes; screen readers get
 * the same figures as a table. Colours are the theme's own, so both themes draw it.
 */
export function VisitorsChart({ series }: { series: TimeseriesPoint[] }) {
  const interval = intervalOf(series)
  const data = series.map((p) => ({ ...p, label: bucketLabel(p.start, interval) }))
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-muted-foreground flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden className="bg-primary inline-block size-3 rounded-sm" /> Visitors
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className="bg-accent inline-block size-3 rounded-sm" /> Page views
        </span>
      </figcaption>
      <div aria-hidden="true" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
              stroke="var(--border)"
            />
            <Tooltip
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                borderRadius: 8,
                color: 'var(--card-foreground)',
              }}
            />
            <Area
              type="monotone"
              dataKey="pageviews"
              name="Page views"
              stroke="var(--accent)"
              fill="var(--accent)"
              fillOpacity={0.15}
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="visitors"
              name="Visitors"
              stroke="var(--primary)"
              fill="var(--primary)"
              fillOpacity={0.25}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Visitors and page views over time</caption>
        <thead>
          <tr>
            <th scope="col">
              {interval === 'hour' ? 'Hour' : interval === 'month' ? 'Month' : 'Day'}
            </th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.start}>
              <th scope="row">{p.label}</th>
              <td>{p.visitors}</td>
              <td>{p.pageviews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
