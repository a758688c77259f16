import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntity } from '~/core/activity'

/** The activity screen's filters, as its URL keeps them (`?who=…&kind=faq&what=move&date=…`). */
export interface ActivityFilter {
  /** A staff account's `_id`. */
  who?: string
  kind?: ActivityEntity
  what?: ActivityAction
  /** A day, `YYYY-MM-DD`, in the browser's own time zone. */
  date?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

/**
 * The filters a URL names; an unknown value is dropped rather than shown as an empty list.
 * `kinds` are the kinds of record there are (ActivityKind).
 */
export function readActivityFilter(
  params: URLSearchParams,
  kinds: readonly string[],
): ActivityFilter {
  const date = params.get('date')
  const who = params.get('who')?.trim()
  return {
    ...(who ? { who } : {}),
    ...(oneOf(kinds, params.get('kind')) ? { kind: params.get('kind') as ActivityEntity } : {}),
    ...(oneOf(ACTIVITY_ACTIONS, params.get('what'))
      ? { what: params.get('what') as ActivityAction }
      : {}),
    ...(date && DAY.test(date) && !Number.isNaN(localDay(date).getTime()) ? { date } : {}),
  }
}

/** The URL query of these filters; empty ones are left out. */
export function activityFilterQuery(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['who', 'kind', 'what', 'date'] as const) {
    const value = filter[key]
    if (value) params.set(key, value)
  }
  return params
}

function localDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/**
 * The API's query for a page of these filters (docs/api.md §Activity): a day is the instants
 * from its local midnight to the next (a day of 23 or 25 hours included); `olderThan` (the
 * last entry shown) pages on within it.
 */
export function activityApiQuery(
  filter: ActivityFilter,
  page: { limit: number; olderThan?: string },
): URLSearchParams {
  const params = new URLSearchParams({ limit: String(page.limit) })
  if (filter.who) params.set('actor', filter.who)
  if (filter.kind) params.set('entity', filter.kind)
  if (filter.what) params.set('action', filter.what)
  let before = page.olderThan
  if (filter.date) {
    const start = localDay(filter.date)
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
    params.set('since', start.toISOString())
    if (!before || before > end.toISOString()) before = end.toISOString()
  }
  if (before) params.set('before', before)
  return params
}
