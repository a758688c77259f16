/**
 * A lead's statuses (docs/product.md §Leads), in the order the board shows them: New →
 * Contacted → Qualified → Won / Lost, or Spam. Shared by the server and the portal.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

/** What the lists and counts show when no status is asked for: everything but spam. */
export const DEFAULT_STATUSES: readonly LeadStatus[] = LEAD_STATUSES.filter((s) => s !== 'spam')

/** The statuses LEAD_RETENTION_DAYS deletes once old enough: the lead's story is over. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['won', 'lost', 'spam']

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}
