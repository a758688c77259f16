import { createHash } from 'node:crypto'
import { Agent, request } from 'node:http'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { engines } from '../support/databases'
import { freePort, spawnServer, startServer } from '../../scripts/support/server'

async function runToExit(env: Record<string, string>) {
  const child = spawnServer(env)
  const stderr: string[] = []
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, stderr }
}

describe('the server process', () => {
  it.each(engines)(
    'starts on a new %s database, renders the home page on the server and stops on SIGTERM',
    async (engine) => {
      const server = await startServer({ engine, env: { SEED: 'none' } })
      try {
        const health = await fetch(`${server.baseUrl}/healthz`)
        expect(await health.json()).toEqual({ status: 'ok' })
        const res = await fetch(server.baseUrl + '/')
        expect(res.status).toBe(200)
        const html = await res.text()
        expect(html).toContain('Empowering Ideas with Digital Solutions')
        // The policy names each inline script of the page by its hash, and nothing else inline.
        const scriptSrc = /script-src ([^;]+)/.exec(
          res.headers.get('content-security-policy')!,
        )![1]!
        const inline = [
          ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
        ]
        expect(inline.length).toBeGreaterThanOrEqual(2)
        for (const [, body] of inline) {
          const hash = createHash('sha256').update(body!).digest('base64')
          expect(scriptSrc).toContain(`'sha256-${hash}'`)
        }
        expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/)
      } finally {
        expect(await server.stop()).toBe(0)
      }
    },
  )

  it('drains on SIGTERM: keep-alive clients are told to close, never reset', async () => {
    const server = await startServer({ env: { SEED: 'none', LOG_LEVEL: 'warn' } })
    const { port } = new URL(server.baseUrl)
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    const get = () =>
      new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
          res.resume()
          res.on('end', () =>
            resolve({ status: res.statusCode, connection: res.headers.connection }),
          )
        })
        req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }))
        req.end()
      })
    // Eight clients ask in a loop on kept-alive connections while the server is told to stop.
    const answers: Awaited<ReturnType<typeof get>>[] = []
    let refused = false
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve))
    const clients = Array.from({ length: 8 }, async () => {
      while (!refused) {
        const answer = await get()
        answers.push(answer)
        if (answer.error === 'ECONNREFUSED') refused = true
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.process.kill('SIGTERM')
    await Promise.all(clients)
    agent.destroy()
    expect(await exited).toBe(0)
    await server.database.drop()

    const errors = answers.flatMap((a) => (a.error ? [a.error] : []))
    expect(new Set(errors)).toEqual(new Set(['ECONNREFUSED']))
    expect(answers.filter((a) => a.connection === 'close').length).toBeGreaterThan(0)
    expect(answers.every((a) => a.error || a.status === 200)).toBe(true)
  })

  it('compresses pages for clients that accept it', async () => {
    const server = await startServer({ env: { SEED: 'none' } })
    try {
      const res = await fetch(server.baseUrl + '/', { headers: { 'accept-encoding': 'gzip' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
    } finally {
      await server.stop()
    }
  })

  it('answers an unknown page with the 404 screen and status', async () => {
    const server = await startServer({ env: { SEED: 'none' } })
    try {
      const res = await fetch(server.baseUrl + '/no/such/page')
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toContain('Oops! Page not found')
      expect(html).toContain('Return to Home')
    } finally {
      await server.stop()
    }
  })

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    ],
  ])('refuses to start with %o, saying why in one line', async (env, line) => {
    const { code, stderr } = await runToExit({ PORT: String(await freePort()), ...env })
    expect(code).toBe(1)
    expect(stderr).toEqual([line])
  })

  it('creates the configured admin at start without logging its password', async () => {
    const server = await startServer({
      env: {
        SEED: 'none',
        ADMIN_EMAIL: 'Boss@Agency.test',
        ADMIN_PASSWORD: 'a long enough secret',
      },
    })
    try {
      expect(server.output.some((l) => l.includes('admin created from ADMIN_EMAIL'))).toBe(true)
      expect(server.output.join('\n')).not.toContain('a long enough secret')
    } finally {
      await server.stop()
    }
  })
})
