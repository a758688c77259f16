/**
 * Benchmarks (docs/performance.md): starts the production build on fresh databases and
 * measures:
 *
 * - how long a start takes, from spawning `npm run serve`'s command to its first 200: five
 *   starts on a demo-seeded SQLite file, five first starts on an empty one (migrations and the
 *   demo seed included), one at a time, before anything else runs;
 *
 * and, with autocannon at 50 connections for 10 s per target:
 *
 * - each public read against a baseline: a bare node:http server (bench/baseline-server.ts)
 *   sending the very bytes the app sent for it, with the same content-type (and
 *   content-encoding). The app runs first, its baseline right after, so noise from other work
 *   on the machine hits both alike; the ratio app ÷ baseline is the figure to read;
 * - a cold render of `/` and of `/de` (the site runs in English and German): a second instance
 *   with PAGE_CACHE_MB=0, and a third with PAGE_CACHE_MB=0 and WEB_CONCURRENCY=2 (a worker per
 *   core, ADR 086);
 * - sustained contact messages (POST /api/messages) on SQLite and PostgreSQL, checking that
 *   every 2xx answer left a stored row;
 * - the app's RSS after the run, and the JavaScript weight of each public page.
 *
 * - a cache hit of `/` with counting on, against the same with ANALYTICS=off;
 * - one FAQ edit on a site of 300 pages (bench/edit-cost.ts): the pages the next walk of the
 *   sitemap finds re-rendered (`X-Cache: miss`), against the pages that show the FAQs;
 * - the Analytics screen's calls for 12 months over a generated year of about 1 000 000 page
 *   views (bench/analytics.ts), on SQLite and PostgreSQL, and the bytes per page view on SQLite.
 *
 * Usage: npm run bench [-- --duration 10 --connections 50 --skip-build
 *   --only start|pages|edits|contact|analytics --analytics-views 1000000 --edit-pages 300]
 * The build goes to build-bench/ (or BUILD_DIR); --skip-build reuses the last one.
 * Prints one table and writes bench/results.json (not tracked). Never fails on a slow result:
 * our targets are printed beside the figures, for information.
 */
// First: sets BUILD_DIR before scripts/support/server reads it.
import './build-dir'
import fs from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { publicPages } from '../scripts/support/public-pages'
import { startServer, type RunningServer } from '../scripts/support/server'
import { createTestDatabase } from '../scripts/support/databases'
import { openDatabase } from '~/lib/db.server'
import { generateYear, startAnalyticsServer, storageBytes, timeDashboard } from './analytics'
import { startBaseline } from './baseline'
import {
  benchContact,
  benchContactBaseline,
  startContactServer,
  type ContactResult,
} from './contact'
import { measureFaqEdit } from './edit-cost'
import { getRaw, processMemory, processTreeMemory } from './http-raw'
import { loadGet, type LoadResult } from './load'
import { measurePageWeights } from './page-weights'
import { prepare } from './prepare'
import { timePhotoCards, timeShareCards } from './share-card'
import { measureStarts, median, type StartTimes } from './startup'
import { markdownTable } from './table'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    'analytics-views': { type: 'string', default: '1000000' },
    'edit-pages': { type: 'string', default: '300' },
  },
})
const PARTS = ['start', 'pages', 'edits', 'contact', 'analytics'] as const
if (values.only !== undefined && !(PARTS as readonly string[]).includes(values.only)) {
  throw new Error(`--only takes ${PARTS.join(', ')}, not ${values.only}`)
}
/** Which parts run: the start times, the public reads (pages), the contact messages; all by default. */
const parts = Object.fromEntries(
  PARTS.map((part) => [part, values.only === undefined || values.only === part]),
) as Record<(typeof PARTS)[number], boolean>
/** Starts measured per start row; the row shows their median. */
const STARTS = 5
const load = { connections: Number(values.connections), duration: Number(values.duration) }
const benchStarted = performance.now()
/** Progress on stderr, with the seconds since the start. */
const log = (line: string) =>
  process.stderr.write(`[${Math.round((performance.now() - benchStarted) / 1000)} s] ${line}\n`)

/** A body the app sends: fetched once from the app, then served as is by the baseline. */
interface Body {
  key: string
  path: string
  headers: Record<string, string>
}

/**
 * The headers the baseline sends for a body: every one of the app's hit (its security headers,
 * ETag, X-Cache, the request id's bytes), but those Node writes itself on every answer (Date,
 * the connection's) and the length, which the baseline works out. The same bytes travel, so
 * a client reads as much from either and the ratio measures the servers alone (ADR 097).
 */
function sameHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !own.has(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  )
}

/** Our targets: printed next to the figures, never a failure. */
interface Goal {
  text: string
  met(row: {
    requestsPerSecond?: number
    latencyP50Ms?: number
    latencyP99Ms?: number
    ratio?: number
  }): boolean
}

interface Target {
  name: string
  server: 'app' | 'cold' | 'workers'
  body: string
  goal?: Goal
}

const BR = { 'accept-encoding': 'br' }
/** A cached read at the default configuration, against a static server sending its bytes. */
const HIT_GOAL: Goal = { text: 'ratio ≥ 0.9', met: (r) => (r.ratio ?? 0) >= 0.9 }
const COLD_GOAL: Goal = { text: '≥ 300 req/s', met: (r) => (r.requestsPerSecond ?? 0) >= 300 }
const bodies: Body[] = [
  { key: 'healthz', path: '/healthz', headers: {} },
  { key: 'page', path: '/', headers: {} },
  { key: 'page-br', path: '/', headers: BR },
  { key: 'page-de', path: '/de', headers: {} },
  { key: 'portfolio', path: '/portfolio', headers: {} },
  { key: 'api-portfolio', path: '/api/portfolio', headers: {} },
  // The path of one real record, filled in once the app runs.
  { key: 'api-product', path: '/api/products/:id', headers: {} },
]

const targets: Target[] = [
  { name: 'GET /healthz', server: 'app', body: 'healthz' },
  {
    name: 'GET / (cache hit)',
    server: 'app',
    body: 'page',
    goal: {
      text: 'ratio ≥ 0.9, p99 < 25 ms',
      met: (r) => (r.ratio ?? 0) >= 0.9 && (r.latencyP99Ms ?? Infinity) < 25,
    },
  },
  {
    name: 'GET / (cold render, PAGE_CACHE_MB=0)',
    server: 'cold',
    body: 'page',
    goal: COLD_GOAL,
  },
  { name: 'GET / (Accept-Encoding: br)', server: 'app', body: 'page-br' },
  { name: 'GET /de (cache hit, German)', server: 'app', body: 'page-de', goal: HIT_GOAL },
  {
    name: 'GET / (cold render, WEB_CONCURRENCY=2)',
    server: 'workers',
    body: 'page',
    goal: COLD_GOAL,
  },
  {
    name: 'GET /de (cold render, German)',
    server: 'cold',
    body: 'page-de',
    goal: COLD_GOAL,
  },
  {
    name: 'GET /de (cold render, German, WEB_CONCURRENCY=2)',
    server: 'workers',
    body: 'page-de',
    goal: COLD_GOAL,
  },
  { name: 'GET /portfolio', server: 'app', body: 'portfolio' },
  {
    name: 'GET /api/portfolio',
    server: 'app',
    body: 'api-portfolio',
    goal: HIT_GOAL,
  },
  { name: 'GET /api/products/:id', server: 'app', body: 'api-product', goal: HIT_GOAL },
]
/**
 * A cache hit that is counted: the app (ANALYTICS on) against an instance with ANALYTICS=off,
 * both sent browsers' User-Agents (a request without one is not counted), 64 of them in turn,
 * so the counter has 64 visitors to hash, group and write each second.
 */
const COUNTED_AGENTS = Array.from(
  { length: 64 },
  (_, i) => `Mozilla/5.0 (X11; Linux x86_64; rv:${70 + i}.0) Gecko/20100101 Firefox/${70 + i}.0`,
)
const COUNTED_GOAL: Goal = { text: 'ratio ≥ 0.9', met: (r) => (r.ratio ?? 0) >= 0.9 }
const DASHBOARD_GOAL: Goal = { text: '< 150 ms', met: (r) => (r.latencyP50Ms ?? Infinity) < 150 }
const CONTACT_GOAL: Goal = {
  text: '≥ 1000/s, 0 lost',
  met: (r) => (r.requestsPerSecond ?? 0) >= 1000,
}
/** The start rows: p50 is the median start, p99 the slowest of the five. */
const START_TARGETS = [
  {
    name: 'start → first 200 (seeded SQLite)',
    seeded: true,
    goal: { text: 'median < 1 s', met: (r) => (r.latencyP50Ms ?? Infinity) < 1000 } satisfies Goal,
  },
  {
    name: 'first start → first 200 (empty SQLite, demo seed)',
    seeded: false,
    goal: { text: 'median < 3 s', met: (r) => (r.latencyP50Ms ?? Infinity) < 3000 } satisfies Goal,
  },
]

await prepare(values['skip-build'], log)

/** An instance with workers answers once its first listens; the rest start after it. */
async function allWorkersListening(server: RunningServer) {
  const deadline = Date.now() + 60_000
  const said = () =>
    fs.readFileSync(logFiles.get(server)!, 'utf8').includes('all workers listening')
  while (!said()) {
    if (Date.now() > deadline) throw new Error('the workers did not all start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const loadAverageStart = os.loadavg()
/** The pages instances' logs (LOG_LEVEL=info), kept until the next run. */
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-logs-'))
const servers: RunningServer[] = []
/** Each instance's log file. */
const logFiles = new Map<RunningServer, string>()
const startApp = async (name: string, env: Record<string, string> = {}) => {
  const logFile = path.join(logDir, `${name}.log`)
  // The default configuration (LOG_LEVEL=info: an access line per request, analytics on), as a
  // client meets it: the log goes to a file, as a deployment's collector takes it, not through
  // this process (ADR 083). SITE_URL, as a deployment sets it: pages do not name the port, so
  // both instances send the same bytes.
  const server = await startServer({
    // Two languages, as a site that sells abroad runs: its German pages are measured too.
    env: { SEED: 'demo', SITE_URL: 'https://agency.example', SITE_LANGUAGES: 'en,de', ...env },
    logFile,
  })
  servers.push(server)
  logFiles.set(server, logFile)
  return server
}

interface Row {
  target: string
  /** Absent on the start rows, which time one start each instead of a load. */
  requestsPerSecond?: number
  /** Absent on the rows that count rather than time (the FAQ edit's). */
  latencyP50Ms?: number
  latencyP99Ms?: number
  baselineRequestsPerSecond?: number
  baselineLatencyP99Ms?: number
  ratio?: number
  bodyBytes?: number
  failures: number
  goal?: string
  goalMet?: boolean
  notes?: string
}

const rows: Row[] = []
const starts: (StartTimes & { target: string })[] = []
// Starts first, one at a time and before any other instance runs, so each is its own cost.
if (parts.start) {
  for (const target of START_TARGETS) {
    log(`${target.name}: ${STARTS} starts…`)
    const times = await measureStarts({ runs: STARTS, seeded: target.seeded })
    starts.push({ target: target.name, ...times })
    const row: Row = {
      target: target.name,
      latencyP50Ms: median(times.readyMs),
      latencyP99Ms: Math.max(...times.readyMs),
      failures: 0,
      notes:
        `starts ${times.readyMs.join(', ')} ms; ` +
        `home page answered at a median ${median(times.firstPageMs)} ms`,
    }
    row.goal = target.goal.text
    row.goalMet = target.goal.met(row)
    rows.push(row)
    log(`${target.name}: median ${row.latencyP50Ms} ms`)
  }
}
const contact: ContactResult[] = []
let memory: Record<'app' | 'cold' | 'workers', ReturnType<typeof processMemory>> = {
  app: null,
  cold: null,
  workers: null,
}
let pages: Awaited<ReturnType<typeof measurePageWeights>> = []
let coldSameBytes = false
let analyticsStorage: Awaited<ReturnType<typeof storageBytes>> | undefined
// The contact instances start now too, and wait idle: a server start is slow on a busy
// machine, and none starts while another instance is measured.
log(
  [
    parts.pages && 'starting the app, an instance without the page cache',
    parts.contact && 'the contact instances…',
  ]
    .filter(Boolean)
    .join(', and '),
)
const contactServers = Promise.all(
  parts.contact
    ? (['sqlite', 'postgres'] as const).map((engine) => startContactServer(engine))
    : [],
)
// The pages first; the contact instances wait idle meanwhile.
if (parts.pages) {
  try {
    const started = await Promise.allSettled([
      startApp('app'),
      startApp('cold', { PAGE_CACHE_MB: '0' }),
      startApp('uncounted', { ANALYTICS: 'off' }),
      startApp('workers', { PAGE_CACHE_MB: '0', WEB_CONCURRENCY: '2' }),
    ])
    await contactServers
    const [app, cold, uncounted, workers] = started.map((s) => {
      if (s.status === 'rejected') throw s.reason
      return s.value
    }) as [RunningServer, RunningServer, RunningServer, RunningServer]
    // Its first worker answers /healthz; measure once both serve.
    await allWorkersListening(workers)
    const servers = { app, cold, workers }
    const products = (await (await fetch(app.baseUrl + '/api/products')).json()) as {
      _id: string
    }[]
    bodies.find((b) => b.key === 'api-product')!.path = `/api/products/${products[0]!._id}`

    // Each body as the app sends it. The first request makes the cached answer; the bytes are
    // those of the second, a hit.
    const sent = new Map<string, { body: Buffer; headers: Record<string, string> }>()
    for (const body of bodies) {
      await getRaw(app.baseUrl + body.path, body.headers)
      const res = await getRaw(app.baseUrl + body.path, body.headers)
      const encoding = res.headers['content-encoding']
      if (res.status !== 200 || encoding !== body.headers['accept-encoding']) {
        throw new Error(`${body.path}: answered ${res.status}, content-encoding ${encoding}`)
      }
      sent.set(body.key, { body: res.body, headers: sameHeaders(res.headers) })
    }
    const coldPage = await getRaw(cold.baseUrl + '/')
    coldSameBytes = coldPage.status === 200 && coldPage.body.equals(sent.get('page')!.body)

    // The instances without a page cache render each of their pages for two seconds first,
    // unmeasured: a server that has run a while has compiled its render path by the time an
    // edit makes it render, and a process's first seconds are the start rows' business. (The
    // first 10 s run of a fresh instance measured 161/s where the same page later gave 210.)
    for (const target of targets.filter((t) => t.server !== 'app')) {
      const path = bodies.find((b) => b.key === target.body)!.path
      await loadGet(servers[target.server].baseUrl + path, { connections: 10, duration: 2 })
    }

    const baseline = await startBaseline(
      bodies.map((b) => ({ path: `/${b.key}`, ...sent.get(b.key)! })),
    )
    try {
      // Per body: the app target, its baseline at once, then any other target with that body.
      const measured = new Map<Target, LoadResult>()
      const baselines = new Map<string, LoadResult>()
      for (const body of bodies) {
        const [first, ...others] = targets.filter((t) => t.body === body.key)
        const run = async (target: Target) => {
          const server = servers[target.server]
          const result = await loadGet(server.baseUrl + body.path, {
            ...load,
            headers: body.headers,
          })
          log(`${target.name}: ${result.requestsPerSecond} req/s`)
          measured.set(target, result)
          await pause()
        }
        if (first) await run(first)
        const result = await loadGet(`${baseline.baseUrl}/${body.key}`, {
          ...load,
          headers: body.headers,
        })
        log(`baseline ${body.key}: ${result.requestsPerSecond} req/s`)
        baselines.set(body.key, result)
        await pause()
        for (const target of others) await run(target)
      }
      for (const target of targets) {
        const result = measured.get(target)!
        const base = baselines.get(target.body)!
        const ratio = Math.round((result.requestsPerSecond / base.requestsPerSecond) * 100) / 100
        const row: Row = {
          target: target.name,
          ...result,
          baselineRequestsPerSecond: base.requestsPerSecond,
          baselineLatencyP99Ms: base.latencyP99Ms,
          ratio,
          bodyBytes: sent.get(target.body)!.body.length,
        }
        if (target.goal) {
          row.goal = target.goal.text
          row.goalMet = target.goal.met(row)
        }
        if (target.server !== 'app' && !coldSameBytes) {
          row.notes = `cold page bytes differ from the cached page (${coldPage.body.length} B)`
        }
        rows.push(row)
      }
    } finally {
      await baseline.stop()
    }
    // Counting on against counting off, twice each, alternating, so load on the machine
    // falls on both alike.
    const counted: LoadResult[] = []
    const uncountedRuns: LoadResult[] = []
    for (let i = 0; i < 2; i++) {
      for (const [server, into] of [
        [uncounted, uncountedRuns],
        [app, counted],
      ] as const) {
        await getRaw(server.baseUrl + '/', { 'user-agent': COUNTED_AGENTS[0]! })
        into.push(await loadGet(server.baseUrl + '/', { ...load, userAgents: COUNTED_AGENTS }))
        await pause()
      }
    }
    const mean = (runs: LoadResult[], key: keyof LoadResult) =>
      Math.round(runs.reduce((sum, r) => sum + r[key], 0) / runs.length)
    const countedRow: Row = {
      target: 'GET / (cache hit, counting on)',
      requestsPerSecond: mean(counted, 'requestsPerSecond'),
      latencyP50Ms: Math.max(...counted.map((r) => r.latencyP50Ms)),
      latencyP99Ms: Math.max(...counted.map((r) => r.latencyP99Ms)),
      failures: counted.reduce((sum, r) => sum + r.failures, 0),
      baselineRequestsPerSecond: mean(uncountedRuns, 'requestsPerSecond'),
      baselineLatencyP99Ms: Math.max(...uncountedRuns.map((r) => r.latencyP99Ms)),
      notes: `baseline: the same hit with ANALYTICS=off; ${COUNTED_AGENTS.length} browsers in turn`,
    }
    countedRow.ratio =
      Math.round((countedRow.requestsPerSecond! / countedRow.baselineRequestsPerSecond!) * 100) /
      100
    countedRow.goal = COUNTED_GOAL.text
    countedRow.goalMet = COUNTED_GOAL.met(countedRow)
    rows.push(countedRow)
    log(`counted hit: ratio ${countedRow.ratio}`)
    log('page weights…')
    memory = {
      app: processMemory(app.process.pid!),
      cold: processMemory(cold.process.pid!),
      workers: processTreeMemory(workers.process.pid!),
    }
    pages = await measurePageWeights(
      app.baseUrl,
      publicPages.map((p) => p.path),
    )
    log('done with the pages')
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
}

// One FAQ edit on a site of 300 pages: which pages the server renders again (ADR 085).
if (parts.edits) {
  const pageCount = Number(values['edit-pages'])
  const target = `one FAQ edit on a ${pageCount}-page site: pages re-rendered`
  log(`${target}…`)
  const cost = await measureFaqEdit(pageCount)
  /** A list of paths, the first five of it when it is long. */
  const few = (paths: string[]) =>
    paths.length === 0
      ? 'none'
      : paths.length <= 5
        ? paths.join(', ')
        : `${paths.slice(0, 5).join(', ')} and ${paths.length - 5} more`
  const same = (a: string[], b: string[]) =>
    a.length === b.length && [...a].sort().every((path, i) => path === [...b].sort()[i])
  rows.push({
    target,
    failures: 0,
    goal: 'only the pages that show FAQs',
    // A page never kept (one with a form: /contact, a composed page with a contact form) is
    // rendered for every visit, edit or not: it counts only where it shows FAQs.
    goalMet: same(
      cost.reRendered.filter(
        (path) => !cost.neverKept.includes(path) || cost.showFaqs.includes(path),
      ),
      cost.showFaqs,
    ),
    notes:
      `${cost.reRendered.length} of ${cost.pages} (${few(cost.reRendered)}); ` +
      `pages that show FAQs: ${few(cost.showFaqs)}; ` +
      `before the edit, a walk made ${few(cost.neverKept)} (never kept); ` +
      `the walk of ${cost.pages} pages after the edit took ${cost.walkMs} ms`,
  })
  log(`${target}: ${cost.reRendered.length} of ${cost.pages}`)
}

const stopped = new Set<RunningServer>()
let contactBaseline: LoadResult | undefined
try {
  for (const started of await contactServers) {
    if ('skipped' in started) {
      log(`POST /api/messages on ${started.engine} skipped: ${started.skipped}`)
      contact.push(started)
      continue
    }
    try {
      const result = await benchContact(started, load)
      log(`POST /api/messages on ${started.engine}: ${result.acceptedPerSecond} accepted/s`)
      contact.push(result)
    } catch (error) {
      log(`POST /api/messages on ${started.engine} failed: ${(error as Error).message}`)
      contact.push({ engine: started.engine, skipped: `failed: ${(error as Error).message}` })
    }
    stopped.add(started.server)
    await started.server.stop()
    await pause()
  }
  if (contact.some((c) => !('skipped' in c))) {
    const base = await benchContactBaseline(load)
    log(`baseline POST: ${base.acceptedPerSecond} answered/s`)
    contactBaseline = {
      requestsPerSecond: base.acceptedPerSecond,
      latencyP50Ms: base.latencyP50Ms,
      latencyP99Ms: base.latencyP99Ms,
      failures: base.errors,
    }
  }
} finally {
  for (const started of await contactServers) {
    if ('server' in started && !stopped.has(started.server)) await started.server.stop()
  }
}
for (const result of contact) {
  const target = `POST /api/messages (${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`
  if ('skipped' in result) {
    rows.push({
      target,
      requestsPerSecond: 0,
      latencyP50Ms: 0,
      latencyP99Ms: 0,
      failures: 0,
      notes: `skipped: ${result.skipped}`,
    })
    continue
  }
  const refused = Object.values(result.refused).reduce((a, b) => a + b, 0)
  const row: Row = {
    target,
    requestsPerSecond: result.acceptedPerSecond,
    latencyP50Ms: result.latencyP50Ms,
    latencyP99Ms: result.latencyP99Ms,
    failures: refused + result.errors,
    baselineRequestsPerSecond: contactBaseline?.requestsPerSecond,
    baselineLatencyP99Ms: contactBaseline?.latencyP99Ms,
    ratio:
      contactBaseline &&
      Math.round((result.acceptedPerSecond / contactBaseline.requestsPerSecond) * 100) / 100,
    notes:
      `2xx ${result.accepted}, non-2xx ${refused}, errors ${result.errors}, ` +
      `stored ${result.stored}, lost ${result.lost}`,
  }
  if (result.engine === 'sqlite') {
    row.goal = CONTACT_GOAL.text
    row.goalMet = CONTACT_GOAL.met(row) && result.lost === 0
  }
  rows.push(row)
}

// One share card drawn cold (sharp + opentype.js paths, ADR 068), in this process.
if (parts.pages) {
  const cards = await timeShareCards()
  rows.push({
    target: 'one share card (render)',
    latencyP50Ms: cards.medianMs,
    latencyP99Ms: cards.slowestMs,
    failures: 0,
    notes: `${cards.renders} cards of distinct titles, no cache; median and slowest; ${cards.meanBytes} B each`,
  })
  log(`one share card: median ${cards.medianMs} ms`)
  // A project's card: its picture cropped to a JPEG (ADR 075).
  const photos = await timePhotoCards()
  rows.push({
    target: 'one project card (render)',
    latencyP50Ms: photos.medianMs,
    latencyP99Ms: photos.slowestMs,
    failures: 0,
    notes: `${photos.renders} crops of a 1200×800 WebP of noise to a 1200×630 JPEG, no cache; median and slowest; ${photos.meanBytes} B each`,
  })
  log(`one project card: median ${photos.medianMs} ms`)
}

// A year of visits (about ANALYTICS_VIEWS page views) on each engine, and the Analytics
// screen's calls for 12 months against a server on it.
if (parts.analytics) {
  const views = Number(values['analytics-views'])
  const engines =
    process.env.SKIP_POSTGRES === '1' ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const)
  for (const engine of engines) {
    const name = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'
    const target = `12-month dashboard, ${views.toLocaleString('en')} page views (${name})`
    try {
      const database = await createTestDatabase(engine)
      log(`${target}: generating the year…`)
      const generated = await generateYear(database, views)
      log(`${target}: ${generated.counted} views counted in ${generated.seconds} s`)
      let storage = ''
      if (engine === 'sqlite') {
        const handle = await openDatabase(database.url)
        const bytes = await storageBytes(handle.db).finally(() => handle.close())
        storage =
          `; raw rows ${bytes.bytesPerView} B per page view (${bytes.rawViews} views of the ` +
          `last 31 days in ${Math.round(bytes.rawBytes / 1024)} KiB), daily figures ` +
          `${Math.round(bytes.dailyBytes / Math.max(bytes.dailyDays, 1))} B per day`
        analyticsStorage = bytes
      }
      const { server, token } = await startAnalyticsServer(database)
      try {
        const timed = await timeDashboard(server, token)
        const row: Row = {
          target,
          latencyP50Ms: timed.medianMs,
          latencyP99Ms: timed.slowestMs,
          failures: 0,
          notes:
            `the screen's ${timed.calls} calls at once, median and slowest of 15; ` +
            `${generated.counted} views generated in ${generated.seconds} s${storage}`,
        }
        if (engine === 'sqlite') {
          row.goal = DASHBOARD_GOAL.text
          row.goalMet = DASHBOARD_GOAL.met(row)
        }
        rows.push(row)
        log(`${target}: median ${timed.medianMs} ms`)
      } finally {
        await server.stop()
      }
    } catch (error) {
      log(`${target} failed: ${(error as Error).message}`)
      rows.push({
        target,
        latencyP50Ms: 0,
        latencyP99Ms: 0,
        failures: 1,
        notes: `failed: ${(error as Error).message}`,
      })
    }
  }
}

const dash = (value: number | undefined) => (value === undefined ? '—' : value)
const table = markdownTable(
  rows.map((r) => ({
    target: r.target,
    'req/s': dash(r.requestsPerSecond),
    'p50 ms': dash(r.latencyP50Ms),
    'p99 ms': dash(r.latencyP99Ms),
    'baseline req/s': dash(r.baselineRequestsPerSecond),
    ratio: dash(r.ratio),
    'our target': r.goal ? `${r.goal} (${r.goalMet ? 'met' : 'not met'})` : '',
    notes: [r.failures && !r.notes ? `${r.failures} failed` : '', r.notes ?? '']
      .filter(Boolean)
      .join('; '),
  })),
)
const loadAverageEnd = os.loadavg()
const mib = (m: ReturnType<typeof processMemory>) => (m ? `${m.rssMiB} MiB` : 'unknown')
console.log(table)
console.log()
if (parts.pages) {
  console.log(markdownTable(pages))
  console.log()
  console.log(
    `app server RSS after the run: ${mib(memory.app)} (peak ${memory.app?.peakRssMiB ?? '?'} MiB); ` +
      `cold instance: ${mib(memory.cold)}; cold instance with two workers (primary and ` +
      `workers together): ${mib(memory.workers)}`,
  )
}
console.log(
  `${load.connections} connections, ${load.duration} s per run, Node ${process.version}, ` +
    `${os.cpus().length} CPUs, load average ${loadAverageStart[0]!.toFixed(1)} → ` +
    `${loadAverageEnd[0]!.toFixed(1)}`,
)
fs.writeFileSync(
  'bench/results.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageStart,
      loadAverageEnd,
      connections: load.connections,
      durationSeconds: load.duration,
      serverRssMiB: memory.app?.rssMiB,
      serverPeakRssMiB: memory.app?.peakRssMiB,
      coldServerRssMiB: memory.cold?.rssMiB,
      coldWorkersRssMiB: memory.workers?.rssMiB,
      coldPageSameBytes: coldSameBytes,
      results: rows,
      starts,
      contact,
      pages,
      analyticsStorage,
      table,
    },
    null,
    2,
  ) + '\n',
)

/** Lets the sockets of the last run close before the next begins. */
function pause() {
  return new Promise((resolve) => setTimeout(resolve, 500))
}
