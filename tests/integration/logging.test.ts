import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/auth/users.server'
import { parseEnv } from '~/lib/env.server'
import { createAppContext, prepareDatabase } from '../../server/boot'
import { createHttpApp } from '../../server/http'
import { apiClient } from '../support/api-client'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'

describe.each(engines)('request logs on %s', (engine) => {
  const lines: string[] = []
  let database: TestDatabase
  let baseUrl: string
  let close: () => Promise<void>

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().trim().split('\n'))
        done()
      },
    })
    const ctx = await createAppContext(
      parseEnv({ DATABASE_URL: database.url, SEED: 'none' }),
      pino({ level: 'info' }, sink),
    )
    await prepareDatabase(ctx)
    const server = createHttpApp(ctx).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await upsertAdmin(ctx.db, { email: 'owner@agency.test', password: 'correct horse battery' })
    close = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await ctx.close()
      await database.drop()
    }
  })
  afterAll(async () => {
    await close?.()
  })

  it('writes one JSON line per request with its id, and never a token, cookie or password', async () => {
    const api = apiClient(baseUrl)
    const token = await api.login('owner@agency.test', 'correct horse battery')
    await api.call('GET', '/api/messages', {
      token,
      headers: { cookie: 'session=secret-cookie', 'x-request-id': 'trace-123' },
    })
    const log = lines.join('\n')
    expect(log).not.toContain(token)
    expect(log).not.toContain('secret-cookie')
    expect(log).not.toContain('correct horse battery')
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.req?.id === 'trace-123')
    expect(entry).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/messages' },
      res: { statusCode: 200 },
    })
  })
})
