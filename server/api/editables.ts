import { recordActivity, type ActivityEvent, type Actor } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { deleteDraft, draftConflict, requireNoDraft, saveRevision } from '~/core/revisions.server'
import type { Db } from '~/lib/db.server'
import { emitContentPublished, publicBefore } from './published-content'

/**
 * A record staff edit whose published versions are kept (docs/decisions/054-revisions-as-whole-
 * documents.md): a site page's copy, a portfolio item, product or FAQ, the contact details.
 * `key` names the record within its kind: the page, the item's id, '' for the contact details.
 */
export interface Editable<Shaped = unknown> {
  /** The path under /api that names the record, and its revisions' resource: `{collection}/{id}`. */
  resource(key: string): string
  /** What `GET /api/R` answers; a 404 when there is no such record. */
  read(db: Db, key: string): Promise<Shaped>
  /**
   * Checks a body as `PUT /api/R` takes it: the bare document, or what `GET /api/R` answered
   * (ADR 055), merged over the current record where the resource merges; a 400 naming each
   * field that does not fit.
   */
  parse(body: unknown, current: Shaped): unknown
  /**
   * What a document must also pass to go live, beyond its schema (a menu's links lead somewhere,
   * ADR 059): every publish runs it, however it came about. A 400 naming the fields.
   */
  check?(ctx: AppContext, key: string, document: unknown): Promise<void>
  /** Puts a checked document live, in the caller's transaction; answers as `GET` would. */
  save(trx: Db, key: string, document: unknown): Promise<Shaped>
  /** What a revision keeps of `GET`'s answer: the document alone, without server fields. */
  documentOf(shaped: Shaped): unknown
  /** A draft's document, shaped as `GET` answers. */
  shapeDraft(current: Shaped, document: unknown, updatedAt: string): Shaped
  /** The activity entry of a publish. */
  describe(key: string, shaped: Shaped, how: PublishHow): ActivityEvent
  /** False for a kind that keeps no revisions (a collection's declaration may say so). */
  keepsRevisions?: boolean
}

export type PublishHow = 'save' | 'restore' | 'draft' | 'schedule'

/** How a summary says a publish came about: 'Restored …', 'Published (scheduled) …'. */
export const HOW_WORDS: Record<PublishHow, string> = {
  save: 'Updated',
  restore: 'Restored an earlier version of',
  draft: 'Published the draft of',
  schedule: 'Published the scheduled draft of',
}

/**
 * Publishes a checked document: the record, its revision, the activity entry linking to that
 * revision, the content version's bump and the webhooks' `content.published`, in one transaction
 * (DESIGN §17). Every publish comes through here — a `PUT`, a restore, a draft published now or at its time — so each runs the
 * record's `check` (a menu's links) first.
 *
 * A publish of the draft names it (`draftEtag`): the draft is dropped with it, and a colleague's
 * save in between makes it a 409 rather than a publish of one version and the loss of the
 * other. A plain save (`PUT /api/R`) while the record has a draft is a 409 too: it would leave
 * that draft behind, out of date, to undo this publish when it goes live (ADR 071). A restore
 * keeps the draft: it is someone's work, and History says it is there.
 */
export async function publishDocument<Shaped>(
  ctx: AppContext,
  actor: Actor | null,
  editable: Editable<Shaped>,
  key: string,
  document: unknown,
  how: PublishHow,
  draftEtag?: string,
): Promise<Shaped> {
  await editable.check?.(ctx, key, document)
  const resource = editable.resource(key)
  return ctx.contentVersion.publish(async (trx) => {
    if (how === 'save') await requireNoDraft(trx, resource)
    const wasPublic = await publicBefore(trx, resource)
    const shaped = await editable.save(trx, key, document)
    const revision =
      editable.keepsRevisions === false
        ? null
        : await saveRevision(
            trx,
            actor,
            resource,
            editable.documentOf(shaped),
            ctx.env.REVISIONS_KEEP,
          )
    await recordActivity(trx, actor, {
      ...editable.describe(key, shaped, how),
      revisionId: revision?._id ?? null,
    })
    if (how === 'draft' || how === 'schedule') {
      if (!(await deleteDraft(trx, resource, draftEtag))) {
        throw await draftConflict(trx, resource, 'save')
      }
    }
    await emitContentPublished(ctx, trx, resource, shaped, how, wasPublic)
    return shaped
  })
}
