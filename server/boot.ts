import { createSearchIndex } from '~/search.server'
import { randomUUID } from 'node:crypto'
import { defineAuthJobs } from '~/features/auth/jobs.server'
import { createFirstAdmin } from '~/features/team/admins.server'
import { createCountryLookup } from '~/features/analytics/geo.server'
import { createAnalytics, disabledAnalytics } from '~/features/analytics/recorder.server'
import { rollUp } from '~/features/analytics/rollup.server'
import { createContactLimit } from '~/features/leads/contact-limit.server'
import { createNotifier, disabledNotifier } from '~/features/leads/notifications.server'
import { readBrand } from '~/features/brand/queries.server'
import { defineLeadJobs } from '~/features/leads/jobs.server'
import { createOutboundEvents } from '~/features/integrations/deliveries.server'
import { defineIntegrationJobs } from '~/features/integrations/jobs.server'
import { adminEmails } from '~/features/team/admins.server'
import { pruneActivity } from '~/core/activity.server'
import { trashTableOf } from '~/collections'
import { purgeTrash } from '~/core/trash.server'
import { sharedValue } from '~/lib/app-meta.server'
import { createContentVersion, forgetOldChanges } from '~/core/content-version.server'
import { createFormStamps } from '~/core/form-stamp.server'
import { createGroupCommit } from '~/core/group-commit.server'
import { createJobRunner, systemClock, type Clock } from '~/core/jobs.server'
import type { AppContext, RedisConnection } from '~/core/context.server'
import { openDatabase } from '~/lib/db.server'
import { createSecretBox } from '~/lib/secret-box.server'
import { createMailer, mailSender } from '~/lib/mailer.server'
import type { Env } from '~/lib/env.server'
import { createLogger, type Logger } from '~/lib/logger.server'
import { migrateToLatest } from '../db/migrate'
import { defineScheduledPublishing } from './api/scheduled-publishing'
import { seedDemoContent } from '../db/seed'
import { workersVersionChannel } from './workers/version-channel'

export async function createAppContext(
  env: Env,
  logger?: Logger,
  clock: Clock = systemClock,
): Promise<AppContext> {
  const log = logger ?? createLogger(env.LOG_LEVEL)
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, log) : undefined
  const database = await openDatabase(env.DATABASE_URL).catch(async (error: unknown) => {
    await redis?.close()
    throw error
  })
  const groupCommit = createGroupCommit(database.db)
  const countries = await createCountryLookup({
    database: env.GEOIP_DB,
    header: env.GEO_COUNTRY_HEADER,
  }).catch(async (error: unknown) => {
    await Promise.allSettled([database.close(), redis?.close()])
    throw error
  })
  const analytics =
    env.ANALYTICS === 'on'
      ? createAnalytics({
          db: database.db,
          groupCommit,
          clock,
          logger: log,
          timeZone: env.SITE_TIMEZONE,
          siteUrl: env.SITE_URL,
          countries,
          languages: env.SITE_LANGUAGES,
          caps: {
            visitorsPerDay: env.ANALYTICS_DAY_VISITORS,
            viewsPerVisitor: env.ANALYTICS_VISITOR_VIEWS,
          },
        })
      : undefined
  // Every mail the site sends goes through this one mailer, which names the brand.
  const mailer = env.SMTP_URL
    ? createMailer({
        smtpUrl: env.SMTP_URL,
        from: mailSender(env),
        brandName: async () => (await readBrand(database.db)).name,
        siteUrl: env.SITE_URL,
      })
    : undefined
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    logger: log,
    redis,
    // The one place that decides whether contact messages are e-mailed: the messages
    // service asks the notifier (`enabled`) whether to queue one.
    notifier:
      mailer && env.NOTIFY_EMAIL
        ? createNotifier(database.db, log, {
            mailer,
            to: env.NOTIFY_EMAIL,
            timeZone: env.SITE_TIMEZONE,
          })
        : disabledNotifier,
    mailer,
    contentVersion: createContentVersion({
      db: database.db,
      logger: log,
      // Redis reaches every instance and every worker; without it, workers tell one another.
      channel: redis?.versionChannel ?? workersVersionChannel(),
    }),
    formStamps: createFormStamps(database.db, env.FORM_SECRET, clock),
    groupCommit,
    analytics: analytics ?? disabledAnalytics,
    secretBox: createSecretBox(database.db, env.AUTH_SECRET),
    clock,
    jobs: createJobRunner({ db: database.db, logger: log, clock }),
    // Set below, once the job runner it queues on exists.
    events: undefined as unknown as AppContext['events'],
    contactLimit: createContactLimit(redis, env.CONTACT_RATE_LIMIT),
    async close() {
      ctx.contentVersion.stop()
      await ctx.jobs.stop()
      // What was counted since the last write: SIGTERM loses no page view.
      await ctx.analytics
        .flush()
        .catch((error: unknown) => log.error({ err: error }, 'page views could not be written'))
      await ctx.notifier.stop()
      await Promise.allSettled([database.close(), redis?.close()])
    },
  }
  ctx.events = createOutboundEvents(ctx)
  // The search index changes in the transaction of every publish (ADR 090).
  createSearchIndex(ctx).follow(ctx.contentVersion)
  defineJobs(ctx)
  defineLeadJobs(ctx)
  defineIntegrationJobs(ctx, () => adminEmails(ctx.db))
  if (analytics) defineAnalyticsJobs(ctx, analytics.salts)
  return ctx
}

/**
 * Analytics' work (docs/decisions/050-analytics-counted-where-pages-are-served.md): each
 * instance writes its own queue every tick (a second); the salts no visit can use go every ten
 * minutes; closed days become daily figures every quarter of an hour.
 */
function defineAnalyticsJobs(
  ctx: AppContext,
  salts: { prune(db: AppContext['db'], now: Date): Promise<number> },
) {
  const { db, logger, jobs, env } = ctx
  jobs.define('analytics.flush', { local: true, run: () => ctx.analytics.flush() })
  jobs.define('analytics.salts', {
    every: 600_000,
    run: async ({ now }) => {
      const deleted = await salts.prune(db, now)
      if (deleted > 0) logger.info({ deleted }, 'analytics salts deleted')
    },
  })
  jobs.define('analytics.rollup', {
    every: 900_000,
    leaseMs: 600_000,
    run: async ({ now }) => {
      const days = await rollUp(db, now, env.SITE_TIMEZONE, env.ANALYTICS_RAW_DAYS)
      if (days.length)
        logger.info({ days: days.length, last: days.at(-1) }, 'analytics days rolled up')
    },
  })
}

/** The periodic work of the site (docs/decisions/042-one-job-runner.md). */
function defineJobs(ctx: AppContext) {
  const { db, logger, jobs } = ctx
  jobs.define('activity.prune', {
    every: 86_400_000,
    run: async ({ now }) => {
      const deleted = await pruneActivity(db, ctx.env.ACTIVITY_RETENTION_DAYS, now)
      if (deleted > 0) logger.info({ deleted }, 'old activity entries pruned')
    },
  })
  defineAuthJobs(ctx)
  defineScheduledPublishing(ctx)
  jobs.define('trash.purge', {
    every: 3_600_000,
    run: async ({ now }) => {
      const deleted = await purgeTrash(db, trashTableOf, now)
      if (deleted > 0) logger.info({ deleted }, 'items older than 30 days deleted from the trash')
    },
  })
  jobs.define('content-changes.forget', {
    every: 600_000,
    run: async ({ now }) => {
      await forgetOldChanges(db, now)
    },
  })
  jobs.define('form-stamps.forget', {
    every: 3_600_000,
    run: async () => {
      await ctx.formStamps.forgetExpired(db)
    },
  })
}

async function connectRedis(url: string, logger: Logger): Promise<RedisConnection> {
  // Loaded only when REDIS_URL is set: the client and its modules take ~0.3 s to load, a third
  // of a start, for a feature a single instance does not use (docs/performance.md §Start).
  const { createClient } = await import('redis')
  const client = createClient({ url, socket: { connectTimeout: 5000 } })
  // Reconnects are automatic; log instead of crashing on a dropped connection.
  client.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'))
  await client.connect()
  // A connection that subscribes can send nothing else: the channel gets its own, opened
  // when the content version starts following other instances.
  const subscriber = client.duplicate()
  subscriber.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'))
  const connection: RedisConnection = {
    sendCommand: (args) => client.sendCommand(args) as Promise<never>,
    versionChannel: {
      publish: async (version) => {
        await client.publish(versionChannel(connection), String(version))
      },
      subscribe: async (onVersion) => {
        await subscriber.connect()
        await subscriber.subscribe(versionChannel(connection), (message) => {
          const version = Number(message)
          if (Number.isSafeInteger(version)) onVersion(version)
        })
      },
    },
    close: async () => {
      await Promise.allSettled([client.close(), subscriber.isOpen && subscriber.close()])
    },
  }
  return connection
}

/** The Redis channel on which this site's instances announce a new content version. */
function versionChannel(redis: RedisConnection): string {
  if (!redis.namespace) throw new Error('Redis used before the site identity was read')
  return `agency-site:${redis.namespace}:content-version`
}

/**
 * The site's identity: made by its first start, kept in its database (and carried by an
 * export), so every instance of one site shares it and no other site has it.
 */
const SITE_ID_KEY = 'site-id'

/** Schema, demo content and the first admin: everything the site needs before it listens. */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  const applied = await migrateToLatest(ctx.database)
  if (applied.length) ctx.logger.info({ migrations: applied }, 'database migrated')
  if (ctx.env.SEED === 'demo' && (await seedDemoContent(ctx.db, ctx.env.SITE_LANGUAGES))) {
    ctx.logger.info('demo content seeded')
  }
  if (ctx.env.ADMIN_EMAIL && ctx.env.ADMIN_PASSWORD) {
    // Instances starting together race here: the first one's insert wins, and only it says so.
    const created = await createFirstAdmin(ctx.db, {
      email: ctx.env.ADMIN_EMAIL,
      password: ctx.env.ADMIN_PASSWORD,
      username: ctx.env.ADMIN_USERNAME,
    })
    if (created) ctx.logger.info({ email: ctx.env.ADMIN_EMAIL }, 'admin created from ADMIN_EMAIL')
  }
  if (ctx.redis) ctx.redis.namespace = await sharedValue(ctx.db, SITE_ID_KEY, randomUUID)
  await ctx.formStamps.start()
  await ctx.contentVersion.start()
  // Made again from the content at every start: a seed, an import or a new language is in it.
  await createSearchIndex(ctx).rebuild()
  await ctx.jobs.start()
}
