import { Router, type Request, type RequestHandler } from 'express'
import type { ServerCollection } from '~/core/collection.server'
import type { StoredRecord } from '~/core/collections'
import type { AppContext } from '~/core/context.server'
import { named, recordActivity } from '~/core/activity.server'
import { forgetResource, saveRevision } from '~/core/revisions.server'
import { moveToTrash } from '~/core/trash.server'
import { siteLanguages } from '~/i18n/languages'
import { AppError } from '~/lib/errors'
import { editableFields } from '~/lib/records'
import { bodyObject } from '~/lib/validation'
import type { PublicAnswers } from '../page-cache/public-answers'
import { sessionOf } from './auth-middleware'
import { collectionEditable, refuseTranslatedSlug } from './editable-records'
import { publishDocument } from './editables'
import { emitContentPublished } from './published-content'
import { refuseTakenPath } from './link-check'
import { editorialRoutes } from './editorial-routes'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'
import { SCHEDULED_PUBLISH_JOB } from './scheduled-publishing'
import { editableIn, requestedLanguage } from './translated-editable'
import { recordsIn } from '~/translations.server'
import { admit, callerMay, credentialsOf } from './route-rights'

/** Whether a request names a caller (a session's token or a program's): it may see more. */
const carriesToken = (req: Request) => {
  const { token, bearer } = credentialsOf(req)
  return token !== undefined || bearer !== undefined
}

const queryOf = (req: Request) => new URLSearchParams(req.originalUrl.split('?')[1] ?? '')

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
  const defaultLanguage = ctx.env.SITE_LANGUAGES[0]
  // Every write bumps the content version and is recorded in the activity log, in its own
  // transaction: cached pages and public answers made before it are never served again.
  const event = (action: 'create' | 'update' | 'delete', verb: string) => (record: T) => ({
    action,
    entity: activity.entity,
    entityId: record._id,
    summary: `${verb} the ${labels.singular} ${named(activity.nameOf(record))}`,
  })
  const router = Router()
  const { isPublic, listQuery } = server
  const base = `/api/${collection.id}`
  if (listQuery) answers.readsApiQuery(base, listQuery.names)
  if (isPublic) answers.teamReadsStatus(base)
  /** The list as asked: narrowed by the declared query, in `?lang=`'s language (ADR 080). */
  const listFor = async (req: Request, records: T[]) => {
    const lang = requestedLanguage(ctx, req)
    const narrowed = listQuery ? listQuery.filter(records, queryOf(req)) : records
    return lang ? recordsIn(db, collection.id, narrowed, { code: lang, prefix: lang }) : narrowed
  }
  // A kind the team alone reads through the API (composed pages, read on the site at their
  // paths): every record, drafts included, for the callers the gate let through; never cached.
  if (collection.teamReads) {
    router.get('/', async (req, res) => {
      res.json(await listFor(req, await service.list(db)))
    })
    router.get('/:id', async (req, res) => {
      res.json(await editableIn(ctx, req, editable).read(db, String(req.params.id)))
    })
  }
  // `?status=all`: every record, those the public does not see too (a draft post), for a caller
  // with the kind's right; never kept in the cache nor answered from it (`teamReadsStatus`).
  router.get('/', async (req, res, next) => {
    const status = req.query.status
    if (status === undefined) return next()
    if (status !== 'all') {
      throw new AppError(400, 'Validation failed', { status: ['Use status=all, or leave it out'] })
    }
    if (!(await admit(ctx, req, res, `GET ${base}`, collection.right))) return
    res.json(await listFor(req, await service.list(db)))
  })
  router.get(
    '/',
    answers.json(async (req) => {
      const records = await service.list(db)
      return listFor(req, isPublic ? records.filter(isPublic) : records)
    }),
  )
  router.post('/', auth, async (req, res) => {
    const data = schema.parse(bodyObject(req.body))
    await refuseTranslatedSlug(db, collection, null, data)
    await refuseTakenPath(ctx, collection, data)
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
  // A record the public may not see is the team's: read with a token, and never cached.
  // Anyone else, a signed-in colleague without the right included, gets the public answer.
  router.get('/:id', async (req, res, next) => {
    if (!isPublic || !carriesToken(req)) return next()
    if (!(await callerMay(ctx, req, `GET ${base}/:id`, collection.right))) return next()
    res.json(await editableIn(ctx, req, editable).read(db, String(req.params.id)))
  })
  router.get(
    '/:id',
    answers.json(async (req) => {
      const record = await editableIn(ctx, req, editable).read(db, String(req.params.id))
      if (isPublic && !isPublic(record as T)) throw new AppError(404, texts.notFound)
      return record
    }),
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
        // Its scheduled publishes go with it, its translations' (`R@de`) too.
        const resource = editable.resource(id)
        for (const { code } of siteLanguages(ctx.env.SITE_LANGUAGES)) {
          const scheduled = code === defaultLanguage ? resource : `${resource}@${code}`
          await ctx.jobs.cancel(trx, SCHEDULED_PUBLISH_JOB, scheduled)
        }
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
