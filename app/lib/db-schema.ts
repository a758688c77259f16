import type { ColumnType } from 'kysely'

/**
 * Row types of every table, as Kysely sees them. Both engines store the same shapes:
 * ids are strings, timestamps ISO-8601 text (UTC, so they sort as text), booleans 0/1,
 * lists JSON text. That keeps one query layer for SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string
  email: string
  username: string
  password_hash: string
  created_at: string
  updated_at: string
  last_login_at: string | null
  /** admin, editor or sales (app/core/rights.ts). */
  role: string
  /** What an author card shows (migration 023); null = the username, and nothing. */
  public_name: string | null
  job_title: string | null
  photo_url: string | null
  bio: string | null
}

/** A password reset link: only the token's hash is kept; valid for an hour, used once. */
export interface PasswordResetsTable {
  token_hash: string
  user_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** One admin write or sign-in event: who, what, which record, when, in one line. */
export interface ActivityTable {
  id: string
  at: string
  /** The signed-in user; null for a failed sign-in with an unknown e-mail. */
  actor_id: string | null
  actor_name: string | null
  action: string
  entity: string
  entity_id: string | null
  summary: string
  /** The revision this change published, if it published one (links the entry to it). */
  revision_id: string | null
}

export interface SessionsTable {
  /** The session's own id, what the API names it by (never the token's hash). */
  id: string
  /** SHA-256 of the token: a leaked table grants nothing. */
  token_hash: string
  user_id: string
  created_at: string
  last_used_at: string
  /** Hard limit from login; the idle limit is computed from last_used_at. */
  expires_at: string
  /** The User-Agent the session was opened from (cut to 512 characters), for "Where you're signed in". */
  user_agent: string | null
}

/** An account's authenticator app (RFC 6238); at most one per account. */
export interface TotpAuthenticatorsTable {
  user_id: string
  /** The base32 secret, sealed with the server's key (lib/secret-box.server.ts, ADR 047). */
  secret: string
  created_at: string
  /** Null while being set up: it counts once a code has confirmed it. */
  confirmed_at: string | null
  /** The last 30-second step a code was accepted for: that code, and older ones, are spent. */
  last_used_step: number | null
}

/** One of an account's ten recovery codes: only its SHA-256 is kept; each works once. */
export interface RecoveryCodesTable {
  user_id: string
  code_hash: string
  used_at: string | null
}

/** A WebAuthn credential (passkey) of an account. */
export interface PasskeysTable {
  id: string
  user_id: string
  /** base64url, as the browser names it. */
  credential_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The authenticator's signature counter (0 for those that keep none). */
  counter: number
  /** JSON list of transports the browser reported (internal, usb, hybrid…). */
  transports: string
  /** The relying party (host name) it was made for: never offered to another. */
  rp_id: string
  name: string
  created_at: string
  last_used_at: string | null
}

/**
 * A step of signing in or of adding a passkey that is not a session: the token between a right
 * password and its second factor, or a WebAuthn ceremony's challenge. Only the token's hash;
 * minutes long; used once (ADR 048).
 */
export interface AuthChallengesTable {
  token_hash: string
  /** second-factor | passkey-sign-in | passkey-add */
  purpose: string
  /** Whose step it is; null for a passkey sign-in, where the passkey says whose. */
  user_id: string | null
  /** The WebAuthn challenge (base64url) of the ceremony in progress, if any. */
  webauthn_challenge: string | null
  expires_at: string
}

export interface LoginAttemptsTable {
  /** Lower-cased e-mail address the attempts were made for. */
  email: string
  /** The client address the attempts came from, or '*' for the e-mail's count from all of them. */
  client: string
  failures: number
  locked_until: string | null
  updated_at: string
}

/** A path that answers 301 or 302 with `Location: to_url` (a path or a full URL). */
export interface RedirectsTable {
  id: string
  /** A path, without query string, e.g. /old-page. */
  from_path: string
  to_url: string
  status: number
  created_at: string
  updated_at: string
}

/** A setting that is not a page's copy (`brand`), as one JSON document. */
export interface SiteSettingsTable {
  key: string
  value: string
  updated_at: string
}

export interface ContactDetailsTable {
  /** Always 'main': the table holds the single record. */
  id: string
  address: string
  phone: string
  email: string
  business_hours: string
  social_media: string
  updated_at: string
}

export interface MessagesTable {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  read: number
  created_at: string
  /** The visit that brought the message (docs/product.md §Analytics); all null without one. */
  source_landing_page: string | null
  source_referrer: string | null
  source_utm_source: string | null
  source_utm_medium: string | null
  source_utm_campaign: string | null
  /** The lead's status (docs/product.md §Leads): new | contacted | qualified | won | lost | spam. */
  status: ColumnType<string, string | undefined, string>
  /** The team member who owns the lead; null when nobody does. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>
  /** When a mail answering one of our replies came in. */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>
  /** Why the bot traps put it under spam when it arrived; null when they did not (ADR 073). */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** The language of the page it was sent from; null: the default language (ADR 080). */
  lang: ColumnType<string | null, string | null | undefined, string | null>
  /** The path of the composed page whose form sent it; null: the contact page or the API. */
  page: ColumnType<string | null, string | null | undefined, string | null>
}

/** A lead's timeline (docs/api.md §Leads): one row per thing that happened to it. */
export interface LeadEventsTable {
  id: string
  message_id: string
  type: 'status' | 'assigned' | 'note' | 'reply' | 'inbound'
  at: string
  actor_id: string | null
  actor_name: string | null
  from_status: string | null
  to_status: string | null
  assignee_id: string | null
  assignee_name: string | null
  body: string | null
  state: 'queued' | 'sent' | 'failed' | null
  attempts: number
  error: string | null
  mail_message_id: string | null
  mail_from: string | null
}

export interface ImagesTable {
  /** SHA-256 (hex) of the stored bytes: the same image uploaded twice is one row. */
  hash: string
  mime: string
  width: number
  height: number
  size: number
  data: Uint8Array
  created_at: string
}

export interface ImageVariantsTable {
  image_hash: string
  width: number
  height: number
  mime: string
  size: number
  data: Uint8Array
}

export interface NotificationOutboxTable {
  /** One notification per contact message. */
  message_id: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  last_error: string | null
  next_attempt_at: string
  created_at: string
  sent_at: string | null
}

/** Small facts about the database itself, such as when the demo content was seeded. */
export interface AppMetaTable {
  key: string
  value: string
}

/** A single row (id 1): the number of changes made to public content so far. */
export interface ContentVersionTable {
  id: number
  version: number
}

/** A publish's changed keys (ADR 085), kept an hour for the other instances' page caches. */
export interface ContentChangesTable {
  version: number
  /** JSON array of keys: `["faqs/…", "content/home"]`, or `["*"]` for everything. */
  keys: string
  at: string
}

/** One page's editable copy: a JSON document its page's schema checks (app/copy). */
export interface SiteContentTable {
  page: string
  data: string
  updated_at: string
}

/** An unpublished draft an editor previews: only the token's hash is kept; valid for an hour. */
export interface ContentPreviewsTable {
  token_hash: string
  page: string
  data: string
  expires_at: string
}

/**
 * A job of the runner (app/core/jobs.server.ts): a periodic one's row is named after it, a
 * one-off's is `kind:key`. `locked_until` is the lease of the instance running it.
 */
export interface JobsTable {
  id: string
  kind: string
  /** JSON, for one-off jobs. */
  payload: string | null
  run_at: string
  locked_until: string | null
  attempts: number
  last_error: string | null
  /** Set when a one-off job gave up after its last attempt; it is kept, not retried. */
  failed_at: string | null
  created_at: string
}

/** A contact-form stamp that produced a stored message: refused if sent again, until it expires. */
export interface UsedFormStampsTable {
  /** SHA-256 of the stamp. */
  stamp_hash: string
  expires_at: string
}

/** The random salt of one day (site time zone) that visitor hashes are made with. */
export interface AnalyticsSaltsTable {
  day: string
  salt: string
}

/**
 * One visit: a visitor's page views with no gap of 30 minutes. It belongs to the day it
 * started. Times (`last_at`, a view's `at`) are whole seconds since 2025-01-01 UTC.
 */
export interface AnalyticsVisitsTable {
  day: string
  id: string
  /** Hash of the day's salt, the client address and the User-Agent: never the address. */
  visitor: string
  last_at: number
  views: number
  entry_page: string
  exit_page: string
  /** The referring host; null = direct. */
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  device: string
  browser: string | null
  os: string | null
  country: string | null
  /** The language of the page it landed on (a site language's code); null before migration 026. */
  language: string | null
  /** Contact messages stored during the visit. */
  conversions: number
}

/** Page views of a visit: consecutive views of one page in one hour share a row (`count`). */
export interface AnalyticsViewsTable {
  visit_id: string
  n: number
  at: number
  /** The local hour (site time zone) of the view, 0–23. */
  hour: number
  path: string
  count: number
}

/** Public paths answered 404, per day, path, referring page ('' = none) and visitor. */
export interface AnalyticsNotFoundTable {
  day: string
  path: string
  referrer: string
  visitor: string
  hits: number
}

/** Searches on the site's search page: per day, normalised query and visitor of the day. */
export interface AnalyticsSearchesTable {
  day: string
  query: string
  visitor: string
  hits: number
}

/** Messages sent from one composed page's contact form on one day of the site (issue #40). */
export interface AnalyticsFormConversionsTable {
  day: string
  page: string
  conversions: number
}

/** Figures of one day for one value of one dimension (`total` has the value ''). */
export interface AnalyticsDailyTable {
  dimension: string
  day: string
  value: string
  visitors: number
  visits: number
  pageviews: number
  bounces: number
  conversions: number
  /** Visits with at least one conversion. */
  converted: number
}

/**
 * What the analytics caps did on one day (ADR 074): the visitors whose views were kept, and the
 * page views not kept, by the cap that refused them.
 */
export interface AnalyticsLimitsTable {
  day: string
  visitors: number
  over_day_cap: number
  over_visitor_cap: number
}

/** One published version of an editable record: the whole document, who, when. */
export interface RevisionsTable {
  id: string
  /** `content/home`, `{collection}/{id}`, `contact`. */
  resource: string
  /** The document as JSON text, exactly as it was published. */
  document: string
  author_id: string | null
  author_name: string | null
  created_at: string
}

/** The one unpublished draft of an editable record. */
export interface DraftsTable {
  resource: string
  document: string
  /** Changes with every save: a save naming an older one is stale (409). */
  etag: string
  author_id: string | null
  author_name: string | null
  updated_at: string
  /** Why its scheduled publish could not go live (JSON, ADR 072), until dealt with; else null. */
  failed_schedule: string | null
}

/** A deleted portfolio item, product or FAQ, kept 30 days so it can be restored. */
export interface TrashTable {
  /** portfolio, products or faqs. */
  type: string
  id: string
  title: string
  /** The table's row as JSON text, restored as it was. */
  row: string
  deleted_at: string
  deleted_by_id: string | null
  deleted_by_name: string | null
}

/**
 * Every table. A collection's own table is declared in its feature's table.ts, which adds it
 * here by declaration merging (ADR 076), so a new collection stays in its folder.
 */
/** A program's key to the API (ADR 081): only the token's hash is kept. */
export interface ApiTokensTable {
  id: string
  name: string
  /** SHA-256 (hex) of the token. */
  token_hash: string
  /** JSON list of rights (app/core/rights.ts). */
  rights: string
  /** The account that made it; its rights never exceed that account's role. */
  created_by: string
  created_at: string
  /** Null: it never expires. */
  expires_at: string | null
  /** Written at most once a minute. */
  last_used_at: string | null
}

/** Where events are sent (ADR 082). */
export interface WebhooksTable {
  id: string
  url: string
  /** JSON list of event types (app/core/events.ts). */
  events: string
  description: string | null
  /** standard | slack */
  format: string
  enabled: number
  /** The signing secret (`whsec_…`), sealed under AUTH_SECRET (ADR 047). */
  secret: string
  /** The secret before the last rotation, sealed; it signs too until `previous_secret_until`. */
  previous_secret: string | null
  previous_secret_until: string | null
  /** The portal's origin the webhook was made from: links use it when SITE_URL is unset. */
  origin: string | null
  /** Failed tries in a row, and since when: enough of them turn the webhook off. */
  failures: ColumnType<number, number | undefined, number>
  failing_since: string | null
  /** Why it was turned off by the server; null when on, or turned off by a person. */
  disabled_reason: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

/** One event on its way to one webhook, and its last try. */
export interface WebhookDeliveriesTable {
  id: string
  webhook_id: string
  /** The `webhook-id` header: the same for every try of one event. */
  message_id: string
  event: string
  /** The JSON body exactly as signed and sent. */
  body: string
  /** The lead it is about: erased with it. */
  lead_id: string | null
  /** pending | delivered | failed */
  status: string
  attempts: number
  response_status: number | null
  duration_ms: number | null
  /** The first 1 KB of the answer's body, with anything secret taken out. */
  response_excerpt: string | null
  error: string | null
  next_attempt_at: string | null
  last_attempt_at: string | null
  created_at: string
}

/**
 * A record's texts in a language other than the default (ADR 080): only those that differ from
 * the default language's, by path (`title`, `hero.tagline`, `services.0.title`).
 */
export interface TranslationsTable {
  /** The record's kind as the API names it: a collection's id, `content`, `contact`. */
  kind: string
  /** The record's id, the page's name, or '' for the contact details. */
  record_id: string
  lang: string
  /** JSON: `{ [path]: text }`. */
  fields: string
  /** A fingerprint of the default language's texts when this was saved. */
  source_hash: string
  updated_at: string
}

export interface Database {
  app_meta: AppMetaTable
  content_version: ContentVersionTable
  content_changes: ContentChangesTable
  users: UsersTable
  sessions: SessionsTable
  totp_authenticators: TotpAuthenticatorsTable
  recovery_codes: RecoveryCodesTable
  passkeys: PasskeysTable
  auth_challenges: AuthChallengesTable
  password_resets: PasswordResetsTable
  activity: ActivityTable
  login_attempts: LoginAttemptsTable
  redirects: RedirectsTable
  site_settings: SiteSettingsTable
  contact_details: ContactDetailsTable
  site_content: SiteContentTable
  content_previews: ContentPreviewsTable
  revisions: RevisionsTable
  drafts: DraftsTable
  trash: TrashTable
  jobs: JobsTable
  used_form_stamps: UsedFormStampsTable
  messages: MessagesTable
  translations: TranslationsTable
  images: ImagesTable
  image_variants: ImageVariantsTable
  notification_outbox: NotificationOutboxTable
  lead_events: LeadEventsTable
  analytics_salts: AnalyticsSaltsTable
  analytics_visits: AnalyticsVisitsTable
  analytics_views: AnalyticsViewsTable
  analytics_not_found: AnalyticsNotFoundTable
  analytics_searches: AnalyticsSearchesTable
  analytics_form_conversions: AnalyticsFormConversionsTable
  analytics_daily: AnalyticsDailyTable
  analytics_limits: AnalyticsLimitsTable
  api_tokens: ApiTokensTable
  webhooks: WebhooksTable
  webhook_deliveries: WebhookDeliveriesTable
}
