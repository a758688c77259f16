import { isIP, isIPv4 } from 'node:net'
import { z } from 'zod'
import { availableLanguages } from '~/i18n/catalogues.server'
import { LANGUAGE_TAG } from '~/i18n/languages'

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
 * The widest range a proxy list may name: a private network is at most an IPv4 /8 (10.0.0.0/8)
 * or an IPv6 /7 (fc00::/7). A wider one (`0.0.0.0/1,128.0.0.0/1`) trusts the whole internet,
 * as `true` does.
 */
function isNarrowEnough(entry: string): boolean {
  const slash = entry.lastIndexOf('/')
  if (slash === -1) return true
  const address = entry.slice(0, slash)
  const range = entry.slice(slash + 1)
  const v4 = isIPv4(address)
  const bits = /^\d+$/.test(range) ? Number(range) : v4 ? netmaskBits(range) : undefined
  return bits !== undefined && bits >= (v4 ? 8 : 7)
}

/** A time zone the platform's time-zone database knows (`Europe/Paris`, `UTC`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** More proxy hops than this is a guess that lets a client forge the hops it adds itself. */
const MAX_PROXY_HOPS = 5

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
  .refine(
    (value) => !/^\d+$/.test(value) || Number(value) <= MAX_PROXY_HOPS,
    `must be at most ${MAX_PROXY_HOPS} hops: count the proxies in front of the site (a count ` +
      "above theirs trusts addresses a client adds), or name the proxies' addresses",
  )
  .refine(
    (value) =>
      /^(false|\d+)$/.test(value) || value.split(',').every((e) => isNarrowEnough(e.trim())),
    'must not name a range wider than an IPv4 /8 or an IPv6 /7 (it would trust addresses ' +
      'outside your network): name the proxies or their private network (10.0.0.0/8)',
  )

/**
 * What a variable means, for people. The configuration tables of README.md and docs/api.md and
 * the lines of .env.example are generated from these (`npm run docs:config`), and a test fails
 * when they drift, so a variable is described here and nowhere by hand.
 */
export interface ConfigDoc {
  /** One line: the README's table and the comment in .env.example. */
  summary: string
  /** Everything a reader needs to set it: docs/api.md §Configuration. */
  description: string
  /** The default as a reader sees it, when it is not a value of the schema (derived at start). */
  defaultText?: string
}

export const configDocs = z.registry<ConfigDoc>()

const schema = z
  .object({
    PORT: integer(1, 65535).default(3000).register(configDocs, {
      summary: 'HTTP port',
      description: 'HTTP port (1–65535)',
    }),
    HOST: z.string().min(1).default('0.0.0.0').register(configDocs, {
      summary: 'bind address',
      description: 'bind address',
    }),
    WEB_CONCURRENCY: integer(1, 64)
      .default(1)
      .register(configDocs, {
        summary:
          'processes that serve requests on the one port; set it to the cores the instance may ' +
          'use',
        description:
          'how many worker processes share the port (1–64; ADR 086): `1` is one process as ' +
          'always; more render that many pages at once on that many cores, each worker with ' +
          'its own page cache (`PAGE_CACHE_MB` each) and about 200 MiB of memory. Workers keep ' +
          'one another current as instances do, and share the rate limits without Redis. ' +
          '`npm run dev` runs one process whatever it says',
      }),
    DATABASE_URL: z
      .string()
      .refine(
        (v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v),
        'must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
      )
      .default('file:./data/app.db')
      .register(configDocs, {
        summary:
          '`file:PATH` = SQLite at PATH (created if missing); `postgres://…` = PostgreSQL (the ' +
          'database is created if missing)',
        description:
          '`file:PATH`: SQLite at PATH, created with its folder if missing. `postgres://…` or ' +
          '`postgresql://…`: PostgreSQL; the database is created at first start when missing, ' +
          'if the role may create databases',
      }),
    SEED: z
      .enum(['demo', 'none'], 'must be demo or none')
      .default('demo')
      .register(configDocs, {
        summary:
          '`demo`: on a database never seeded, insert the demo content (ten projects, four ' +
          'posts, six products, four FAQs, the contact details); `none`: insert nothing',
        description:
          '`demo`: on a database that was never seeded and holds no portfolio item, insert the ' +
          'demo content (ten portfolio items, four posts, six products, four FAQs, the contact record, their ' +
          'pictures, the starter copy of every page) once; deleting it later does not bring it ' +
          'back. `none`: insert nothing',
      }),
    ADMIN_EMAIL: email.optional().register(configDocs, {
      summary: 'at start, when no admin exists, create this one (with `ADMIN_PASSWORD`)',
      description:
        'set together with `ADMIN_PASSWORD`. At start, when no admin exists at all, create ' +
        'this one',
    }),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(256)
      .optional()
      .register(configDocs, {
        summary: 'the password of the admin created from `ADMIN_EMAIL` (12+ characters)',
        description:
          'set together with `ADMIN_EMAIL`: the password of the admin created from it ' +
          '(12–256 characters)',
      }),
    ADMIN_USERNAME: z.string().min(1).max(60).optional().register(configDocs, {
      summary: 'the username of the admin created from `ADMIN_EMAIL`',
      description: 'the username of the admin created from `ADMIN_EMAIL` (1–60 characters)',
      defaultText: 'part of the e-mail before `@`',
    }),
    SMTP_URL: url(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')
      .optional()
      .register(configDocs, {
        summary:
          'with `NOTIFY_EMAIL`: e-mail every new contact message there, and let staff reset a ' +
          'forgotten password by e-mail (which also needs `SITE_URL`, for the link)',
        description:
          'set together with `NOTIFY_EMAIL`: the `smtp://` or `smtps://` URL of the mail ' +
          "server for the site's mails: a notification of every new contact message (stored " +
          'in an outbox and retried, ADR 005) and password reset links (which also need ' +
          '`SITE_URL`)',
      }),
    NOTIFY_EMAIL: email.optional().register(configDocs, {
      summary: 'the address that receives every new contact message (with `SMTP_URL`)',
      description:
        'set together with `SMTP_URL`: the address that receives a mail for every new contact ' +
        'message',
    }),
    MAIL_FROM: z
      .string()
      .min(3)
      .optional()
      .register(configDocs, {
        summary: "the sender of the site's mails",
        description:
          "the sender of the site's mails (notifications, password reset links, owner mails, " +
          "replies). Its display name, if it has one, names the site's own mails; without one " +
          'they come from the brand (Settings → Brand). A reply from the portal always comes from ' +
          '"{staff member} at {brand}" at this address (docs/api.md §Mail)',
        defaultText: '`{brand} <no-reply@{domain of NOTIFY_EMAIL}>`',
      }),
    REDIS_URL: url(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL')
      .optional()
      .register(configDocs, {
        summary:
          'when set, rate limits and the content version (which tells the other instances to ' +
          'drop cached pages) are shared through Redis (several instances)',
        description:
          '`redis://` or `rediss://`. When set, the per-address rate limits are counted in ' +
          "Redis, shared by every instance (otherwise in each process's memory), and an " +
          'instance that changes public content announces the new content version on the ' +
          'channel `agency-site:{site}:content-version`, so the others drop their cached pages ' +
          'at once (otherwise each reads the version from the database every 500 ms; §HTTP, ' +
          "Page cache). `{site}` is the site's identity, kept in its database: sites sharing one " +
          "Redis never hear each other, and a version heard is only a cue to read the database's " +
          '(ADR 045). (The per-e-mail sign-in lock is always in the database.)',
      }),
    LOGIN_MAX_ATTEMPTS: integer(0, 1000)
      .default(5)
      .register(configDocs, {
        summary:
          'failed sign-ins for one e-mail from one address before it is locked (`0` = no lock)',
        description:
          'wrong passwords for one e-mail from one address before that e-mail is locked for ' +
          'that address (0–1000; `0` turns the lock off); ten times as many from all addresses ' +
          'slow every check for the e-mail by 2 s (ADR 029)',
      }),
    LOGIN_LOCK_MINUTES: integer(1, 10080)
      .default(15)
      .register(configDocs, {
        summary: 'how long that lock lasts',
        description:
          'how long the lock lasts, and how close together failures must come to add up ' +
          '(1–10080)',
      }),
    CONTACT_RATE_LIMIT: integer(0, 100000)
      .default(10)
      .register(configDocs, {
        summary:
          'contact messages accepted per client IP per 10 minutes, and five times that per day ' +
          '(`0` = no limit)',
        description:
          'contact messages accepted per client address (IPv6: per /56) per 10 minutes, and ' +
          'five times that per day, for the API and the contact page together (0–100000; `0` = ' +
          'no limit; ADR 043)',
      }),
    TRUST_PROXY: trustProxy.optional().register(configDocs, {
      summary:
        'Express `trust proxy` value, for the client IP behind a load balancer: a hop count ' +
        '(`1`) or addresses/CIDR ranges (`10.0.0.0/8, loopback`); `true` and anything else ' +
        'stop the start',
      description:
        "Express's `trust proxy`, so that rate limits and logs see the visitor's address " +
        'behind a load balancer: `false`, a hop count (`1`), or a comma-separated list of ' +
        'addresses, CIDR ranges (or IPv4 netmasks) and `loopback`, `linklocal`, `uniquelocal`. ' +
        '`true` is refused (it trusts whatever address a client claims), and so is anything ' +
        'else Express would refuse',
    }),
    LOG_LEVEL: z
      .enum(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'must be one of fatal, error, warn, info, debug, trace, silent',
      )
      .default('info')
      .register(configDocs, {
        summary: 'pino level (`fatal` … `trace`, `silent`)',
        description:
          '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. The command-line ' +
          'tools log at `warn` when this is `info`',
      }),
    SITE_URL: url(['http:', 'https:'], 'must be an http(s) URL')
      .optional()
      .register(configDocs, {
        summary:
          "public origin used for canonical URLs and the sitemap. Unset, each request's " +
          '`Host` is used instead (a malformed one gets `400`, and a production start warns): ' +
          'set it in production',
        description:
          'the public origin (`https://agency.example`, http or https): canonical, Open Graph ' +
          'and JSON-LD URLs of pages, `sitemap.xml`, `robots.txt`, links in mails; with it set, ' +
          "the request's `Host` header is never used. Unset, each request's own origin is " +
          'used: a malformed `Host` answers `400`, the page cache keys its answers by host, and ' +
          'a production start logs a warning (§HTTP, Origin and Host). Set it in production',
      }),
    FORM_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .register(configDocs, {
        summary:
          "signs the contact form's anti-bot stamp (≥ 32 characters); unset, one is made and " +
          'kept in the database, shared by every instance',
        description:
          "at least 32 characters: the key that signs the contact form's stamp (product.md " +
          '§Contact form, Bot traps). Unset, the first instance makes a random one and keeps it ' +
          'in the database, where every instance reads it',
      }),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .register(configDocs, {
        summary:
          "encrypts each account's authenticator-app secret in the database (≥ 32 characters); " +
          'unset, a key is made and kept in the database, which then holds both: set it in ' +
          'production',
        description:
          'at least 32 characters: the key (through HKDF) that encrypts the secret of each ' +
          "account's authenticator app, so a copy of the database alone does not reveal them " +
          '(ADR 047). Every instance needs the same value, and an import on another server needs ' +
          'it too. Unset, the first instance makes a key and keeps it in the database. Secrets ' +
          'sealed before it was set still open and are sealed again with it at their next use; ' +
          'changing it afterwards makes the authenticators set up before unusable (recovery ' +
          'codes and passkeys still work, and an admin can reset them)',
      }),
    REQUIRE_2FA: z
      .enum(['admin', 'all'], 'must be admin or all')
      .optional()
      .register(configDocs, {
        summary:
          '`admin` or `all`: those roles must set up a second factor (authenticator app or ' +
          'passkey) at their next sign-in',
        description:
          '`admin`: admins, `all`: every account must have a second factor (an authenticator ' +
          'app or a passkey). Until they set one up, their sessions reach nothing but the ' +
          'set-up screen (and the API answers every other call `403`; product.md §Settings). ' +
          "Unset: a second factor is each person's choice",
      }),
    PAGE_CACHE_MB: integer(0, 65536)
      .default(64)
      .register(configDocs, {
        summary:
          'memory (MiB) for public pages and public API answers, cached until content changes; ' +
          '`0` turns the cache off',
        description:
          'memory, in MiB, for rendered public pages, `sitemap.xml`, `robots.txt` and public API ' +
          'answers, kept per content version (§HTTP, Page cache); 0–65536, `0` turns the cache off',
      }),
    ACTIVITY_RETENTION_DAYS: integer(1, 36500)
      .default(365)
      .register(configDocs, {
        summary: 'how long the activity log (portal → Activity) keeps its entries',
        description:
          'how long the activity log keeps its entries (1–36500); older ones are pruned at ' +
          'start and daily',
      }),
    REPLY_TO: email.optional().register(configDocs, {
      summary: 'Reply-To of replies sent from the portal',
      description:
        'the `Reply-To` of replies staff send to a lead from the portal (ADR 063); unset, the ' +
        "sending staff member's own e-mail",
      defaultText: "the sending staff member's e-mail",
    }),
    IMAP_URL: url(['imap:', 'imaps:'], 'must be an imap:// or imaps:// URL')
      .optional()
      .register(configDocs, {
        summary:
          '`imaps://user:pass@host[:port]/INBOX`: a mailbox polled for answers to replies sent ' +
          'from the portal',
        description:
          '`imaps://user:pass@host[:port]/MAILBOX` (or `imap://`, which upgrades with STARTTLS ' +
          'when the server offers it): a mailbox polled for mails answering replies sent from ' +
          "the portal. A mail whose `In-Reply-To` or `References` names one of our replies' " +
          "Message-IDs joins that lead's timeline; nothing else in the mailbox is read, flagged " +
          'or moved (ADR 064). One instance polls at a time',
      }),
    IMAP_POLL_SECONDS: integer(5, 86400).default(60).register(configDocs, {
      summary: 'how often the `IMAP_URL` mailbox is polled',
      description: 'seconds between two polls of the `IMAP_URL` mailbox (5–86400)',
    }),
    LEAD_RETENTION_DAYS: integer(1, 36500)
      .optional()
      .register(configDocs, {
        summary: 'delete Won, Lost and Spam leads older than this',
        description:
          'when set, once a day (once across instances) Won, Lost and Spam leads received more ' +
          'than this many days ago are deleted with their notes, replies and mails (1–36500; ' +
          'ADR 065). Unset, leads are kept',
        defaultText: 'unset (kept)',
      }),
    REVISIONS_KEEP: integer(1, 10000)
      .default(50)
      .register(configDocs, {
        summary: 'revisions kept per page, item or record (History in each editor)',
        description:
          'how many published versions of each page, portfolio item, product, FAQ and the ' +
          'contact details the History panel keeps (1–10000); older ones are forgotten as new ' +
          'ones are published',
      }),
    SITE_LANGUAGES: z
      .string()
      .transform((value) => value.split(',').map((code) => code.trim()))
      .refine(
        (codes) => codes.every((code) => LANGUAGE_TAG.test(code)),
        'must be language tags separated by commas, such as en,de or en,pt-BR',
      )
      .refine(
        (codes) => new Set(codes.map((c) => c.toLowerCase())).size === codes.length,
        'must name each language once',
      )
      .superRefine((codes, ctx) => {
        const available = availableLanguages().map((tag) => tag.toLowerCase())
        const missing = codes.filter((code) => !available.includes(code.toLowerCase()))
        if (missing.length) {
          ctx.addIssue({
            code: 'custom',
            message:
              `names ${missing.join(', ')}, which has no message catalogue (app/i18n/catalogues/; ` +
              `available: ${available.join(', ')}; docs/languages.md says how to add one)`,
          })
        }
      })
      .default(['en'])
      .register(configDocs, {
        summary:
          "the site's languages, BCP 47 codes separated by commas; the first is the default, " +
          'served at `/`, each other under `/{code}/`',
        description:
          "the site's languages, as BCP 47 tags separated by commas (`en,de,ar`); each needs a " +
          'message catalogue in app/i18n/catalogues/ (docs/languages.md). The first is the ' +
          'default language, served at `/`; every other is served under `/{code}/` (in lower ' +
          'case), with its own `<html lang>`, canonical URL, `hreflang` alternates and sitemap ' +
          'entries, and the fixed texts of its catalogue; `ar`, `he` and `fa` are right to left ' +
          '(ADR 078, 079)',
      }),
    SITE_TIMEZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris or UTC')
      .default('UTC')
      .register(configDocs, {
        summary: "IANA time zone of the site's days: analytics count by them",
        description:
          'the IANA time zone (`Europe/Paris`, `America/New_York`, `UTC`) whose days analytics ' +
          'count by: a visitor is one address and browser on one of these days, reports take ' +
          'days in it, and the daily salt changes at its midnight (docs/privacy.md); the times ' +
          'mails give (a reply quoting "On 27 November 2026 at 16:01, … wrote:") are in it too',
      }),
    ANALYTICS: z
      .enum(['on', 'off'], 'must be on or off')
      .default('on')
      .register(configDocs, {
        summary: '`off`: count nothing (no page view, visit or salt is kept)',
        description:
          '`on`: page views of public pages are counted where they are served, without ' +
          "cookies (docs/privacy.md); `off`: nothing is counted or kept, and the portal's " +
          'Analytics screen shows only what was counted before',
      }),
    ANALYTICS_RAW_DAYS: integer(1, 3650)
      .default(31)
      .register(configDocs, {
        summary: 'days raw page views are kept before only daily figures remain',
        description:
          'how many days the raw visits and page views are kept (1–3650); after that only ' +
          'their daily figures remain, kept for good. A report filtered by one value and ' +
          'broken down by another reaches back this far (ADR 052)',
      }),
    ANALYTICS_DAY_VISITORS: integer(0, 100_000_000)
      .default(10_000)
      .register(configDocs, {
        summary: 'visitors whose page views are kept per day; past it, views are only counted',
        description:
          'how many visitors a day analytics keeps page views of (0–100000000; `0` = no cap). ' +
          "Past it a new visitor's views are not kept, only counted as not recorded, and the " +
          'Analytics screen says how many: made-up visitors (a new address or User-Agent per ' +
          'request) cannot grow the database without bound (ADR 074)',
      }),
    ANALYTICS_VISITOR_VIEWS: integer(0, 1_000_000)
      .default(500)
      .register(configDocs, {
        summary: 'page views kept per visitor per day; past it, views are only counted',
        description:
          'how many page views and broken-link hits of one visitor a day analytics keeps ' +
          '(0–1000000; `0` = no cap); the rest are counted as not recorded (ADR 074)',
      }),
    GEOIP_DB: z
      .string()
      .min(1)
      .optional()
      .register(configDocs, {
        summary: 'a MaxMind-format (MMDB) country database file: analytics show countries',
        description:
          'the path of a MaxMind-format country database (`GeoLite2-Country.mmdb`, or any MMDB ' +
          'with a country ISO code): the country of a visit is looked up in it, in memory, ' +
          'and the address is not kept. None ships with the site (its licence is not ours to ' +
          'give); without it or `GEO_COUNTRY_HEADER` there is no country',
      }),
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as CF-IPCountry')
      .optional()
      .register(configDocs, {
        summary: "a trusted proxy's header holding the visitor's ISO country code",
        description:
          "the name of a header your proxy or CDN sets to the visitor's two-letter ISO " +
          'country code (`CF-IPCountry` on Cloudflare): the country of a visit is read from ' +
          'it. Set it only when that proxy sets the header on every request, or a visitor ' +
          'could name their own',
      }),
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(['1'], 'must be 1 or unset')
      .optional()
      .register(configDocs, {
        summary:
          '`1`: webhooks may target loopback and private addresses (tests, an intranet); ' +
          'unset, such a target is refused',
        description:
          '`1`: a webhook may be sent to a loopback, private or link-local address (tests, a ' +
          'receiver on an intranet). Unset, a webhook whose host is, or resolves to, such an ' +
          'address is refused with `400` when it is saved, and again at every delivery (ADR 082)',
        defaultText: 'unset (refused)',
      }),
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be whole numbers of seconds separated by commas')
      .transform((value) => value.split(',').map(Number))
      .refine(
        (pauses) =>
          pauses.length >= 4 &&
          pauses.length <= 12 &&
          pauses.every((p, i) => p >= 1 && p <= 86_400 && (i === 0 || p >= pauses[i - 1]!)),
        'must be 4 to 12 pauses of 1 to 86400 seconds, each at least as long as the one before',
      )
      .default([30, 120, 600, 1800, 3600, 10_800])
      .register(configDocs, {
        summary: "the pauses between a webhook delivery's tries, in seconds",
        description:
          'the pauses between the tries of a webhook delivery that was not answered 2xx within ' +
          '10 s, in seconds, comma-separated, each at least as long as the one before (4–12 ' +
          'pauses of 1–86400 s). The default makes 7 tries over 4 h 42 min: a receiver that was ' +
          'down for hours still gets every event (ADR 082). Short pauses are for tests',
        defaultText: '`30,120,600,1800,3600,10800`',
      }),
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

/** Every variable the server reads, in order, with its schema: what the generated docs list. */
export const configShape = schema.shape

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
