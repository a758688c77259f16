import type { ContentVersion, VersionChannel } from './content-version.server'
import type { Env } from '~/lib/env.server'
import type { FormStamps } from './form-stamp.server'
import type { GroupCommit } from './group-commit.server'
import type { Db, DatabaseHandle } from '~/lib/db.server'
import type { Clock, JobRunner } from './jobs.server'
import type { Logger } from '~/lib/logger.server'
import type { Mailer } from '~/lib/mailer.server'
import type { RateCounter, RedisCommands } from '~/lib/rate-counter.server'

/**
 * The part of a Redis client the rate limits and the content version use. Several sites may
 * share one Redis: every key and channel is named under `namespace`, this site's identity
 * (read from its database when it starts), so one site's counts and versions never reach
 * another.
 */
export interface RedisConnection extends RedisCommands {
  /** New content versions, published to every instance of this site. */
  versionChannel: VersionChannel
  close(): Promise<void>
}

/**
 * Delivers e-mail notifications of new contact messages (features/messages implements it).
 * Whether notifications are on is decided once, when the context is made: the disabled
 * notifier is the one without SMTP.
 */
export interface Notifier {
  /** True when SMTP is configured: only then does a new message queue a notification. */
  readonly enabled: boolean
  /** Begins delivering queued notifications (after migrations have run). */
  start(): void
  /** A message was just queued: deliver now rather than at the next poll. */
  kick(): void
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>
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
  /** The clock jobs and time-dependent rules read; tests give a clock they move. */
  clock: Clock
  /** Periodic and delayed work, once across instances (docs/decisions/042-one-job-runner.md). */
  jobs: JobRunner
  /** Contact messages per client address, for the API and the contact page's form alike. */
  contactLimit: RateCounter
  /** Sends the site's own mails (password reset links); present when SMTP_URL is set. */
  mailer?: Mailer
  /** What visitors see changes with this; every public content write goes through it. */
  contentVersion: ContentVersion
  /** Signed timestamps for public forms (the contact form's minimum fill time). */
  formStamps: FormStamps
  /** Commits small independent writes that arrive together in one transaction (contact messages). */
  groupCommit: GroupCommit
  /** Stops the notifier and releases the database and Redis connections. */
  close(): Promise<void>
}

/** A page's loader or action sees the app's context and what the server knows of the request. */
export interface PageContext extends AppContext {
  /** The request's logger: its lines carry the request's id. */
  log: Logger
  /** The client's address, as Express reads it (behind a proxy, per TRUST_PROXY). */
  clientAddress: string
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
