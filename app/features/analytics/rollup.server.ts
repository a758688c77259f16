import { inTransaction, type Db } from '~/lib/db.server'
import { addDays, wallClock } from './days'
import * as queries from './queries.server'
import type { Metrics } from './queries.server'
import { VISIT_GAP_SECONDS } from './salts.server'
import { DIMENSIONS, type Dimension } from './schemas'

/**
 * Daily figures (docs/decisions/052-analytics-storage-raw-then-daily.md). Once a day is over
 * (and its last visits have ended, 30 minutes later), its raw visits and views become one row
 * per dimension and value in `analytics_daily`, which every report reads from then on; the
 * raw rows stay ANALYTICS_RAW_DAYS for filtered reports, then go. Days are rolled up in order,
 * and the last one done is kept in `app_meta`, so reports know where the daily figures end.
 */
const ROLLED_THROUGH = 'analytics.rolled-through'

/** Internal dimensions of the daily figures beside the reports' own. */
export const TOTAL = 'total'
export const HOUR = 'hour'
export const NOT_FOUND_FROM = 'not_found_from'

/** The last day whose daily figures are complete, or null before the first roll-up. */
export async function rolledThrough(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', ROLLED_THROUGH)
    .executeTakeFirst()
  return row?.value ?? null
}

/** The last day no visit can still add to at `now`. */
export function lastClosedDay(now: Date, timeZone: string): string {
  return addDays(wallClock(now.getTime() - VISIT_GAP_SECONDS * 1000 - 60_000, timeZone).day, -1)
}

type DailyRow = Metrics & { dimension: string; day: string; value: string }

/** Every daily row of one day, from its raw rows. */
async function dailyRows(db: Db, day: string): Promise<DailyRow[]> {
  const range = { from: day, to: day }
  const rows: DailyRow[] = []
  const add = (dimension: string, list: (Metrics & { value: string })[]) => {
    for (const r of list) {
      rows.push({
        dimension,
        day,
        value: r.value,
        visitors: r.visitors,
        visits: r.visits,
        pageviews: r.pageviews,
        bounces: r.bounces,
        conversions: r.conversions,
        converted: r.converted,
      })
    }
  }
  const total = await queries.rawByDay(db, range)
  add(
    TOTAL,
    total.map((r) => ({ ...r, value: '' })),
  )
  for (const dimension of DIMENSIONS as readonly Dimension[]) {
    if (dimension === 'page') add(dimension, await queries.rawByPage(db, range))
    else if (dimension === 'not_found') add(dimension, await queries.rawNotFound(db, range))
    else if (dimension === 'search') add(dimension, await queries.rawSearches(db, range))
    // Counted per day already (analytics_form_conversions), and kept: nothing to roll up.
    else if (dimension === 'form') continue
    else add(dimension, await queries.rawByVisitDimension(db, dimension, range))
  }
  add(
    HOUR,
    (await queries.rawByHour(db, range)).map((r) => ({
      ...queries.ZERO,
      ...r,
      value: String(r.hour).padStart(2, '0'),
    })),
  )
  add(
    NOT_FOUND_FROM,
    (await queries.rawNotFoundReferrers(db, range)).map((r) => ({
      ...queries.ZERO,
      value: `${r.path}\t${r.referrer}`,
      pageviews: r.hits,
    })),
  )
  return rows
}

/**
 * Rolls up every closed day after the last one rolled up (from the oldest raw day on a first
 * run), each in a transaction of its own that also moves the marker: run twice, or by two
 * instances, it writes the same rows. Then deletes raw rows older than `rawDays` of days
 * already rolled up. Resolves with the days rolled up.
 */
export async function rollUp(db: Db, now: Date, timeZone: string, rawDays: number) {
  const closed = lastClosedDay(now, timeZone)
  const done = await rolledThrough(db)
  let day = done ? addDays(done, 1) : await oldestRawDay(db)
  const rolled: string[] = []
  while (day && day <= closed) {
    const current = day
    await inTransaction(db, async (trx) => {
      const rows = await dailyRows(trx, current)
      await trx.deleteFrom('analytics_daily').where('day', '=', current).execute()
      for (let i = 0; i < rows.length; i += 400) {
        await trx
          .insertInto('analytics_daily')
          .values(rows.slice(i, i + 400))
          .execute()
      }
      await trx
        .insertInto('app_meta')
        .values({ key: ROLLED_THROUGH, value: current })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: current }))
        .execute()
    })
    rolled.push(current)
    day = addDays(current, 1)
  }
  await deleteOldRaw(db, addDays(wallClock(now.getTime(), timeZone).day, -rawDays))
  return rolled
}

async function oldestRawDay(db: Db): Promise<string | null> {
  const [visits, broken] = await Promise.all([
    db
      .selectFrom('analytics_visits')
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirst(),
    db
      .selectFrom('analytics_not_found')
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirst(),
  ])
  const days = [visits?.day, broken?.day].filter((d): d is string => Boolean(d)).sort()
  return days[0] ?? null
}

/** Raw rows of days before `before`, only of days already rolled up; a day at a time. */
async function deleteOldRaw(db: Db, before: string) {
  const done = await rolledThrough(db)
  if (!done) return
  const limit = done < before ? addDays(done, 1) : before
  for (;;) {
    const oldest = await oldestRawDay(db)
    if (!oldest || oldest >= limit) return
    await inTransaction(db, async (trx) => {
      await trx
        .deleteFrom('analytics_views')
        .where('visit_id', 'in', (eb) =>
          eb.selectFrom('analytics_visits').select('id').where('day', '=', oldest),
        )
        .execute()
      await trx.deleteFrom('analytics_visits').where('day', '=', oldest).execute()
      await trx.deleteFrom('analytics_not_found').where('day', '=', oldest).execute()
      await trx.deleteFrom('analytics_searches').where('day', '=', oldest).execute()
    })
  }
}
