import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertAdmin } from '~/features/team/admins.server'
import { createServer } from 'node:http'
import { parseEnv } from '~/lib/env.server'
import { createLogger, type Logger } from '~/lib/logger.server'
import { createAppContext, prepareDatabase } from '../../server/boot'
import { cachedFirst, createHttpApp } from '../../server/http'
import { createPublicAnswers } from '../../server/page-cache/public-answers'
import { apiClient } from '../support/api-client'
import { createTestDatabase, engines, type TestDatabase } from '../support/databases'
import { authenticatorCode } from '../support/totp'

describe.each(engines)('request logs on %s', (engine) => {
  const lines: string[] = []
  let database: TestDatabase
  let baseUrl: string
  let close: () => Promise<void>
  let ctxLogger: Logger

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().trim().split('\n'))
        done()
      },
    })
    // The process's own logger and request listener (cache hits are logged before Express).
    const ctx = await createAppContext(
      parseEnv({ DATABASE_URL: database.url, SEED: 'none' }),
      createLogger('info', { destination: sink }),
    )
    ctxLogger = ctx.logger
    await prepareDatabase(ctx)
    const answers = createPublicAnswers(ctx)
    const server = createServer(
      cachedFirst(answers, createHttpApp(ctx, { answers }), ctx.logger),
    ).listen(0, '127.0.0.1')
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

  it('never writes the token of a reset or preview link, or any token parameter', async () => {
    // Found by a probe: `GET /admin/reset-password?token=…` and `/?preview=…` were logged whole.
    const secrets = ['resetlinksecret123', 'previewsecret456', 'apitokensecret789']
    await fetch(`${baseUrl}/admin/reset-password?token=${secrets[0]}`)
    await fetch(`${baseUrl}/?preview=${secrets[1]}&utm_source=news`)
    // A public API read, twice: the second is answered from the cache, before Express.
    await fetch(`${baseUrl}/api/faqs?access_token=${secrets[2]}`)
    await fetch(`${baseUrl}/api/faqs?access_token=${secrets[2]}`)
    const log = lines.join('\n')
    for (const secret of secrets) expect(log).not.toContain(secret)
    const urls = lines.map((l) => JSON.parse(l)).flatMap((e) => (e.req?.url ? [e.req.url] : []))
    expect(urls).toContain('/admin/reset-password?token=[redacted]')
    expect(urls).toContain('/?preview=[redacted]&utm_source=news')
    expect(lines.map((l) => JSON.parse(l)).filter((e) => e.cache === 'hit')).toHaveLength(1)
  })

  it('never writes an authenticator secret, a code, a recovery code or a sign-in step', async () => {
    const api = apiClient(baseUrl)
    const token = await api.login('owner@agency.test', 'correct horse battery')
    const { secret, otpauthUrl } = (await api.post('/api/auth/2fa/setup', undefined, token)).body
    const code = authenticatorCode(secret, new Date())
    const { recoveryCodes } = (
      await api.post('/api/auth/2fa/enable', { code, password: 'correct horse battery' }, token)
    ).body
    const step = await api.post('/api/auth/login', {
      email: 'owner@agency.test',
      password: 'correct horse battery',
    })
    await api.post('/api/auth/login', { challenge: step.body.challenge, code: recoveryCodes[0] })
    // Anything a log call might be handed by mistake is censored too.
    ctxLogger.warn({ code, secret, challenge: step.body.challenge, recoveryCodes, otpauthUrl })
    ctxLogger.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) })
    const log = lines.join('\n')
    for (const value of [secret, code, step.body.challenge, ...recoveryCodes]) {
      expect(log).not.toContain(value)
    }
    expect(log).toContain('ECONNREFUSED')
  })
})
