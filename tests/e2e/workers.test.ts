import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validMessage } from '../support/api-client'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminCall, adminToken, siteAdminEnv } from './support/site'

/** The processes a process started (its workers). */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean)

/** The first worker answers as soon as it listens; the second starts after it. */
async function allWorkersListening(server: RunningServer) {
  const deadline = Date.now() + 90_000
  while (!server.output.some((l) => l.includes('all workers listening'))) {
    if (Date.now() > deadline) throw new Error(server.output.join('\n'))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A GET on a connection of its own: the primary hands each new connection to the next worker. */
const get = (server: RunningServer, path: string) =>
  fetch(server.baseUrl + path, { headers: { connection: 'close' } })

/** The worker (its pid) that wrote the access line of the answer with this request id. */
async function answeredBy(server: RunningServer, res: Response): Promise<number> {
  const id = res.headers.get('x-request-id')!
  await expect.poll(() => server.output.some((l) => l.includes(id))).toBe(true)
  return (JSON.parse(server.output.find((l) => l.includes(id))!) as { pid: number }).pid
}

describe('WEB_CONCURRENCY=2: two workers behind one port', () => {
  let server: RunningServer
  let workers: number[]
  beforeAll(async () => {
    server = await startServer({
      env: { ...siteAdminEnv, WEB_CONCURRENCY: '2', CONTACT_RATE_LIMIT: '3' },
    })
    await allWorkersListening(server)
    workers = childrenOf(server.process.pid!)
  }, 180_000)
  afterAll(async () => {
    // The last test stops it itself.
    if (server?.process.exitCode === null) await server.stop()
  })

  it('answers from both workers, and an edit made on one shows on every page of both at once', async () => {
    expect(workers).toHaveLength(2)
    // Each page read twice by each worker is kept by it.
    const seen = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const res = await get(server, '/portfolio')
      expect(res.status).toBe(200)
      seen.add(await answeredBy(server, res))
    }
    expect([...seen].sort()).toEqual([...workers].sort())
    const cached = await get(server, '/portfolio')
    expect(cached.headers.get('x-cache')).toBe('hit')

    const token = await adminToken(server.baseUrl)
    const [first] = await adminCall(server.baseUrl, token, 'GET', '/api/portfolio')
    await adminCall(server.baseUrl, token, 'PUT', `/api/portfolio/${first._id}`, {
      title: 'Seen By Both Workers',
    })
    // The edit's answer came after the other worker had dropped what it read: no stale page.
    const after = new Set<number>()
    for (let i = 0; i < 6; i++) {
      const res = await get(server, '/portfolio')
      expect(await res.text()).toContain('Seen By Both Workers')
      after.add(await answeredBy(server, res))
    }
    expect(after.size).toBe(2)
  })

  it('counts a rate limit once for the instance, not once per worker', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await fetch(server.baseUrl + '/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify(validMessage),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('starts another worker when one dies, and stops them all on SIGTERM', async () => {
    const [victim] = workers
    process.kill(victim!, 'SIGKILL')
    await expect
      .poll(() => childrenOf(server.process.pid!).filter((pid) => !workers.includes(pid)), {
        timeout: 20_000,
      })
      .toHaveLength(1)
    await expect
      .poll(async () => (await get(server, '/healthz').catch(() => null))?.status)
      .toBe(200)
    const now = childrenOf(server.process.pid!)
    expect(now).toHaveLength(2)
    expect(await server.stop()).toBe(0)
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow()
  })
})

describe('a primary killed outright', () => {
  it('takes its workers with it: none serves on unsupervised', async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: '2' } })
    await allWorkersListening(server)
    const workers = childrenOf(server.process.pid!)
    expect(workers).toHaveLength(2)
    server.process.kill('SIGKILL')
    const alive = () =>
      workers.filter((pid) => {
        try {
          process.kill(pid, 0)
          return true
        } catch {
          return false
        }
      })
    await expect.poll(alive, { timeout: 15_000 }).toEqual([])
    await server.database.drop()
  }, 150_000)
})
