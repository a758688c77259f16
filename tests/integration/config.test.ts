import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '~/lib/env.server'
import { ConfigError, createServerApp } from '../../server/app'
import { apiClient, validMessage } from '../support/api-client'
import { startTestApp, type TestApp } from '../support/test-app'

describe('TRUST_PROXY at boot', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-config-'))
  })
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('stops with one line naming TRUST_PROXY before touching the database', async () => {
    const file = path.join(dir, 'never.db')
    for (const value of [
      'foo',
      'yes',
      '-1',
      '1.5',
      '10.0.0.1/33',
      '10.0.0.0/0',
      '10.0.0.0/255.0.255.0',
      'loopback;10.0.0.1',
      '10.0.0.1,,10.0.0.2',
      '::1/129',
    ]) {
      // Express itself refuses each of these, but only once the app is being built.
      expect(() => express().set('trust proxy', value), value).toThrow()
      const start = createServerApp({
        env: {
          DATABASE_URL: `file:${file}`,
          SEED: 'none',
          LOG_LEVEL: 'silent',
          TRUST_PROXY: value,
        },
      })
      const error = await start.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error, value).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toMatch(/^Invalid configuration: TRUST_PROXY [^\n]+$/)
      expect((error as Error).message).toContain(JSON.stringify(value))
      expect(fs.existsSync(file), value).toBe(false)
    }
  })

  it('refuses true, which Express takes, naming safer values', async () => {
    // Found by a probe: TRUST_PROXY=true was accepted, and a forged leftmost X-Forwarded-For
    // then locked the admin out.
    const file = path.join(dir, 'never-true.db')
    const error = await createServerApp({
      env: { DATABASE_URL: `file:${file}`, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' },
    }).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(
      /^Invalid configuration: TRUST_PROXY must not be true .*\(1\).*10\.0\.0\.0\/8/,
    )
    expect(fs.existsSync(file)).toBe(false)
  })

  it('accepts every form Express accepts but true', () => {
    for (const value of [
      'false',
      '0',
      '2',
      'loopback',
      'linklocal, uniquelocal',
      '10.0.0.1',
      '10.0.0.0/8,172.16.0.0/12',
      '10.0.0.0/255.0.0.0',
      '10.0.0.1/255.255.255.255',
      '::1',
      'fd00::/8, ::ffff:10.0.0.1',
      '5',
    ]) {
      const { trustProxy } = parseEnv({ TRUST_PROXY: value })
      expect(() => express().set('trust proxy', trustProxy), value).not.toThrow()
    }
  })
})

describe('TRUST_PROXY in use', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp('sqlite', {
      TRUST_PROXY: ' loopback , 10.0.0.0/8,fd00::/8, 192.168.0.0/255.255.0.0',
      CONTACT_RATE_LIMIT: '1',
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('takes the client address from a trusted proxy, as Express does', async () => {
    const api = apiClient(app.baseUrl)
    const from = (ip: string) =>
      api.call('POST', '/api/messages', { body: validMessage, headers: { 'x-forwarded-for': ip } })
    // One message per client address: two clients behind the proxy are two counts.
    expect((await from('203.0.113.7')).status).toBe(201)
    expect((await from('203.0.113.8')).status).toBe(201)
    expect((await from('203.0.113.7')).status).toBe(429)
  })
})
