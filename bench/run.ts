/**
 * Benchmarks: starts the production build on a fresh, seeded SQLite database and measures
 * throughput and latency of the main routes with autocannon (50 connections, 10 s each).
 * Usage: npm run bench [-- --duration 10 --connections 50]
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { gzipSync } from 'node:zlib'
import { publicPages } from '../scripts/support/public-pages'
import { startServer } from '../scripts/support/server'

/** The JavaScript a page makes the browser load, gzip-compressed as the server sends it. */
async function measurePageWeights(baseUrl: string, paths: string[]) {
  const rows = []
  for (const path of paths) {
    const html = await (await fetch(baseUrl + path)).text()
    const scripts = new Set(
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    )
    let gzip = 0
    let sent = 0
    for (const src of scripts) {
      const res = await fetch(baseUrl + src, { headers: { 'accept-encoding': 'br, gzip' } })
      // What travels: the precompressed copy's length; the budget is read in gzip bytes.
      sent += Number(res.headers.get('content-length'))
      gzip += gzipSync(Buffer.from(await res.arrayBuffer())).length
    }
    const kib = (bytes: number) => Math.round(bytes / 102.4) / 10
    rows.push({ page: path, scripts: scripts.size, jsGzipKiB: kib(gzip), jsSentKiB: kib(sent) })
  }
  return rows
}

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-build': { type: 'boolean', default: false },
  },
})

const targets = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GET / (SSR)', path: '/' },
  { name: 'GET /api/portfolio', path: '/api/portfolio' },
  { name: 'GET /api/products/:id', path: '' },
]

if (!values['skip-build']) {
  execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
const server = await startServer({ env: { LOG_LEVEL: 'warn', SEED: 'demo' } })
const results = []
try {
  // One real record's URL, so the single-record route is measured on a hit.
  const products = (await (await fetch(server.baseUrl + '/api/products')).json()) as {
    _id: string
  }[]
  targets[3]!.path = `/api/products/${products[0]!._id}`
  for (const target of targets) {
    const result = await autocannon({
      url: server.baseUrl + target.path,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: { 'accept-encoding': 'gzip' },
    })
    results.push({
      name: target.name,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  const rssKb = Number(
    fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1],
  )
  const pages = await measurePageWeights(
    server.baseUrl,
    publicPages.map((p) => p.path),
  )
  console.table(results)
  console.table(pages)
  console.log(`server RSS after the run: ${Math.round(rssKb / 1024)} MiB`)
  fs.writeFileSync(
    'bench/results.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections: Number(values.connections),
        durationSeconds: Number(values.duration),
        serverRssMiB: Math.round(rssKb / 1024),
        results,
        pages,
      },
      null,
      2,
    ) + '\n',
  )
} finally {
  await server.stop()
}
