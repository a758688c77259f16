/**
 * Analytics in the bench (docs/performance.md §Analytics):
 *
 * - `generateYear`: a year of made-up traffic (about 1 000 000 page views) counted through the
 *   real counter and written by its real batches under a clock that walks the year, then rolled
 *   up by the real job, as a site that had run for a year would hold it;
 * - `timeDashboard`: the Analytics screen's calls for the last 12 months (the very list the
 *   screen makes, `dashboardRequests`), all at once as the screen sends them, against a real
 *   server on that database;
 * - `storageBytes`: the bytes the raw visits and views take per page view (SQLite's dbstat).
 */
import { sql } from 'kysely'
import { dashboardRequests } from '~/features/analytics/dashboard-requests'
import { addDays, wallClock } from '~/features/analytics/days'
import { parseEnv } from '~/lib/env.server'
import type { Db } from '~/lib/db.server'
import { createAppContext, prepareDatabase } from '../server/boot'
import type { TestDatabase } from '../scripts/support/databases'
import { publicPages } from '../scripts/support/public-pages'
import { startServer, type RunningServer } from '../scripts/support/server'
import { median } from './startup'

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
]
const REFERRERS = [
  ...Array(12).fill(undefined),
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.google.com/',
  'https://www.bing.com/',
  'https://duckduckgo.com/',
  'https://www.linkedin.com/',
  'https://news.ycombinator.com/',
  'https://www.reddit.com/r/webdev/',
] as (string | undefined)[]
const CAMPAIGNS = ['spring', 'summer', 'autumn', 'launch', 'webinar', 'newsletter-12']
const PAGES = publicPages.map((p) => p.path)

/** A fixed sequence, so every run generates the same year. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/**
 * Counts a year of visits ending now into `database` (about `views` page views), through the
 * counter, a day's batch at a time, then rolls the closed days up. Resolves with the views
 * counted and the seconds it took.
 */
export async function generateYear(database: TestDatabase, views = 1_000_000) {
  const started = performance.now()
  const end = Date.now()
  let now = end - 365 * 86_400_000
  const clock = { now: () => new Date(now) }
  const ctx = await createAppContext(
    parseEnv({ DATABASE_URL: database.url, SEED: 'none', LOG_LEVEL: 'warn' }),
    undefined,
    clock,
  )
  await prepareDatabase(ctx)
  // The jobs run when this walk of the year says, not on the real clock's timer: each day's
  // batch is written and the due jobs (salts, roll-up) run as they would have that day.
  await ctx.jobs.stop()
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const perDay = views / 365
  let counted = 0
  try {
    for (let day = 0; day < 366 && counted < views; day++) {
      const dayStart = end - (365 - day) * 86_400_000
      const hits: {
        at: number
        url: string
        ua: string
        address: string
        referer?: string
        status: number
      }[] = []
      // Busier weekdays, quieter weekends, a slow growth over the year.
      const target =
        perDay *
        (0.8 + 0.4 * (day / 365)) *
        ([0, 6].includes(new Date(dayStart).getUTCDay()) ? 0.7 : 1.1)
      let dayViews = 0
      while (dayViews < target) {
        const address = `${10 + Math.floor(next() * 200)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}.${Math.floor(next() * 256)}`
        const ua = pick(AGENTS)
        let at = dayStart + Math.floor(next() * 86_000_000)
        const referrer = pick(REFERRERS)
        const tagged = next() < 0.1
        const length = 1 + Math.floor(next() * next() * 6)
        for (let i = 0; i < length; i++) {
          const page = i === 0 && next() < 0.5 ? '/' : pick(PAGES)
          const url =
            i === 0 && tagged
              ? `${page}?utm_source=newsletter&utm_medium=email&utm_campaign=${pick(CAMPAIGNS)}`
              : page
          const broken = next() < 0.01
          hits.push({
            at,
            url: broken ? `/old/${Math.floor(next() * 20)}` : url,
            ua,
            address,
            referer: i === 0 ? referrer : 'https://agency.example/',
            status: broken ? 404 : 200,
          })
          at += 20_000 + Math.floor(next() * 150_000)
          dayViews++
        }
      }
      hits.sort((a, b) => a.at - b.at)
      for (const hit of hits) {
        if (hit.at > end) break
        now = hit.at
        ctx.analytics.count(
          {
            method: 'GET',
            url: hit.url,
            status: hit.status,
            headers: {
              host: 'agency.example',
              'user-agent': hit.ua,
              ...(hit.referer ? { referer: hit.referer } : {}),
            },
          },
          () => hit.address,
        )
        counted++
      }
      await ctx.jobs.tick()
    }
    now = end
    // The roll-up, as the job runs it (every closed day, then the raw rows past 31 days).
    await ctx.jobs.tick()
    await ctx.jobs.tick()
  } finally {
    await ctx.close()
  }
  return { counted, seconds: Math.round((performance.now() - started) / 100) / 10 }
}

/**
 * The screen's calls for the last 12 months, sent together as the screen sends them, `runs`
 * times after one warm-up: the median and slowest time until the last answer.
 */
export async function timeDashboard(server: RunningServer, token: string, runs = 15) {
  const paths = dashboardRequests({ period: '12mo' })
  const once = async () => {
    const started = performance.now()
    await Promise.all(
      paths.map(async (path) => {
        const res = await fetch(server.baseUrl + path, { headers: { 'x-auth-token': token } })
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
        await res.arrayBuffer()
      }),
    )
    return performance.now() - started
  }
  await once()
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push(await once())
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    medianMs: round(median(times)),
    slowestMs: round(Math.max(...times)),
    calls: paths.length,
  }
}

/** A server on the generated database, with an admin to read the screen's calls. */
export async function startAnalyticsServer(database: TestDatabase) {
  const admin = { email: 'bench-analytics@example.com', password: 'bench-analytics-password' }
  const server = await startServer({
    database,
    env: {
      LOG_LEVEL: 'warn',
      SEED: 'none',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await res.json()) as { token: string }
  return { server, token }
}

/**
 * Bytes on disk of the raw analytics rows (tables and index, SQLite's dbstat: whole pages, so
 * their free space counts) per raw page view, and of the daily figures per day.
 */
export async function storageBytes(db: Db) {
  const { rows } = await sql<{ name: string; bytes: number }>`
    select name, sum(pgsize) as bytes from dbstat
    where name like 'analytics_%' group by name`.execute(db)
  const bytes = Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]))
  const raw =
    (bytes.analytics_visits ?? 0) +
    (bytes.analytics_views ?? 0) +
    (bytes.analytics_visits_visitor ?? 0) +
    (bytes.analytics_not_found ?? 0)
  const views = await db
    .selectFrom('analytics_visits')
    .select((eb) => eb.fn.sum<number>('views').as('n'))
    .executeTakeFirst()
  const broken = await db
    .selectFrom('analytics_not_found')
    .select((eb) => eb.fn.sum<number>('hits').as('n'))
    .executeTakeFirst()
  const rawViews = Number(views?.n ?? 0) + Number(broken?.n ?? 0)
  const days = await db
    .selectFrom('analytics_daily')
    .select((eb) => eb.fn.count<number>('day').distinct().as('n'))
    .executeTakeFirst()
  const today = wallClock(Date.now(), 'UTC').day
  return {
    rawViews,
    rawBytes: raw,
    bytesPerView: rawViews ? Math.round(raw / rawViews) : 0,
    dailyBytes: bytes.analytics_daily ?? 0,
    dailyDays: Number(days?.n ?? 0),
    rawFrom: addDays(today, -31),
  }
}
