import type { Actor } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { findDraft } from '~/core/revisions.server'
import { publishDocument } from './editables'
import { editableOf } from './editable-records'

/** The job kind of a scheduled publish; its key is the resource (`content/home`). */
export const SCHEDULED_PUBLISH_JOB = 'editorial.publish'

export interface ScheduledPublish {
  resource: string
  /** The draft's ETag when it was scheduled (kept for the log; the draft of the moment is published). */
  etag: string
  /** Who scheduled it: the revision and the activity entry name them. */
  actor: Actor
}

/**
 * Publishes a resource's draft when its time comes (docs/decisions/057-scheduled-publishing-as-
 * a-job.md): a one-off job of the one runner, so it survives restarts and runs once across
 * instances; the draft, its revision, the activity entry and the content version's bump are one
 * transaction, like any publish. A draft discarded meanwhile publishes nothing.
 */
export function defineScheduledPublishing(ctx: AppContext): void {
  ctx.jobs.define(SCHEDULED_PUBLISH_JOB, {
    run: async ({ payload }) => {
      const { resource, actor } = payload as ScheduledPublish
      const found = editableOf(resource)
      if (!found) return
      const draft = await findDraft(ctx.db, resource)
      if (!draft) return
      const { editable, key } = found
      const current = await editable.read(ctx.db, key).catch(() => undefined)
      if (current === undefined) return
      await publishDocument(ctx, actor, editable, key, draft.document, 'schedule')
      ctx.logger.info({ resource }, 'scheduled draft published')
    },
  })
}
