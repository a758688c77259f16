import { recordActivity, named } from '~/core/activity.server'
import type { JobRunner } from '~/core/jobs.server'
import { can, RIGHTS, ROLE_LABELS, type Role } from '~/core/rights'
import type { Db } from '~/lib/db.server'
import { AppError, found } from '~/lib/errors'
import { isId } from '~/lib/validation'
import type { OutboundEvents } from '~/core/events.server'
import { emitLeadUpdated } from './lead-events.server'
import { OWNER_MAIL_JOB } from './owner-mail.server'
import * as queries from './queries.server'
import type { Lead, LeadPatch, Message, TimelineEntry } from './schemas'
import { STATUS_LABELS, type LeadStatus } from './statuses'
import { addEvent, timelineOf, toTimelineEntry, type EventActor } from './timeline.server'

const NOT_FOUND = 'Message not found'

/** A message and what happened to it (docs/api.md §Leads). */
export async function getLead(db: Db, id: string): Promise<Lead> {
  const message = found(isId(id) ? await queries.findMessage(db, id) : undefined, NOT_FOUND)
  return { ...message, timeline: await timelineOf(db, id) }
}

/** The lead, found in the caller's transaction, or a 404. */
async function leadIn(trx: Db, id: string): Promise<Message> {
  return found(isId(id) ? await queries.findMessage(trx, id) : undefined, NOT_FOUND)
}

/**
 * Moves a lead to a status. The status, its timeline entry and its activity entry are one
 * write (the caller's transaction). Moving to the status it has changes nothing.
 */
export async function setStatus(
  trx: Db,
  actor: EventActor | null,
  lead: Message,
  to: LeadStatus,
): Promise<boolean> {
  if (lead.status === to) return false
  await trx.updateTable('messages').set({ status: to }).where('id', '=', lead._id).execute()
  await addEvent(trx, actor, {
    message_id: lead._id,
    type: 'status',
    from_status: lead.status,
    to_status: to,
  })
  await recordActivity(trx, actor, {
    action: 'update',
    entity: 'message',
    entityId: lead._id,
    summary: `Moved the lead from ${lead.name} from ${STATUS_LABELS[lead.status]} to ${STATUS_LABELS[to]}: ${named(lead.subject)}`,
  })
  return true
}

export interface ChangeContext {
  actor: EventActor
  jobs: JobRunner
  /** Whether owner mails can be sent (SMTP_URL is set). */
  mail: boolean
  /** The portal's origin, for the link in the owner's mail. */
  origin: string
  /** `lead.updated` for the webhooks, when something changed. */
  events: OutboundEvents
}

/**
 * `PATCH /api/messages/{id}`: a new status and/or a new owner, each with its timeline and
 * activity entries, in one transaction. A new owner who is not the one assigning gets a mail
 * with a link to the lead, queued in the same transaction (the job runner retries it).
 */
export async function changeLead(
  trx: Db,
  id: string,
  patch: LeadPatch,
  { actor, jobs, mail, origin, events }: ChangeContext,
): Promise<Message> {
  const lead = await leadIn(trx, id)
  const changes: Parameters<typeof emitLeadUpdated>[3] = {}
  if (patch.status !== undefined && (await setStatus(trx, actor, lead, patch.status))) {
    changes.status = { from: lead.status, to: patch.status }
  }
  if (patch.assigneeId !== undefined && patch.assigneeId !== (lead.assignee?._id ?? null)) {
    const owner = patch.assigneeId === null ? null : await ownerWithLeads(trx, patch.assigneeId)
    await trx
      .updateTable('messages')
      .set({ assignee_id: owner?.id ?? null })
      .where('id', '=', lead._id)
      .execute()
    changes.owner = { from: lead.assignee?.username ?? null, to: owner?.username ?? null }
    await addEvent(trx, actor, {
      message_id: lead._id,
      type: 'assigned',
      assignee_id: owner?.id ?? null,
      assignee_name: owner?.username ?? null,
    })
    await recordActivity(trx, actor, {
      action: 'update',
      entity: 'message',
      entityId: lead._id,
      summary: owner
        ? `Assigned the lead from ${lead.name} to ${owner.username}: ${named(lead.subject)}`
        : `Left the lead from ${lead.name} without an owner: ${named(lead.subject)}`,
    })
    if (owner && owner.id !== actor._id && mail) {
      await jobs.enqueue(trx, OWNER_MAIL_JOB, {
        key: `${lead._id}:${owner.id}`,
        runAt: new Date(0), // due at once, whatever the runner's clock says
        payload: { messageId: lead._id, ownerId: owner.id, by: actor.username, origin },
      })
    }
  }
  const changed = await leadIn(trx, id)
  if (changes.status || changes.owner) await emitLeadUpdated(events, trx, changed, changes)
  return changed
}

/** An internal note: on the timeline and in the activity log, never sent to the visitor. */
export async function addNote(
  trx: Db,
  id: string,
  actor: EventActor,
  body: string,
): Promise<TimelineEntry> {
  const lead = await leadIn(trx, id)
  const row = await addEvent(trx, actor, { message_id: lead._id, type: 'note', body })
  await recordActivity(trx, actor, {
    action: 'create',
    entity: 'message',
    entityId: lead._id,
    summary: `Added a note to the lead from ${lead.name}: ${named(lead.subject)}`,
  })
  return toTimelineEntry(row)
}

/** "Mark as unread": the message shows as new again; its status stays. */
export async function markUnread(db: Db, id: string): Promise<Message> {
  const lead = await leadIn(db, id)
  await db.updateTable('messages').set({ read: 0 }).where('id', '=', lead._id).execute()
  return leadIn(db, id)
}

/** The roles that may own a lead: those with the `leads` right (app/core/rights.ts). */
const OWNER_ROLES: readonly Role[] = RIGHTS.leads

const NOT_AN_OWNER = `Only ${OWNER_ROLES.map((r) => ROLE_LABELS[r]).join(' and ')} accounts can own a lead`

/**
 * The account that is to own a lead: it must exist (else 400 'Unknown user') and have the
 * `leads` right (else 400), or the mail telling them would link to a page that answers
 * Forbidden. The check is an UPDATE of their row that changes nothing: it holds the row until
 * the assignment commits, so a role change at the same moment waits for it and then finds the
 * lead to release (`releaseLeads`), or runs first and this finds the role without the right.
 */
async function ownerWithLeads(trx: Db, id: string): Promise<{ id: string; username: string }> {
  const owner = await trx
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('id', '=', isId(id) ? id : '')
    .where('role', 'in', [...OWNER_ROLES])
    .returning(['id', 'username'])
    .executeTakeFirst()
  if (owner) return owner
  const known = isId(id)
    ? await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()
    : undefined
  throw new AppError(400, known ? NOT_AN_OWNER : 'Unknown user', {
    assigneeId: [known ? NOT_AN_OWNER : 'Unknown user'],
  })
}

/** Every account a lead can be assigned to (the `leads` right), by name. */
export async function listAssignees(db: Db): Promise<{ _id: string; username: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', 'in', [...OWNER_ROLES])
    .orderBy('username')
    .execute()
  return rows.map((r) => ({ _id: r.id, username: r.username }))
}

/**
 * An account given a role without the `leads` right owns no lead from then on: each of its
 * leads is left without an owner, with a timeline entry, and one activity entry says how many,
 * in the role change's own transaction (docs/product.md §Leads). Nothing is done for a role
 * that keeps the right. Resolves with the number of leads released.
 */
export async function releaseLeads(
  trx: Db,
  actor: EventActor | null,
  account: { _id: string; username: string },
  role: Role,
  events: OutboundEvents,
): Promise<number> {
  if (can(role, 'leads')) return 0
  const owned = await trx
    .updateTable('messages')
    .set({ assignee_id: null })
    .where('assignee_id', '=', account._id)
    .returning('id')
    .execute()
  for (const { id } of owned) {
    await addEvent(trx, actor, {
      message_id: id,
      type: 'assigned',
      assignee_id: null,
      assignee_name: null,
    })
    await emitLeadUpdated(events, trx, await leadIn(trx, id), {
      owner: { from: account.username, to: null },
    })
  }
  if (owned.length) {
    await recordActivity(trx, actor, {
      action: 'update',
      entity: 'user',
      entityId: account._id,
      summary: `Left ${owned.length === 1 ? '1 lead' : `${owned.length} leads`} of ${named(account.username)} without an owner: the role ${ROLE_LABELS[role].toLowerCase()} cannot see leads`,
    })
  }
  return owned.length
}
