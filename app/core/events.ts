/**
 * The events the site sends to webhooks (docs/api.md §Integrations, ADR 082), and what each
 * carries under `data`. Isomorphic: the portal lists them as the webhook form's choices.
 */
export const EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'content.published',
  'post.published',
] as const

export type EventType = (typeof EVENT_TYPES)[number]

export const EVENT_LABELS: Record<EventType, string> = {
  'lead.created': 'A new lead arrives',
  'lead.updated': "A lead's status or owner changes",
  'content.published': 'Site content is published',
  'post.published': 'A blog post is published',
}

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value)
}

/** A lead as `lead.created` and `lead.updated` send it. */
export interface LeadEventData {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  status: string
  owner: string | null
  /** The visit's `utm_campaign`, when the sender came from one. */
  campaign: string | null
  source: {
    landingPage: string
    referrer: string | null
    utmSource: string | null
    utmMedium: string | null
    utmCampaign: string | null
  } | null
  receivedAt: string
  /** The lead in the portal. */
  url: string
  /** `lead.updated` only: what changed. */
  changes?: {
    status?: { from: string; to: string }
    owner?: { from: string | null; to: string | null }
  }
}

/** A publish of public content (`content.published`). */
export interface ContentEventData {
  /** `page` (site copy), `contact`, or a collection's id (`portfolio`, `products`, `faqs`). */
  kind: string
  /** The page's name, the record's id, or '' for the contact details. */
  id: string
  title: string
  /** The public page that shows it; null for a kind without a page of its own. */
  url: string | null
  /** How it went live: saved, restored, a draft published, a scheduled draft, or created. */
  how: 'save' | 'restore' | 'draft' | 'schedule' | 'create'
}

/** A blog post made public (`post.published`): sent by the posts feature. */
export interface PostEventData {
  id: string
  title: string
  url: string
  publishedAt: string
}

export interface EventData {
  'lead.created': LeadEventData
  'lead.updated': LeadEventData
  'content.published': ContentEventData
  'post.published': PostEventData
}
