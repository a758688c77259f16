import { createHash } from 'node:crypto'
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
