import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import net from 'node:net'
import { createInterface } from 'node:readline'
import { SERVER_ENTRY } from '../build-server'
import { createTestDatabase, type Engine, type TestDatabase } from './databases'

export interface RunningServer {
  baseUrl: string
  process: ChildProcess
  database: TestDatabase
  /** Lines the server wrote, for assertions on logs. */
  output: string[]
  stop(): Promise<number | null>
}

/** A demo-seeded SQLite file made by the e2e global setup; servers start on a copy of it. */
export const SEEDED_TEMPLATE = path.resolve(process.env.BUILD_DIR ?? 'build', 'e2e-seeded.db')

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Starts `npm run serve`'s command, the process file compiled into the build (plain
 * JavaScript, no TypeScript loader), the way a deployment runs it.
 */
export function spawnServer(
  env: Record<string, string>,
  /** Where its standard output goes: a pipe (read into `output`), or a file's descriptor. */
  stdout: 'pipe' | number = 'pipe',
) {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'BUILD_DIR'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])),
  )
  const entry = path.resolve(process.env.BUILD_DIR ?? 'build', SERVER_ENTRY)
  return spawn(process.execPath, [entry], {
    env: { ...inherited, ...env },
    stdio: ['ignore', stdout, 'pipe'],
  })
}

export async function startServer(
  options: {
    engine?: Engine
    env?: Record<string, string>
    /** A database made beforehand (it is dropped when the server stops, as a fresh one is). */
    database?: TestDatabase
    /**
     * A file for the log lines instead of `output`, as a deployment's log collector takes them:
     * a benchmark at LOG_LEVEL=info must not parse a line per request in its own process.
     */
    logFile?: string
  } = {},
): Promise<RunningServer> {
  const engine = options.engine ?? 'sqlite'
  const database = options.database ?? (await createTestDatabase(engine))
  const seed = options.env?.SEED ?? 'demo'
  if (
    !options.database &&
    engine === 'sqlite' &&
    seed === 'demo' &&
    fs.existsSync(SEEDED_TEMPLATE)
  ) {
    fs.copyFileSync(SEEDED_TEMPLATE, database.url.slice('file:'.length))
  }
  const port = await freePort()
  const logFd = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a')
  const child = spawnServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    logFd ?? 'pipe',
  )
  if (logFd !== undefined) fs.closeSync(logFd)
  const output: string[] = []
  createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
  if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => output.push(line))
  const baseUrl = `http://127.0.0.1:${port}`
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))
  // Ready means answering /healthz, whatever the log level says.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}:\n${output.join('\n')}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output.join('\n')}`)
    }
    // Asked on a connection of its own that closes with the answer: a kept-alive one would
    // hold stop() for the second the server gives idle connections before it closes them.
    const ok = await fetch(`${baseUrl}/healthz`, { headers: { connection: 'close' } }).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseUrl,
    process: child,
    database,
    output,
    async stop() {
      const exited = new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) resolve(child.exitCode)
        else child.once('exit', (code) => resolve(code))
      })
      child.kill('SIGTERM')
      const code = await exited
      await database.drop()
      return code
    },
  }
}
