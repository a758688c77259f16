import { EVENT_TYPES, type EventType } from '~/core/events'
import { RIGHTS, type Right } from '~/core/rights'
import { z } from '~/lib/validation'

/** Every right a token can hold, in the order of app/core/rights.ts. */
export const RIGHT_NAMES = Object.keys(RIGHTS) as Right[]

/** What a token's rights are called on screen. */
export const RIGHT_LABELS: Record<Right, string> = {
  content: 'Content (site copy, collections, contact details, uploads)',
  leads: 'Leads (messages, their export, statuses and notes)',
  insights: 'Insights (analytics)',
  team: 'Team (read the accounts)',
  settings: 'Settings (brand, redirects)',
  audit: 'Audit (activity log, erasure)',
}

/** How long a token lives: the form's choices (the API takes any number of days up to ten years). */
export const EXPIRY_CHOICES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: null, label: 'Never' },
] as const

/** `POST /api/tokens`: a name, one right or more, and a lifetime in days (none: for good). */
export const apiTokenInput = z.object({
  name: z.string().trim().min(1, 'Required').max(60),
  rights: z
    .array(z.enum(RIGHT_NAMES, `Expected one of ${RIGHT_NAMES.join(', ')}`))
    .min(1, 'Choose at least one right')
    .transform((rights) => RIGHT_NAMES.filter((r) => rights.includes(r))),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
})
export type ApiTokenInput = z.input<typeof apiTokenInput>

/** A token as `GET /api/tokens` lists it: never the token, nor its hash. */
export interface ApiTokenInfo {
  _id: string
  name: string
  rights: Right[]
  createdAt: string
  /** Who made it: the token acts with that account's name in the activity log. */
  createdBy: string | null
  lastUsedAt: string | null
  expiresAt: string | null
}

export const WEBHOOK_FORMATS = ['standard', 'slack'] as const
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number]

const webhookUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000)
  .superRefine((value, ctx) => {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a full address, like https://…' })
      return
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'Only http:// and https:// addresses' })
    } else if (url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message: 'Leave the user name and password out of the address',
      })
    }
  })

const eventList = z
  .array(z.enum(EVENT_TYPES, `Expected one of ${EVENT_TYPES.join(', ')}`))
  .min(1, 'Choose at least one event')
  .transform((events) => EVENT_TYPES.filter((e) => events.includes(e)))

/** `POST /api/webhooks`. */
export const webhookInput = z.object({
  url: webhookUrl,
  events: eventList,
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null)),
  format: z.enum(WEBHOOK_FORMATS, 'Choose standard or slack').default('standard'),
})
export type WebhookInput = z.input<typeof webhookInput>

/** `PATCH /api/webhooks/{id}`: any of these. */
export const webhookPatch = z
  .object({
    url: webhookUrl.optional(),
    events: eventList.optional(),
    enabled: z.boolean().optional(),
    description: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Send url, events, enabled or description',
    path: ['_'],
  })
export type WebhookPatch = z.output<typeof webhookPatch>

/** A webhook as the API lists it: never its secret. */
export interface WebhookInfo {
  _id: string
  url: string
  events: EventType[]
  description: string | null
  format: WebhookFormat
  enabled: boolean
  /** Why the server turned it off (failures in a row); null otherwise. */
  disabledReason: string | null
  /** Until when the secret before the last rotation still signs, if it does. */
  previousSecretUntil: string | null
  /** Failed tries in a row (reset by one that succeeds). */
  failures: number
  createdAt: string
  updatedAt: string
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One event on its way to a webhook (`GET /api/webhooks/{id}/deliveries`). */
export interface DeliveryInfo {
  _id: string
  event: EventType | 'webhook.test'
  /** Tries so far. */
  attempt: number
  status: DeliveryStatus
  /** The last answer's HTTP status; null without one (refused, timed out, not tried yet). */
  responseStatus: number | null
  durationMs: number | null
  /** The start of the last answer's body (1 KB at most, secrets taken out). */
  responseExcerpt: string | null
  /** Why the last try failed without an answer: 'Connection refused', 'No answer within 10 s'… */
  error: string | null
  /** When the next try is due, while pending. */
  nextAttemptAt: string | null
  lastAttemptAt: string | null
  createdAt: string
}
