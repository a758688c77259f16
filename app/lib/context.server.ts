import type { Notifier } from '~/features/messages/notifications.server'
import type { Env } from './env.server'
import type { Db, DatabaseHandle } from './db.server'
import type { Logger } from './logger.server'

/** The part of a Redis client the rate limits use. */
export interface RedisConnection {
  sendCommand(args: string[]): Promise<never>
  close(): Promise<void>
}

/** What every request handler and loader works with; made once per process (or test). */
export interface AppContext {
  env: Env
  database: DatabaseHandle
  db: Db
  logger: Logger
  /** Present when REDIS_URL is set: rate limits are then shared by every instance. */
  redis?: RedisConnection
  /** E-mails new contact messages when SMTP is configured; does nothing otherwise. */
  notifier: Notifier
  /** Stops the notifier and releases the database and Redis connections. */
  close(): Promise<void>
}

declare module 'react-router' {
  interface AppLoadContext extends AppContext {
    /** The per-request nonce that the Content-Security-Policy allows scripts by. */
    cspNonce: string
  }
}
