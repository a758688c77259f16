import { Router, type RequestHandler } from 'express'
import type { ServerCollection } from '~/core/collection.server'
import type { StoredRecord } from '~/core/collections'
import type { AppContext } from '~/core/context.server'
import { named, recordActivity } from '~/core/activity.server'
import { forgetResource, saveRevision } from '~/core/revisions.server'
import { moveToTrash } from '~/core/trash.server'
import { editableFields } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { sessionOf } from './auth-middleware'
import { collectionEditable } from './editable-records'
import { publishDocument } from './editables'
import { emitContentPublished } from './published-content'
import { editorialRoutes } from './editorial-routes'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { SCHEDULED_PUBLISH_JOB } from './scheduled-publishing'
import { editableIn, requestedLanguage } from './translated-editable'
import { recordsIn } from '~/translations.server'

/**
 * The five calls every collection has (docs/api.md §REST API): public reads, admin writes; each
 * record's history, draft and schedule (§Revisions, drafts and schedule); and the actions its
 * declaration adds (`POST /{id}/{action}`). All of it read from the declaration (ADR 076).
 */
export function collectionRouter<T extends StoredRecord, Data>(
  ctx: AppContext,
  answers: PublicAnswers,
  auth: RequestHandler,
  server: ServerCollection<T, Data>,
): Router {
  const { collection, service } = server
  const { schema, activity, labels, texts, editorial } = collection
  const editable = collectionEditable(server)
  const { db } = ctx
  // Every write bumps the content version and is recorded in the activity log, in its own
  // transaction: cached pages and public answers made before it are never served again.
  const event = (action: 'create' | 'update' | 'delete', verb: string) => (record: T) => ({
    action,
    entity: activity.entity,
    entityId: record._id,
    summary: `${verb} the ${labels.singular} ${named(activity.nameOf(record))}`,
  })
  const router = Router()
  // `?lang=de`: the records in that language, each field falling back to the default's (ADR 080).
  router.get(
    '/',
    answers.json(async (req) => {
      const lang = requestedLanguage(ctx, req)
      const records = await service.list(db)
      return lang ? recordsIn(db, collection.id, records, { code: lang, prefix: lang }) : records
    }),
  )
  router.post('/', auth, async (req, res) => {
    const data = schema.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    // The first revision is the record as created: History starts with it.
    const created = await ctx.contentVersion.publish(async (trx) => {
      const record = await service.create(trx, data)
      const revision = editorial.revisions
        ? await saveRevision(
            trx,
            actor,
            editable.resource(record._id),
            editableFields(record),
            ctx.env.REVISIONS_KEEP,
          )
        : null
      await recordActivity(trx, actor, {
        ...event('create', 'Created')(record),
        revisionId: revision?._id ?? null,
      })
      await emitContentPublished(ctx, trx, editable.resource(record._id), record, 'create')
      return record
    })
    res.status(201).json(created)
  })
  editorialRoutes(ctx, router, '/:id', editable, (req) => String(req.params.id), editorial)
  router.get(
    '/:id',
    answers.json((req) => editableIn(ctx, req, editable).read(db, String(req.params.id))),
  )
  router.put('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    const inLanguage = editableIn(ctx, req, editable)
    // Fields left out of the body keep their stored values: the body is merged over the
    // record (a 404 when there is none) and the whole is parsed. In another language, only
    // its texts that differ from the default language's are kept (ADR 080).
    const document = inLanguage.parse(req.body, await inLanguage.read(db, id))
    res.json(await publishDocument(ctx, sessionOf(res).user, inLanguage, id, document, 'save'))
  })
  router.delete('/:id', auth, async (req, res) => {
    const id = String(req.params.id)
    // Not gone for good: moved to the trash for 30 days (docs/api.md §Revisions, drafts and
    // schedule). It leaves its table, so the public site and API stop showing it at once. A
    // kind without a trash deletes for good, its history with it.
    await recordedWrites(ctx, res).publish(
      async (trx) => {
        const record = await service.get(trx, id)
        if (editorial.trash) {
          await moveToTrash(
            trx,
            collection.table,
            { type: collection.id, id, title: activity.nameOf(record) },
            sessionOf(res).user,
          )
          await server.trashed?.(trx, record)
        } else {
          await service.remove(trx, id)
          await forgetResource(trx, editable.resource(id))
        }
        await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, editable.resource(id))
        return record
      },
      (record) => ({
        action: 'delete',
        entity: activity.entity,
        entityId: record._id,
        summary: editorial.trash
          ? `Moved the ${labels.singular} ${named(activity.nameOf(record))} to the trash`
          : `Deleted the ${labels.singular} ${named(activity.nameOf(record))}`,
      }),
    )
    res.json({ message: texts.deleted })
  })
  for (const action of server.actions ?? []) {
    router.post(`/:id/${action.name}`, auth, async (req, res) => {
      const body = action.body.parse(bodyObject(req.body))
      const actor = sessionOf(res).user
      const answer = await ctx.contentVersion.publish(async (trx) => {
        const done = await action.run(trx, String(req.params.id), body)
        if (done.activity) await recordActivity(trx, actor, done.activity)
        return done.answer
      })
      res.json(answer)
    })
    router.all(`/:id/${action.name}`, onlyMethods('POST'))
  }
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PUT, DELETE'))
  return router
}
