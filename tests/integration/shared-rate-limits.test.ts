import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/lib/env.server'
import { createAppContext } from '../../server/boot'
import { createHttpApp } from '../../server/http'
import { apiClient } from '../support/api-client'
import { startTestApp, type TestApp } from '../support/test-app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('rate limits shared through Redis', () => {
  let first: TestApp
  let secondUrl: string
  let closeSecond: () => Promise<void>

  beforeAll(async () => {
    first = await startTestApp('sqlite', { REDIS_URL, CONTACT_RATE_LIMIT: '3' })
    // A second instance of the same site: same database, same Redis.
    const ctx = await createAppContext(
      parseEnv({
        DATABASE_URL: first.ctx.env.DATABASE_URL,
        REDIS_URL,
        CONTACT_RATE_LIMIT: '3',
        LOG_LEVEL: 'silent',
      }),
    )
    const server = createHttpApp(ctx).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    closeSecond = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await ctx.close()
    }
  })
  afterAll(async () => {
    await closeSecond?.()
    await first?.close()
  })

  it('counts contact messages across instances', async () => {
    const message = {
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Quote please',
      message: 'We need an app.',
    }
    const a = apiClient(first.baseUrl)
    const b = apiClient(secondUrl)
    expect((await a.post('/api/messages', message)).status).toBe(201)
    expect((await b.post('/api/messages', message)).status).toBe(201)
    expect((await a.post('/api/messages', message)).status).toBe(201)
    expect((await b.post('/api/messages', message)).status).toBe(429)
    expect((await a.post('/api/messages', message)).status).toBe(429)
  })
})
