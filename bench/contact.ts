import { randomUUID } from 'node:crypto'
import type { Engine } from '../scripts/support/databases'
import { startServer, type RunningServer } from '../scripts/support/server'
import { startBaseline } from './baseline'
import { processMemory } from './http-raw'
import { loadPost, type PostLoadResult } from './load'

/** A message every field rule accepts (docs/product.md §Validation). */
export const CONTACT_BODY = {
  name: 'Bench Sender',
  email: 'bench@example.com',
  subject: 'Benchmark subject',
  message: 'A benchmark message body.',
}

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' }

export type ContactMeasured = {
  engine: Engine
  /** Rows the messages table gained during the run (through GET /api/messages). */
  stored: number
  /** 2xx answers whose message is not in the table: must be 0. */
  lost: number
  serverRssMiB: number | undefined
} & PostLoadResult

export type ContactResult = ContactMeasured | { engine: Engine; skipped: string }

/** An instance for the contact messages: no per-address limit, an admin to count the rows. */
export type ContactServer =
  { engine: Engine; server: RunningServer } | { engine: Engine; skipped: string }

/** Starts an instance on a fresh database of `engine`; never throws (an error skips the row). */
export async function startContactServer(engine: Engine): Promise<ContactServer> {
  // SKIP_POSTGRES=1, as for the tests: the PostgreSQL row is skipped without trying.
  if (engine === 'postgres' && process.env.SKIP_POSTGRES === '1') {
    return { engine, skipped: 'SKIP_POSTGRES=1' }
  }
  try {
    const server = await startServer({
      engine,
      env: {
        LOG_LEVEL: 'warn',
        SEED: 'none',
        CONTACT_RATE_LIMIT: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    })
    return { engine, server }
  } catch (error) {
    return { engine, skipped: (error as Error).message.split('\n')[0]! }
  }
}

/**
 * Sustained contact messages: POST /api/messages in a closed loop, then the rows the messages
 * table gained are counted (GET /api/messages, as the admin) against the 2xx answers.
 */
export async function benchContact(
  { engine, server }: { engine: Engine; server: RunningServer },
  options: { connections: number; duration: number },
): Promise<ContactMeasured> {
  const login = await fetch(server.baseUrl + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const countMessages = async () => {
    const res = await fetch(server.baseUrl + '/api/messages', {
      headers: { 'x-auth-token': token },
    })
    if (!res.ok) throw new Error(`GET /api/messages answered ${res.status}`)
    return ((await res.json()) as unknown[]).length
  }
  const before = await countMessages()
  const load = await loadPost(
    server.baseUrl + '/api/messages',
    Buffer.from(JSON.stringify(CONTACT_BODY)),
    options,
  )
  const stored = (await countMessages()) - before
  return {
    engine,
    ...load,
    stored,
    lost: Math.max(0, load.accepted - stored),
    serverRssMiB: processMemory(server.process.pid!)?.rssMiB,
  }
}

/**
 * The same closed loop against the baseline: a bare node:http server that reads each body to
 * its end and answers 201 with a message record's bytes, storing nothing. What the machine and
 * the load generator allow for this exchange, for the contact rows' ratio.
 */
export async function benchContactBaseline(options: {
  connections: number
  duration: number
}): Promise<PostLoadResult> {
  const answer = { _id: randomUUID(), ...CONTACT_BODY, phone: null, read: false }
  const body = Buffer.from(JSON.stringify({ ...answer, createdAt: new Date().toISOString() }))
  const baseline = await startBaseline([
    { path: '/api/messages', headers: { 'content-type': 'application/json' }, body },
  ])
  try {
    return await loadPost(
      baseline.baseUrl + '/api/messages',
      Buffer.from(JSON.stringify(CONTACT_BODY)),
      options,
    )
  } finally {
    await baseline.stop()
  }
}
