import { XIcon } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/form-controls'
import type { AnalyticsData } from '../api'
import { SCREEN_TABLES, viewQuery, type AnalyticsView } from '../dashboard-requests'
import type { Dimension, Period, Totals } from '../schemas'
import { BreakdownTable } from './breakdown-table'
import { VisitorsChart } from './visitors-chart'

const PERIOD_LABELS: Record<Period, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12mo': 'Last 12 months',
}

/** How a filter reads: "Referrer is google.com". */
const DIMENSION_LABELS: Record<Dimension, string> = {
  page: 'Page',
  entry: 'Entry page',
  exit: 'Exit page',
  referrer: 'Referrer',
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  device: 'Device',
  browser: 'Browser',
  os: 'OS',
  country: 'Country',
  language: 'Language',
  not_found: 'Broken link',
  search: 'Search',
  form: 'Form page',
}

/** What each empty table says, so a new site's screen explains itself. */
const EMPTY: Partial<Record<Dimension, string>> = {
  referrer: 'No visits in this period.',
  utm_source:
    'No visit came with UTM tags. Add ?utm_source=…&utm_medium=…&utm_campaign=… to the links of a campaign to see it here.',
  utm_medium: 'No visit came with a utm_medium tag.',
  utm_campaign: 'No visit came with a utm_campaign tag.',
  country:
    'No country is known for these visits. Countries are counted only when the site is given a country database (GEOIP_DB) or a trusted proxy’s country header (GEO_COUNTRY_HEADER).',
  language: 'No visits in this period.',
  not_found: 'No broken link was followed in this period.',
  search: 'Nobody used the site’s search in this period.',
  form: 'No message was sent from a page’s contact form in this period.',
}

const toQuery = (view: AnalyticsView, filter?: string) =>
  `?${viewQuery({ ...view, filter }).toString()}`

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'no change' : 'new'
  const pct = Math.round(((now - before) / before) * 1000) / 10
  return `${pct > 0 ? '+' : ''}${pct}%`
}

function Figure({
  label,
  value,
  previous,
}: {
  label: string
  value: string | number
  previous?: string
}) {
  return (
    <div className="bg-card flex flex-col gap-1 rounded-xl border p-4 shadow-sm">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {previous && <dd className="text-muted-foreground text-xs">{previous}</dd>}
    </div>
  )
}

/**
 * The Analytics screen (docs/product.md §Analytics): the period and its comparison, the chart,
 * the tables, visitors right now; a row's value filters everything, in the URL.
 */
export function AnalyticsScreen({ view, data }: { view: AnalyticsView; data: AnalyticsData }) {
  const { summary, realtime } = data
  const filter = view.filter
  const colon = filter?.indexOf(':') ?? -1
  const filterLabel =
    filter && colon > 0
      ? `${DIMENSION_LABELS[filter.slice(0, colon) as Dimension] ?? filter.slice(0, colon)} is ${filter.slice(colon + 1)}`
      : null
  const nothingYet = !filter && summary.pageviews === 0 && summary.previous.pageviews === 0
  const vs = (key: keyof Totals) =>
    `${change(summary[key], summary.previous[key])} on the period before`
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {(Object.keys(PERIOD_LABELS) as Period[]).map((period) => (
            <Link
              key={period}
              to={toQuery({ period }, filter)}
              aria-current={view.period === period ? 'page' : undefined}
              className="border-input aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground focus-visible:ring-ring hover:bg-muted rounded-lg border px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none"
            >
              {PERIOD_LABELS[period]}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom range">
          <input type="hidden" name="period" value="custom" />
          {filter && <input type="hidden" name="filter" value={filter} />}
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              name="from"
              defaultValue={summary.from}
              required
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" type="date" name="to" defaultValue={summary.to} required />
          </div>
          <Button type="submit" variant={view.period === 'custom' ? 'default' : 'outline'}>
            Show range
          </Button>
        </Form>
      </div>

      <p className="text-muted-foreground text-sm" aria-live="polite">
        {summary.from === summary.to ? summary.from : `${summary.from} to ${summary.to}`}, compared
        with the {summary.from === summary.to ? 'day' : 'days'} just before.
      </p>

      {filterLabel && (
        <div className="bg-secondary text-secondary-foreground flex flex-wrap items-center gap-3 rounded-lg px-4 py-3 text-sm">
          <span>
            Showing only visits where <strong>{filterLabel}</strong>.
          </span>
          <Link
            to={toQuery(view)}
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
          >
            <XIcon className="size-4" aria-hidden /> Clear filter
          </Link>
          {summary.filterFrom && (
            <span className="text-muted-foreground w-full">
              Tables by another dimension cover {summary.filterFrom} on: before it only daily totals
              are kept.
            </span>
          )}
        </div>
      )}

      {!!summary.notRecorded && (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          {summary.notRecorded.toLocaleString('en-GB')}{' '}
          {summary.notRecorded === 1 ? 'page view' : 'page views'} in this period were not recorded:
          they went past the daily limits on what visitors may add (ANALYTICS_DAY_VISITORS,
          ANALYTICS_VISITOR_VIEWS), as a flood of made-up visitors does. The figures here leave them
          out.
        </p>
      )}

      {nothingYet && (
        <section
          className="bg-card rounded-xl border p-6 shadow-sm"
          aria-labelledby="analytics-empty"
        >
          <h2 id="analytics-empty" className="text-lg font-semibold">
            No visits counted yet
          </h2>
          <p className="text-muted-foreground mt-2 max-w-prose text-sm">
            Every page of the public site that a person opens is counted here within seconds, by the
            server itself: no cookie, no script, nothing for visitors to consent to. Bots, link
            previews, prefetches and the portal are not counted. Open the site in another tab to see
            your first visit.
          </p>
        </section>
      )}

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
        <Figure label="Visitors" value={summary.visitors} previous={vs('visitors')} />
        <Figure label="Visits" value={summary.visits} previous={vs('visits')} />
        <Figure label="Page views" value={summary.pageviews} previous={vs('pageviews')} />
        <Figure label="Views per visit" value={summary.viewsPerVisit} />
        <Figure label="Bounce rate" value={percent(summary.bounceRate)} />
        <Figure label="Conversions" value={summary.conversions} previous={vs('conversions')} />
        <Figure label="Conversion rate" value={percent(summary.conversionRate)} />
        <Figure
          label="Visitors right now"
          value={realtime.visitors}
          previous="in the last 5 minutes"
        />
      </dl>

      <section
        aria-labelledby="analytics-chart"
        className="bg-card rounded-xl border p-4 shadow-sm"
      >
        <h2 id="analytics-chart" className="mb-3 font-semibold">
          Visitors and page views
        </h2>
        <VisitorsChart series={data.series} />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        {SCREEN_TABLES.map((table) => (
          <BreakdownTable
            key={table.dimension}
            {...table}
            rows={data.tables[table.dimension] ?? []}
            filterLink={
              table.dimension === 'not_found' ||
              table.dimension === 'search' ||
              table.dimension === 'form'
                ? undefined
                : (value) => toQuery(view, `${table.dimension}:${value}`)
            }
            empty={EMPTY[table.dimension] ?? 'Nothing counted in this period.'}
          />
        ))}
      </div>
    </div>
  )
}
