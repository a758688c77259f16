import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/lib/db.server'
import { startServer, type RunningServer } from '../../scripts/support/server'
import { adminToken, siteAdminEnv } from './support/site'

describe('messages CSV export at size', () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    // The server's JavaScript heap is capped below the file's size: an export held in memory
    // (~125 MB of UTF-8, twice that as JavaScript strings) would end the process. (At 96 MB a
    // streamed export failed now and then in CI: the server's own heap is ~35 MB, and garbage
    // lags behind a fast stream.)
    server = await startServer({
      env: { ...siteAdminEnv, CONTACT_RATE_LIMIT: '0', NODE_OPTIONS: '--max-old-space-size=128' },
    })
    token = await adminToken(server.baseUrl)
    // 20 000 long messages, written into the server's database beside it (WAL lets both in).
    const body = 'Grüße aus Zürich — «café», déjà vu, naïve façade. '.repeat(100) // 5 000 chars
    const other = await openDatabase(server.database.url)
    try {
      for (let batch = 0; batch < 20_000; batch += 500) {
        await other.db
          .insertInto('messages')
          .values(
            Array.from({ length: 500 }, (_, i) => ({
              id: crypto.randomUUID(),
              name: `Sender ${batch + i}`,
              email: `s${batch + i}@example.com`,
              phone: null,
              subject: 'Ein Angebot, bitte',
              message: body,
              read: 0,
              created_at: new Date(Date.UTC(2026, 0, 1) + batch + i).toISOString(),
            })),
          )
          .execute()
      }
    } finally {
      await other.close()
    }
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  async function download(): Promise<{ bytes: number; lines: number }> {
    const res = await fetch(`${server.baseUrl}/api/messages/export.csv`, {
      headers: { 'x-auth-token': token, 'accept-encoding': 'identity' },
    })
    expect(res.status).toBe(200)
    let bytes = 0
    let lines = 0
    const reader = res.body!.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length
      for (const byte of read.value) if (byte === 0x0a) lines++
    }
    return { bytes, lines }
  }

  it('streams 20 000 messages with less memory than the file takes', async () => {
    const { bytes, lines } = await download()
    // Every message arrived: one line each, plus the header.
    expect(lines).toBe(20_001)
    expect(bytes).toBeGreaterThan(100 * 1024 * 1024)
    expect(server.process.exitCode).toBeNull()
  }, 120_000)
})
