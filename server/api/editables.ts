import { recordActivity, type ActivityEvent, type Actor } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { deleteDraft, saveRevision } from '~/core/revisions.server'
import type { Db } from '~/lib/db.server'

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
  /** Puts a checked document live, in the caller's transaction; answers as `GET` would. */
  save(trx: Db, key: string, document: unknown): Promise<Shaped>
  /** What a revision keeps of `GET`'s answer: the document alone, without server fields. */
  documentOf(shaped: Shaped): unknown
  /** A draft's document, shaped as `GET` answers. */
  shapeDraft(current: Shaped, document: unknown, updatedAt: string): Shaped
  /** The activity entry of a publish. */
  describe(key: string, shaped: Shaped, how: PublishHow): ActivityEvent
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
 * revision and the content version's bump, in one transaction (DESIGN §17). A published draft
 * is dropped with it.
 */
export function publishDocument<Shaped>(
  ctx: AppContext,
  actor: Actor | null,
  editable: Editable<Shaped>,
  key: string,
  document: unknown,
  how: PublishHow,
): Promise<Shaped> {
  return ctx.contentVersion.publish(async (trx) => {
    const shaped = await editable.save(trx, key, document)
    const resource = editable.resource(key)
    const revision = await saveRevision(
      trx,
      actor,
      resource,
      editable.documentOf(shaped),
      ctx.env.REVISIONS_KEEP,
    )
    await recordActivity(trx, actor, {
      ...editable.describe(key, shaped, how),
      revisionId: revision._id,
    })
    if (how === 'draft' || how === 'schedule') await deleteDraft(trx, resource)
    return shaped
  })
}
