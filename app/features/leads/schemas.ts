import { oneLine, stripInvisible, stripInvisibleInText } from '~/lib/text'
import { z } from '~/lib/validation'
import { LEAD_STATUSES, type LeadStatus } from './statuses'
import { SUBJECT_MAX } from './subject-from-link'

/**
 * The public contact form (docs/product.md §Contact form); the browser and `POST /api/messages`
 * share it.
 */
export const messageInput = z.object({
  // Name and subject: invisible characters stripped before the length is checked, one line.
  name: z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100)
    .transform(oneLine),
  email: z.string().trim().max(254).pipe(z.email('Invalid email address')),
  // Every text field loses the characters that show nothing but reorder or hide text.
  phone: z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  subject: z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(SUBJECT_MAX)
    .transform(oneLine),
  message: z
    .string()
    .overwrite(stripInvisibleInText)
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000),
})

export type MessageData = z.output<typeof messageInput>

/** Where the sender's visit came from when the message was sent (docs/product.md §Analytics). */
export interface MessageSource {
  landingPage: string
  /** The referring host; null for a direct visit. */
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

export interface Message {
  _id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  read: boolean
  createdAt: string
  /** The sender's visit: null when none was counted (no visit, ANALYTICS=off, an API client). */
  source: MessageSource | null
  /** The lead's status (docs/api.md §Leads); `new` when stored. */
  status: LeadStatus
  /** The team member who owns the lead. */
  assignee: { _id: string; username: string } | null
  /** When a mail answering one of our replies last came in; null until then. */
  answeredAt: string | null
  /**
   * Why the bot traps put it under spam when it arrived ("The hidden field was filled.");
   * null when they did not doubt it (ADR 073).
   */
  spamReason: string | null
  /** The language of the page it was sent from (`de`); null for a message sent before languages. */
  lang: string | null
  /**
   * The composed page whose contact form sent it (`/offer/website-audit`, its path in the
   * default language); null for the contact page, the API, or a message sent before pages.
   */
  page: string | null
}

/** `PATCH /api/messages/{id}`: a new status, a new owner (null: nobody), or both. */
export const leadPatch = z
  .object({
    status: z.enum(LEAD_STATUSES, 'Unknown status').optional(),
    assigneeId: z.string().nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, 'Nothing to change')

export type LeadPatch = z.output<typeof leadPatch>

/** An internal note, or a reply to the sender: text, one to 10 000 characters. */
export const leadText = z.object({
  body: z
    .string('Text is required')
    .overwrite(stripInvisibleInText)
    .trim()
    .min(1, 'Text is required')
    .max(10_000),
})

export interface TimelineActor {
  _id: string | null
  username: string
}

/** One thing that happened to a lead (docs/api.md §Leads), oldest first. */
export type TimelineEntry = { _id: string; at: string; actor: TimelineActor | null } & (
  | { type: 'status'; from: LeadStatus; to: LeadStatus }
  | { type: 'assigned'; to: { _id: string | null; username: string } | null }
  | { type: 'note'; body: string }
  | {
      type: 'reply'
      body: string
      state: 'queued' | 'sent' | 'failed'
      messageId: string
      /** Why the last attempt to send failed (while retrying, or for good when failed). */
      error: string | null
    }
  | { type: 'inbound'; body: string; from: string; messageId: string }
)

export type Lead = Message & { timeline: TimelineEntry[] }

/** `GET /api/messages/{id}`: the lead, and whether the portal can send replies. */
export type LeadView = Lead & { canReply: boolean }

export interface Assignee {
  _id: string
  username: string
}
