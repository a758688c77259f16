import type { Actor } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { editorPathOf } from '~/core/revisions'
import { findDraft, markScheduleFailed, type ScheduleFailure } from '~/core/revisions.server'
import { findUserById } from '~/core/users.server'
import { isSitePage, sitePages } from '~/copy/documents'
import { AppError } from '~/lib/errors'
import { formatInZone } from '~/lib/time-zone'
import { fieldErrors, z } from '~/lib/validation'
import { publishDocument } from './editables'
import { editableOf } from './editable-records'

/** The job kind of a scheduled publish; its key is the resource (`content/home`). */
export const SCHEDULED_PUBLISH_JOB = 'editorial.publish'

/** The job that tells whoever scheduled a publish that it failed (one-off, queued with it). */
export const SCHEDULE_FAILED_MAIL_JOB = 'editorial.schedule-failed-mail'

/**
 * Runs of a publish that fails for a reason that may pass (the database busy or away), before
 * it is given up as failed: the runner retries after 2, 4, 8 and 16 s, so about 30 s late.
 */
const ATTEMPTS = 5

export interface ScheduledPublish {
  resource: string
  /** The draft's ETag when it was scheduled (kept for the log; the draft of the moment is published). */
  etag: string
  /** Who scheduled it: the revision and the activity entry name them, a failure is mailed to them. */
  actor: Actor
  /** When it is due (absent from jobs queued before failures were kept). */
  at?: string
}

interface FailureMail {
  resource: string
  userId: string
  failure: ScheduleFailure
}

/** What the dashboard and a mail call a record: the page's title, or the record's name. */
export async function titleOf(ctx: AppContext, resource: string): Promise<string> {
  if (resource === 'contact') return 'Contact details'
  if (resource.startsWith('content/')) {
    const page = resource.slice('content/'.length)
    return `${isSitePage(page) ? sitePages[page].title : page} page`
  }
  const found = editableOf(resource)
  const shaped = found && (await found.editable.read(ctx.db, found.key).catch(() => undefined))
  const record = (shaped ?? {}) as { title?: string; name?: string; question?: string }
  return record.title ?? record.name ?? record.question ?? resource
}

/**
 * Why a publish cannot go live, when retrying would not help: a document or link the rules
 * refuse (a 400), a slug taken, a record gone. Undefined for anything else (the database busy),
 * which may pass; and for a colleague's draft save at that very moment (a draft 409), after
 * which the next run publishes the draft as it then is.
 */
function refusalOf(error: unknown): Pick<ScheduleFailure, 'reason' | 'errors'> | undefined {
  if (error instanceof z.ZodError) {
    const errors = fieldErrors(error)
    return { reason: Object.values(errors).flat().join('; '), errors }
  }
  if (error instanceof AppError && error.status < 500 && !error.details?.conflict) {
    const errors = error.errors ?? {}
    const messages = [...new Set(Object.values(errors).flat())]
    return { reason: messages.length ? messages.join('; ') : error.message, errors }
  }
  return undefined
}

/**
 * Publishes a resource's draft when its time comes (docs/decisions/057-drafts-and-scheduled-
 * publishing.md): a one-off job of the one runner, so it survives restarts and runs once across
 * instances; the draft, its revision, the activity entry and the content version's bump are one
 * transaction, like any publish, with the same checks (ADR 071). A draft discarded meanwhile
 * publishes nothing.
 *
 * A publish that cannot go live (ADR 072) is not retried, nor moved: it is kept on the draft as
 * failed, with the reason, for the dashboard and the editor, and mailed to whoever scheduled it.
 * A failure that may pass is retried a few times first.
 */
export function defineScheduledPublishing(ctx: AppContext): void {
  ctx.jobs.define(SCHEDULED_PUBLISH_JOB, {
    run: async ({ payload, attempt, now }) => {
      const { resource, actor, at } = payload as ScheduledPublish
      const found = editableOf(resource)
      if (!found) return
      const draft = await findDraft(ctx.db, resource)
      if (!draft) return
      const { editable, key } = found
      try {
        const current = await editable.read(ctx.db, key).catch((error: unknown) => {
          // Gone to the trash meanwhile (which cancels its schedule): nothing to publish.
          if (error instanceof AppError && error.status === 404) return undefined
          throw error
        })
        if (current === undefined) return
        const document = editable.parse(draft.document, current)
        await publishDocument(ctx, actor, editable, key, document, 'schedule', draft.etag)
        ctx.logger.info({ resource }, 'scheduled draft published')
      } catch (error) {
        const refusal = refusalOf(error)
        if (!refusal && attempt < ATTEMPTS) throw error
        ctx.logger.warn({ err: error, resource, attempt }, 'scheduled publish failed')
        await failSchedule(ctx, resource, {
          scheduledAt: at ?? now.toISOString(),
          failedAt: ctx.clock.now().toISOString(),
          reason:
            refusal?.reason ??
            `The server could not publish it after ${attempt} tries (its log says why)`,
          errors: refusal?.errors ?? {},
          scheduledBy: actor ? { _id: actor._id, username: actor.username } : null,
        })
      }
    },
  })
  const mailer = ctx.mailer
  if (!mailer) return
  ctx.jobs.define(SCHEDULE_FAILED_MAIL_JOB, {
    run: async ({ payload }) => {
      const { resource, userId, failure } = payload as FailureMail
      const user = await findUserById(ctx.db, userId)
      if (!user) return
      const title = await titleOf(ctx, resource)
      const path = editorPathOf(resource)
      const where = ctx.env.SITE_URL ? new URL(path, ctx.env.SITE_URL).href : `the portal, ${path}`
      await mailer.send({
        to: user.email,
        subject: `Scheduled publish failed: ${title}`,
        text: [
          `Hello ${user.username},`,
          '',
          `${title} was scheduled to go live ${formatInZone(failure.scheduledAt, ctx.env.SITE_TIMEZONE)}, but it was not published:`,
          '',
          failure.reason,
          '',
          'The draft is kept as it was. Fix it, then publish it or schedule it again:',
          where,
        ].join('\n'),
      })
    },
  })
}

/** Keeps the failure on the draft and queues its mail, in one transaction. */
async function failSchedule(ctx: AppContext, resource: string, failure: ScheduleFailure) {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markScheduleFailed(trx, resource, failure))) return
    const userId = failure.scheduledBy?._id
    if (!ctx.mailer || !userId) return
    await ctx.jobs.enqueue(trx, SCHEDULE_FAILED_MAIL_JOB, {
      key: `${resource}@${failure.failedAt}`,
      runAt: ctx.clock.now(),
      payload: { resource, userId, failure } satisfies FailureMail,
    })
  })
}
