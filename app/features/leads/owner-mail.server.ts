import type { Db } from '~/lib/db.server'
import type { Mailer } from '~/lib/mailer.server'

/** The job that tells a lead's new owner (one-off, queued with the assignment). */
export const OWNER_MAIL_JOB = 'leads.owner-mail'

export interface OwnerMailPayload {
  messageId: string
  ownerId: string
  /** Who assigned it. */
  by: string
  origin: string
}

/**
 * Mails the owner a link to the lead. Sent only if they still own it when the job runs: an
 * assignment undone meanwhile sends nothing.
 */
export async function sendOwnerMail(db: Db, mailer: Mailer, payload: OwnerMailPayload) {
  const row = await db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.assignee_id')
    .select(['messages.id', 'messages.subject', 'users.email', 'users.username'])
    .where('messages.id', '=', payload.messageId)
    .where('messages.assignee_id', '=', payload.ownerId)
    .executeTakeFirst()
  if (!row) return
  const link = `${payload.origin}/admin/messages/${row.id}`
  await mailer.send({
    to: row.email,
    subject: `Lead assigned to you: ${row.subject}`,
    text: [
      `Hello ${row.username},`,
      '',
      `${payload.by} assigned you a lead: ${row.subject}`,
      '',
      `Open it in the portal: ${link}`,
    ].join('\n'),
  })
}
