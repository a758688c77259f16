import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('configuration', () => {
  it('has the contract defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:./data/app.db',
      SEED: 'demo',
      LOGIN_MAX_ATTEMPTS: 5,
      LOGIN_LOCK_MINUTES: 15,
      CONTACT_RATE_LIMIT: 10,
      LOG_LEVEL: 'info',
      trustProxy: undefined,
    })
  })

  it('names the variable in one line when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(
      new ConfigError(
        'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
      ),
    )
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid configuration: DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
    )
    expect(() => parseEnv({ SEED: 'lots' })).toThrow(
      'Invalid configuration: SEED must be demo or none',
    )
    expect(() => parseEnv({ ADMIN_EMAIL: 'boss@agency.test' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL',
    )
    expect(() => parseEnv({ ADMIN_EMAIL: 'boss@agency.test', ADMIN_PASSWORD: 'short' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be at least 12 characters',
    )
  })

  it('never echoes a secret value in the error', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'hunter2' })).toThrow(
      /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters$/,
    )
    expect(() => parseEnv({ FORM_SECRET: 'not-long-enough' })).toThrow(
      /^Invalid configuration: FORM_SECRET must be at least 32 characters$/,
    )
  })

  it('refuses TRUST_PROXY=true, naming the safer values', () => {
    // Trusting every hop makes a client's own X-Forwarded-For its address: anyone could pose
    // as the owner's address and use up its sign-in attempts.
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must not be true .*number of proxies.*addresses/,
    )
  })

  it('refuses TRUST_PROXY values that trust nearly everyone, as true does', () => {
    // Found by a probe: TRUST_PROXY=999 let forged X-Forwarded-For addresses through.
    expect(() => parseEnv({ TRUST_PROXY: '999' })).toThrow(/TRUST_PROXY must be at most 5 hops/)
    for (const wide of ['0.0.0.0/1,128.0.0.0/1', '10.0.0.0/7', '0.0.0.0/128.0.0.0', '::/1']) {
      expect(() => parseEnv({ TRUST_PROXY: wide }), wide).toThrow(/wider than an IPv4 \/8/)
    }
    for (const fine of ['5', '10.0.0.0/8', 'fc00::/7', '192.168.1.0/255.255.255.0', 'loopback']) {
      expect(() => parseEnv({ TRUST_PROXY: fine }), fine).not.toThrow()
    }
  })

  it('treats empty variables as unset and reads TRUST_PROXY as Express does', () => {
    expect(parseEnv({ PORT: '', TRUST_PROXY: '1' })).toMatchObject({ PORT: 3000, trustProxy: 1 })
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback')
  })

  it('takes growing pauses between webhook tries: at least 4, never shrinking', () => {
    const env = parseEnv({})
    expect(env.WEBHOOK_RETRY_SECONDS).toEqual([30, 120, 600, 1800, 3600, 10_800])
    expect(env.WEBHOOK_ALLOW_PRIVATE).toBeUndefined()
    expect(parseEnv({ WEBHOOK_RETRY_SECONDS: '1,1,2,2' }).WEBHOOK_RETRY_SECONDS).toEqual([
      1, 1, 2, 2,
    ])
    for (const bad of ['30,120,600', '60,30,600,1800', '0,1,2,3', '1, 2,3,4', 'soon']) {
      expect(() => parseEnv({ WEBHOOK_RETRY_SECONDS: bad }), bad).toThrow(/WEBHOOK_RETRY_SECONDS/)
    }
    expect(() => parseEnv({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE must be 1/,
    )
  })
})

describe('SITE_LANGUAGES', () => {
  it('is English alone unless set, and keeps the order given (the first is the default)', () => {
    expect(parseEnv({}).SITE_LANGUAGES).toEqual(['en'])
    expect(parseEnv({ SITE_LANGUAGES: 'de, en,ar' }).SITE_LANGUAGES).toEqual(['de', 'en', 'ar'])
  })

  it('refuses a malformed tag, a repeated one, and one without a catalogue', () => {
    expect(() => parseEnv({ SITE_LANGUAGES: 'en,,de' })).toThrow(/SITE_LANGUAGES must be/)
    expect(() => parseEnv({ SITE_LANGUAGES: 'en,DE,de' })).toThrow(/each language once/)
    expect(() => parseEnv({ SITE_LANGUAGES: 'en,xx' })).toThrow(
      /SITE_LANGUAGES names xx, which has no message catalogue/,
    )
  })
})
