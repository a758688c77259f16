import type { IncomingHttpHeaders } from 'node:http'
import type { ContentVersion, VersionChannel } from './content-version.server'
import type { Env } from '~/lib/env.server'
import type { FormStamps } from './form-stamp.server'
import type { GroupCommit } from './group-commit.server'
import type { Db, DatabaseHandle } from '~/lib/db.server'
import type { OutboundEvents } from './events.server'
import type { Clock, JobRunner } from './jobs.server'
import type { Logger } from '~/lib/logger.server'
import type { Mailer } from '~/lib/mailer.server'
import type { RateCounter, RedisCommands } from '~/lib/rate-counter.server'
import type { SecretBox } from '~/lib/secret-box.server'

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

/** Where a visit came from: what a contact message keeps of its sender's visit. */
export interface VisitSource {
  landingPage: string
  /** The referring host; null for a direct visit. */
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

/** A visit still going on (a page view less than 30 minutes ago). */
export interface CurrentVisit {
  day: string
  id: string
  source: VisitSource
}

/** The answer to a request, as far as counting it goes. */
export interface AnsweredRequest {
  method: string | undefined
  /** The target as the client sent it, query included (UTM tags are read from it). */
  url: string | undefined
  headers: IncomingHttpHeaders
  status: number
}

/**
 * Visitor analytics counted where pages are served (features/analytics implements it;
 * docs/privacy.md). Counting only queues the request in memory: the work and the write happen
 * in a batch at least once a second.
 */
export interface Analytics {
  readonly enabled: boolean
  /**
   * Counts an answered request when it is a page view (or a public page answered 404);
   * anything else is ignored at once. `address` is asked only for a request that counts.
   */
  count(request: AnsweredRequest, address: () => string): void
  /** The client's visit going on now, if any (the batch is written first). */
  currentVisit(client: {
    address: string
    userAgent: string | undefined
  }): Promise<CurrentVisit | null>
  /** Counts a conversion (a stored contact message) of the visit, in the caller's transaction. */
  convert(trx: Db, visit: CurrentVisit): Promise<void>
  /**
   * Counts a message sent from a composed page's form (`page`, its path) for today, in the
   * caller's transaction, visit or none: the Analytics screen's conversions by page.
   */
  convertOnPage(trx: Db, page: string): Promise<void>
  /** Writes what is queued (at least once a second, and when the process stops). */
  flush(): Promise<void>
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
  /** Page views, visits and their conversions (a no-op with ANALYTICS=off). */
  analytics: Analytics
  /** Seals secrets the server reads back (authenticator apps'), under AUTH_SECRET (ADR 047). */
  secretBox: SecretBox
  /** Events for the webhooks, queued in the transaction of the change (ADR 082). */
  events: OutboundEvents
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
