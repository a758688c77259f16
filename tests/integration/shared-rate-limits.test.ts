import { randomInt } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/lib/env.server'
import { createAppContext, prepareDatabase } from '../../server/boot'
import { createHttpApp } from '../../server/http'
import { apiClient, validMessage } from '../support/api-client'
import { engines } from '../support/databases'
import { startTestApp, type TestApp } from '../support/test-app'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const env = { REDIS_URL, CONTACT_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' }

// Several instances behind a load balancer share PostgreSQL in production; one host's instances
// may share a SQLite file. Either way the count lives in Redis, whichever engine holds the data.
describe.each(engines)('rate limits shared through Redis on %s', (engine) => {
  // Redis outlives a test run: each run, engine (and each concurrent run) is its own client
  // address, so counts left by an earlier one within the window cannot leak into this one.
  const CLIENT_IP = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  let first: TestApp
  let secondUrl: string
  let closeSecond: () => Promise<void>

  beforeAll(async () => {
    first = await startTestApp(engine, env)
    // A second instance of the same site: same database, same Redis.
    const ctx = await createAppContext(
      parseEnv({ DATABASE_URL: first.ctx.env.DATABASE_URL, LOG_LEVEL: 'silent', ...env }),
    )
    await prepareDatabase(ctx)
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

  it('counts accepted contact messages across instances, and only those', async () => {
    const send = (baseUrl: string, body: object) =>
      apiClient(baseUrl).call('POST', '/api/messages', {
        body,
        headers: { 'x-forwarded-for': CLIENT_IP },
      })
    const [a, b] = [first.baseUrl, secondUrl]
    expect((await send(a, validMessage)).status).toBe(201)
    expect((await send(b, { ...validMessage, email: 'nope' })).status).toBe(400)
    expect((await send(b, validMessage)).status).toBe(201)
    expect((await send(a, { ...validMessage, subject: '' })).status).toBe(400)
    expect((await send(a, validMessage)).status).toBe(201)
    expect((await send(b, validMessage)).status).toBe(429)
    expect((await send(a, validMessage)).status).toBe(429)
  })
})
