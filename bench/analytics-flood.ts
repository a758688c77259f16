/**
 * A flood of made-up visitors against the analytics caps (ADR 074, docs/performance.md
 * §Analytics flood): the production build on a fresh SQLite file, `--visitors` requests of
 * public pages each from an address and User-Agent of its own (X-Forwarded-For, with
 * TRUST_PROXY=loopback), after one visitor asking `--busy` pages in turn. The server is stopped
 * (which writes the last counted views and checkpoints the file) before and after, and the
 * file's growth is measured, with what SQLite's dbstat gives each analytics table.
 *
 * Run once with the caps as configured by default and once with both set to 0 (no cap: the
 * site as it was before them), one after the other.
 *
 * Usage: npm run build && node --import tsx bench/analytics-flood.ts [--visitors 100000]
 *   [--busy 20000] [--connections 50]
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { openDatabase } from '~/lib/db.server'
import { createTestDatabase, type TestDatabase } from '../scripts/support/databases'
import { publicPages } from '../scripts/support/public-pages'
import { startServer } from '../scripts/support/server'
import { markdownTable } from './table'

const { values } = parseArgs({
  options: {
    visitors: { type: 'string', default: '100000' },
    busy: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '50' },
  },
})
const VISITORS = Number(values.visitors)
const BUSY = Number(values.busy)
const CONNECTIONS = Number(values.connections)
/** The public pages the page cache keeps (the contact page is rendered for each visit). */
const PAGES = publicPages.map((p) => p.path).filter((path) => path !== '/contact')
const log = (line: string) => process.stderr.write(`${line}\n`)

/** The n-th made-up visitor: an address and a browser version of its own. */
function visitor(n: number) {
  return {
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`,
  }
}

/** Sends `count` requests, `CONNECTIONS` at a time; `request(i)` says what the i-th one is. */
async function flood(
  baseUrl: string,
  count: number,
  request: (i: number) => { path: string; address: string; userAgent: string },
) {
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < count) {
        const { path, address, userAgent } = request(next++)
        const res = await fetch(baseUrl + path, {
          headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
        })
        await res.arrayBuffer()
        if (res.status !== 200) failed++
      }
    }),
  )
  return failed
}

/** The database file's size with the server stopped (its WAL checkpointed into it). */
const fileBytes = (database: TestDatabase) => fs.statSync(database.url.slice('file:'.length)).size

async function tables(database: TestDatabase) {
  const handle = await openDatabase(database.url)
  try {
    const { rows } = await sql<{ name: string; bytes: number }>`
      select name, sum(pgsize) as bytes from dbstat
      where name like 'analytics_%' group by name order by name`.execute(handle.db)
    const count = async (table: 'analytics_visits' | 'analytics_views') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const limits = await handle.db.selectFrom('analytics_limits').selectAll().execute()
    return {
      bytes: Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)])),
      visits: await count('analytics_visits'),
      views: await count('analytics_views'),
      limits,
    }
  } finally {
    await handle.close()
  }
}

async function run(label: string, env: Record<string, string>) {
  const database = await createTestDatabase('sqlite')
  // A server drops its database when it stops: this one is kept across the two starts.
  const kept = { url: database.url, drop: async () => {} }
  const serverEnv = { SEED: 'none', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...env }
  // First start: migrations, then a page for the cache; stopped to measure the empty site.
  let server = await startServer({ database: kept, env: serverEnv })
  await fetch(server.baseUrl + '/')
  await server.stop()
  const before = fileBytes(database)

  server = await startServer({ database: kept, env: serverEnv })
  const started = performance.now()
  const busy = visitor(0)
  const failedBusy = await flood(server.baseUrl, BUSY, (i) => ({
    path: PAGES[i % PAGES.length]!,
    ...busy,
  }))
  const failedFlood = await flood(server.baseUrl, VISITORS, (i) => ({
    path: PAGES[i % PAGES.length]!,
    ...visitor(i + 1),
  }))
  const seconds = Math.round((performance.now() - started) / 100) / 10
  // SIGTERM: the queue is written, the database closed.
  await server.stop()
  const after = fileBytes(database)
  const detail = await tables(database)
  await database.drop()
  log(`${label}: ${JSON.stringify({ ...detail, failedFlood, failedBusy })}`)
  return {
    caps: label,
    requests: VISITORS + BUSY,
    seconds,
    'file before': before,
    'file after': after,
    growth: after - before,
    'growth per request': Math.round((after - before) / (VISITORS + BUSY)),
    'visits kept': detail.visits,
    'view rows kept': detail.views,
    'not recorded': detail.limits.reduce((n, l) => n + l.over_day_cap + l.over_visitor_cap, 0),
  }
}

const rows = [
  await run('default (10 000 visitors a day, 500 views each)', {}),
  await run('none (0, 0: as before the caps)', {
    ANALYTICS_DAY_VISITORS: '0',
    ANALYTICS_VISITOR_VIEWS: '0',
  }),
]
process.stdout.write(
  `One visitor asking ${BUSY} pages, then ${VISITORS} made-up visitors:\n\n` +
    markdownTable(rows) +
    '\n',
)
