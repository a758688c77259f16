/**
 * The process: loads the app (the production build, or source through Vite in development),
 * listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
import cluster from 'node:cluster'
import fs from 'node:fs'
import type { Server } from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RequestHandler } from 'express'
import type * as AppModule from './app'
import { createHttpServer } from './http-server'
import { routeProcessOutputToLogger } from './process-logs'

const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'
/**
 * The folder above this file. In development this file runs from source (`server/index.ts`),
 * so that is the repository, Vite's root. In production it runs as the build compiled it,
 * `BUILD_DIR/server/start.js` (ADR 041), so that is the build it serves, whatever its name.
 */
const above = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// A local .env is a convenience for development; the environment always wins. It is read from
// the working directory (where npm runs scripts), as relative paths like DATABASE_URL's are.
if (fs.existsSync('.env')) process.loadEnvFile('.env')

async function loadApp(): Promise<{ mod: typeof AppModule; assets: RequestHandler[] }> {
  const express = (await import('express')).default
  if (dev) {
    const vite = await import('vite')
    const server = await vite.createServer({ root: above, server: { middlewareMode: true } })
    const mod = (await server.ssrLoadModule(path.join(above, 'server/app.ts'))) as typeof AppModule
    return { mod, assets: [server.middlewares] }
  }
  const buildDir = above
  const buildFile = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(buildFile)) {
    // Reached by running the source without --dev: production serves a build.
    throw new Error(
      `No app bundle at ${buildFile}: build with \`npm run build\`, then serve it with ` +
        '`npm run serve` (or `npm start`, which does both); `npm run dev` runs the source.',
    )
  }
  const mod = (await import(pathToFileURL(buildFile).href)) as typeof AppModule
  const expressStaticGzip = (await import('express-static-gzip')).default
  return {
    mod,
    assets: [
      // Vite's hashed file names never change content, so browsers may keep them for a year.
      // The build wrote a brotli and a gzip copy of each script and style: send the smallest
      // the browser accepts.
      express.Router().use(
        '/assets',
        expressStaticGzip(path.join(buildDir, 'client/assets'), {
          enableBrotli: true,
          orderPreference: ['br', 'gz'],
          index: false,
          serveStatic: { immutable: true, maxAge: '1y' },
        }),
      ),
      onlyTopLevelFiles(
        path.join(buildDir, 'client'),
        express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }),
      ),
    ],
  }
}

/**
 * The files at the top of the client build (the favicon), served as they are. Only their names
 * reach the static middleware: asked about every page, it would cost each one a `stat`.
 */
function onlyTopLevelFiles(dir: string, serve: RequestHandler): RequestHandler {
  const names = new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => '/' + entry.name),
  )
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next())
}

async function main() {
  const { mod, assets } = await loadApp()
  let started: AppModule.StartedApp
  try {
    started = await mod.createServerApp({ env: process.env, assets, dev })
  } catch (error) {
    if (error instanceof mod.ConfigError) {
      process.stderr.write(error.message + '\n')
      process.exit(1)
    }
    throw error
  }
  const { ctx, handler } = started
  routeProcessOutputToLogger(ctx.logger)
  let stopping = false
  const server: Server = createHttpServer((req, res) => {
    // While draining, each answer tells a keep-alive client to reconnect (to another
    // instance) instead of having its connection cut under its next request.
    if (stopping) res.setHeader('Connection', 'close')
    handler(req, res)
  }).listen(ctx.env.PORT, ctx.env.HOST, () => {
    ctx.logger.info({ url: `http://localhost:${ctx.env.PORT}` }, 'server listening')
  })
  server.on('error', (error) => {
    ctx.logger.fatal({ err: error }, 'server failed to listen')
    process.exit(1)
  })

  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    ctx.logger.info({ signal }, 'shutting down')
    // Requests in flight may finish; a stuck one does not keep the process past 10 s.
    const force = setTimeout(() => {
      ctx.logger.warn('forcing remaining connections closed')
      server.closeAllConnections()
    }, 8000)
    force.unref()
    // Stop accepting connections, but do not cut the open ones at once as http.Server#close
    // does: a keep-alive client may be sending its next request on one right now. Each answer
    // from here on says Connection: close; after a second, connections still idle are closed.
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(force)
      await ctx.close()
      ctx.logger.info('stopped')
      ctx.logger.flush?.()
      process.exit(0)
    })
    setTimeout(() => server.closeIdleConnections(), 1000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  // A worker whose primary is gone (killed, say) stops too, rather than serve on unsupervised.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'))
}

/**
 * WEB_CONCURRENCY above 1 makes this process the primary of that many workers (ADR 086). Its
 * value is checked with the whole configuration here, so a mistake is said once, not by each
 * worker; with one process (the default) the app checks it as before.
 */
async function startPrimary(): Promise<boolean> {
  const asked = process.env.WEB_CONCURRENCY
  if (dev || cluster.isWorker || !asked || asked === '1') return false
  const { parseEnv, ConfigError } = await import('~/lib/env.server')
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(error.message + '\n')
    process.exit(1)
  }
  if (env.WEB_CONCURRENCY === 1) return false
  const [{ createLogger }, { runPrimary }] = await Promise.all([
    import('~/lib/logger.server'),
    import('./workers/primary'),
  ])
  runPrimary(env.WEB_CONCURRENCY, createLogger(env.LOG_LEVEL))
  return true
}

startPrimary()
  .then((primary) => (primary ? undefined : main()))
  .catch((error: unknown) => {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  })
