import { isIP, isIPv4 } from 'node:net'
import { z } from 'zod'

/** A configuration problem, reported as one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)

const url = (protocols: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, hint)

const email = z.email('must be an e-mail address')

/** Prefix length of a contiguous IPv4 netmask (255.255.0.0 → 16), or undefined. */
function netmaskBits(mask: string): number | undefined {
  if (!isIPv4(mask)) return undefined
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('')
  if (!/^1*0*$/.test(bits)) return undefined
  const zeros = bits.indexOf('0')
  return zeros === -1 ? 32 : zeros
}

/**
 * One entry of Express's `trust proxy` list (proxy-addr): a name, an address, or an address
 * with a prefix length or (IPv4) a netmask; a range of 0 bits is refused, as Express does.
 */
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const slash = entry.lastIndexOf('/')
  const address = slash === -1 ? entry : entry.slice(0, slash)
  const version = isIP(address)
  if (!version) return false
  if (slash === -1) return true
  const range = entry.slice(slash + 1)
  const max = version === 4 ? 32 : 128
  const bits = /^\d+$/.test(range) ? Number(range) : version === 4 ? netmaskBits(range) : undefined
  return bits !== undefined && bits > 0 && bits <= max
}

/**
 * Express only checks `trust proxy` when the app is built, after the database is open;
 * checking it here makes a typo stop the start like any other bad variable. `true` is refused:
 * it trusts every hop, so a client's own leftmost X-Forwarded-For becomes its address, and a
 * stranger can pose as anyone (and lock the owner's address out of signing in).
 */
const trustProxy = z
  .string()
  .refine(
    (value) => value !== 'true',
    'must not be true (it trusts whatever address a client claims): give the number of proxies ' +
      'in front of the site (1) or their addresses (10.0.0.0/8, loopback)',
  )
  .refine(
    (value) =>
      /^(false|\d+)$/.test(value) ||
      value.split(',').every((entry) => isTrustedProxyEntry(entry.trim())),
    'must be false, a hop count, or a comma-separated list of IP addresses, CIDR ranges ' +
      'and loopback, linklocal or uniquelocal',
  )

const schema = z
  .object({
    PORT: integer(1, 65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .refine(
        (v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v),
        'must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
      )
      .default('file:./data/app.db'),
    SEED: z.enum(['demo', 'none'], 'must be demo or none').default('demo'),
    ADMIN_EMAIL: email.optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(256).optional(),
    ADMIN_USERNAME: z.string().min(1).max(60).optional(),
    SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
    NOTIFY_EMAIL: email.optional(),
    MAIL_FROM: z.string().min(3).optional(),
    REDIS_URL: url(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
    LOGIN_MAX_ATTEMPTS: integer(0, 1000).default(5),
    LOGIN_LOCK_MINUTES: integer(1, 10080).default(15),
    CONTACT_RATE_LIMIT: integer(0, 100000).default(10),
    TRUST_PROXY: trustProxy.optional(),
    LOG_LEVEL: z
      .enum(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      )
      .default('info'),
    SITE_URL: url(['http:', 'https:'], 'must be an http(s) URL').optional(),
    /** Signs the contact form's timestamp; without it a secret is made once and kept in the database. */
    FORM_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Memory for rendered public pages and public API answers; 0 turns the cache off. */
    PAGE_CACHE_MB: integer(0, 65536).default(64),
    /** How long the activity log keeps its entries. */
    ACTIVITY_RETENTION_DAYS: integer(1, 36500).default(365),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message:
          'must be set together with ' + (env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      })
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_URL ? 'NOTIFY_EMAIL' : 'SMTP_URL'],
        message: 'must be set together with ' + (env.SMTP_URL ? 'SMTP_URL' : 'NOTIFY_EMAIL'),
      })
    }
  })

export type Env = z.output<typeof schema> & { trustProxy: false | number | string | undefined }

/** Express's `trust proxy` accepts a boolean, a hop count or a list of addresses. */
function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  if (value === undefined) return undefined
  if (value === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

/**
 * Parses the configuration once at boot. Empty variables count as unset so that
 * `FOO= npm start` behaves like leaving FOO out.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const keys = Object.keys(schema.shape)
  const input: Record<string, string | undefined> = Object.fromEntries(
    keys.map((key) => [key, source[key] === '' ? undefined : source[key]]),
  )
  const result = schema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const name = String(issue.path[0] ?? 'configuration')
    const shown = name in input && input[name] !== undefined && !/PASSWORD|SECRET|URL/.test(name)
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${shown ? ` (got ${JSON.stringify(input[name])})` : ''}`,
    )
  }
  return { ...result.data, trustProxy: parseTrustProxy(result.data.TRUST_PROXY) }
}
