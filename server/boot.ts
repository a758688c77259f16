import { upsertAdmin, countUsers } from '~/features/auth/users.server'
import { createNotifier, disabledNotifier } from '~/features/messages/notifications.server'
import { createActivityPruner } from '~/lib/activity.server'
import { createContentVersion } from '~/lib/content-version.server'
import { createFormStamps } from '~/lib/form-stamp.server'
import { createGroupCommit } from '~/lib/group-commit.server'
import type { AppContext, RedisConnection } from '~/lib/context.server'
import { openDatabase } from '~/lib/db.server'
import { createMailer, mailSender } from '~/lib/mailer.server'
import type { Env } from '~/lib/env.server'
import { createLogger, type Logger } from '~/lib/logger.server'
import { migrateToLatest } from '../db/migrate'
import { seedDemoContent } from '../db/seed'

export async function createAppContext(env: Env, logger?: Logger): Promise<AppContext> {
  const log = logger ?? createLogger(env.LOG_LEVEL)
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, log) : undefined
  const database = await openDatabase(env.DATABASE_URL).catch(async (error: unknown) => {
    await redis?.close()
    throw error
  })
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    logger: log,
    redis,
    // The one place that decides whether contact messages are e-mailed: the messages
    // service asks the notifier (`enabled`) whether to queue one.
    notifier:
      env.SMTP_URL && env.NOTIFY_EMAIL
        ? createNotifier(database.db, log, {
            smtpUrl: env.SMTP_URL,
            to: env.NOTIFY_EMAIL,
            from: mailSender(env),
          })
        : disabledNotifier,
    mailer: env.SMTP_URL ? createMailer(env.SMTP_URL, mailSender(env)) : undefined,
    contentVersion: createContentVersion({
      db: database.db,
      logger: log,
      channel: redis?.versionChannel,
    }),
    formStamps: createFormStamps(database.db, env.FORM_SECRET),
    groupCommit: createGroupCommit(database.db),
    activityPruner: createActivityPruner(database.db, log, env.ACTIVITY_RETENTION_DAYS),
    async close() {
      ctx.contentVersion.stop()
      ctx.activityPruner.stop()
      await ctx.notifier.stop()
      await Promise.allSettled([database.close(), redis?.close()])
    },
  }
  return ctx
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
  return {
    sendCommand: (args) => client.sendCommand(args) as Promise<never>,
    versionChannel: {
      publish: async (version) => {
        await client.publish(VERSION_CHANNEL, String(version))
      },
      subscribe: async (onVersion) => {
        await subscriber.connect()
        await subscriber.subscribe(VERSION_CHANNEL, (message) => {
          const version = Number(message)
          if (Number.isSafeInteger(version)) onVersion(version)
        })
      },
    },
    close: async () => {
      await Promise.allSettled([client.close(), subscriber.isOpen && subscriber.close()])
    },
  }
}

/** Redis channel on which instances announce a new content version. */
const VERSION_CHANNEL = 'agency-site:content-version'

/** Schema, demo content and the first admin: everything the site needs before it listens. */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  const applied = await migrateToLatest(ctx.database)
  if (applied.length) ctx.logger.info({ migrations: applied }, 'database migrated')
  if (ctx.env.SEED === 'demo' && (await seedDemoContent(ctx.db))) {
    ctx.logger.info('demo content seeded')
  }
  if (ctx.env.ADMIN_EMAIL && ctx.env.ADMIN_PASSWORD && (await countUsers(ctx.db)) === 0) {
    await upsertAdmin(ctx.db, {
      email: ctx.env.ADMIN_EMAIL,
      password: ctx.env.ADMIN_PASSWORD,
      username: ctx.env.ADMIN_USERNAME,
    })
    ctx.logger.info({ email: ctx.env.ADMIN_EMAIL }, 'admin created from ADMIN_EMAIL')
  }
  await ctx.formStamps.start()
  await ctx.contentVersion.start()
  await ctx.activityPruner.start()
}
