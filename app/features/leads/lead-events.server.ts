import type { LeadEventData } from '~/core/events'
import type { OutboundEvents } from '~/core/events.server'
import type { Db } from '~/lib/db.server'
import type { Message } from './schemas'

type Changes = NonNullable<LeadEventData['changes']>

/** A lead as `lead.created` and `lead.updated` carry it (docs/api.md §Integrations). */
export function leadEventData(lead: Message, changes?: Changes): Omit<LeadEventData, 'url'> {
  return {
    id: lead._id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    subject: lead.subject,
    message: lead.message,
    status: lead.status,
    owner: lead.assignee?.username ?? null,
    campaign: lead.source?.utmCampaign ?? null,
    source: lead.source,
    receivedAt: lead.createdAt,
    ...(changes && { changes }),
  }
}

/** The lead in the portal, where a link in a webhook's message leads. */
const leadPath = (id: string) => `/admin/messages/${id}`

/** `lead.created`, in the transaction that stored the message (never for spam). */
export function emitLeadCreated(events: OutboundEvents, trx: Db, lead: Message): Promise<void> {
  return events.emit(trx, 'lead.created', leadEventData(lead), {
    path: leadPath(lead._id),
    leadId: lead._id,
  })
}

/** `lead.updated`, in the transaction of the status or owner change, with what changed. */
export function emitLeadUpdated(
  events: OutboundEvents,
  trx: Db,
  lead: Message,
  changes: Changes,
): Promise<void> {
  return events.emit(trx, 'lead.updated', leadEventData(lead, changes), {
    path: leadPath(lead._id),
    leadId: lead._id,
  })
}
