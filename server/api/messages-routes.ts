import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Router } from 'express'
import { CONTACT_LIMITED } from '~/features/leads/contact-limit.server'
import { leadPatch, leadText, messageInput, type MessageData } from '~/features/leads/schemas'
import { eraseAddress } from '~/features/leads/erasure.server'
import {
  addNote,
  changeLead,
  getLead,
  listAssignees,
  markUnread,
} from '~/features/leads/pipeline.server'
import { NO_SMTP, queueReply } from '~/features/leads/replies.server'
import { LEAD_STATUSES, isLeadStatus, type LeadStatus } from '~/features/leads/statuses'
import { readTraps } from '~/features/leads/spam.server'
import {
  asSenderSees,
  exportFileName,
  exportMessages,
  listMessages,
  readMessage,
  receiveMessage,
  removeMessage,
} from '~/features/leads/service.server'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { inTransaction } from '~/lib/db.server'
import { AppError } from '~/lib/errors'
import { addressKey } from '~/lib/rate-counter.server'
import { bodyObject, isId, z } from '~/lib/validation'
import type { Request, Response } from 'express'
import { requireAuth, sessionOf } from './auth-middleware'
import { requestedLanguage } from './translated-editable'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

export function messagesRoutes(ctx: AppContext): Router {
  const router = Router()
  const auth = requireAuth(ctx)

  // The per-address limit is taken here, in the handler, from the count the contact page's
  // form shares: whatever spelling of the path reached this handler, it passed the limit.
  router.post('/', async (req, res) => {
    const slot = await ctx.contactLimit.take(addressKey(req.ip ?? req.socket.remoteAddress ?? ''))
    if (!slot.ok) {
      res.setHeader('Retry-After', String(slot.retryAfterSeconds))
      res.status(429).json({ message: CONTACT_LIMITED })
      return
    }
    let body: Record<string, unknown>
    let data: MessageData
    try {
      body = bodyObject(req.body)
      data = messageInput.parse(body)
    } catch (error) {
      // A refused message used up nothing of the sender's allowance.
      await slot.giveBack()
      throw error
    }
    const traps = readTraps(body, ctx.formStamps, {
      stampRequired: false,
      fromOurPage: req.get('sec-fetch-site') === 'same-origin',
    })
    const message = await receiveMessage(ctx, data, {
      traps,
      lang: requestedLanguage(ctx, req) ?? ctx.env.SITE_LANGUAGES[0]!,
      sender: { address: req.ip ?? '', userAgent: req.get('user-agent') },
    })
    if (message.spamReason) {
      // Kept for the team under spam; a bot is answered as if it had succeeded, so it learns
      // nothing to try harder with.
      req.log.info(
        { messageId: message._id, spam: message.spamReason },
        'contact message kept as spam',
      )
    } else {
      req.log.info({ messageId: message._id }, 'contact message received')
    }
    res.status(201).json(asSenderSees(message))
  })
  router.get('/', auth, async (req, res) => {
    res.json(await listMessages(ctx.db, listFilter(req, res)))
  })
  // Erasure on request (admin: the `audit` right): everything about one address.
  router.delete('/', auth, async (req, res) => {
    const email = emailParam(req, true)!
    const deleted = await eraseAddress(ctx.database, sessionOf(res).user, email)
    req.log.info({ deleted }, 'lead data erased for one address')
    res.json({ deleted })
  })
  router.get('/export.csv', auth, async (req, res) => {
    const email = emailParam(req, false)
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName()}"`)
    try {
      // Streamed with back-pressure: a page is read only when the client has taken the last.
      const rows = exportMessages(ctx.db, { email, timeZone: ctx.env.SITE_TIMEZONE })
      await pipeline(Readable.from(rows, { highWaterMark: 1 }), res)
    } catch (error) {
      // Part of the file may be sent: cut the connection so the download fails visibly
      // instead of ending as a complete-looking, truncated file.
      if (!res.writableFinished) {
        req.log.error({ err: error }, 'messages export failed')
        res.destroy()
      }
    }
  })
  router.put('/:id/read', auth, async (req, res) => {
    const message = await recordedWrites(ctx, res).write(
      (trx) => readMessage(trx, String(req.params.id)),
      (read) => ({
        action: 'read',
        entity: 'message',
        entityId: read._id,
        summary: `Read the message from ${read.name}: ${named(read.subject)}`,
      }),
    )
    res.json(message)
  })
  // "Mark as unread": the message is bold and counted again; its status stays.
  router.delete('/:id/read', auth, async (req, res) => {
    const message = await recordedWrites(ctx, res).write(
      (trx) => markUnread(trx, String(req.params.id)),
      (unread) => ({
        action: 'unread',
        entity: 'message',
        entityId: unread._id,
        summary: `Marked the message from ${unread.name} as unread: ${named(unread.subject)}`,
      }),
    )
    res.json(message)
  })
  // Whom a lead can be given to: the accounts with the leads right (a sales role cannot list
  // the team, so the leads screens ask here).
  router.get('/assignees', auth, async (_req, res) => {
    res.json(await listAssignees(ctx.db))
  })
  router.get('/:id', auth, async (req, res) => {
    // canReply: whether the portal's reply form can send (SMTP_URL is set).
    res.json({ ...(await getLead(ctx.db, String(req.params.id))), canReply: !!ctx.mailer })
  })
  router.patch('/:id', auth, async (req, res) => {
    const patch = leadPatch.parse(bodyObject(req.body))
    const record = await inTransaction(ctx.db, (trx) =>
      changeLead(trx, String(req.params.id), patch, {
        actor: sessionOf(res).user,
        jobs: ctx.jobs,
        mail: ctx.mailer !== undefined,
        origin: originOf(req),
        events: ctx.events,
      }),
    )
    res.json(record)
  })
  router.post('/:id/notes', auth, async (req, res) => {
    const { body } = leadText.parse(bodyObject(req.body))
    const note = await inTransaction(ctx.db, (trx) =>
      addNote(trx, String(req.params.id), sessionOf(res).user, body),
    )
    res.status(201).json(note)
  })
  router.post('/:id/replies', auth, async (req, res) => {
    const { body } = leadText.parse(bodyObject(req.body))
    const mailer = ctx.mailer
    if (!mailer) {
      res.status(503).json({ message: NO_SMTP })
      return
    }
    const reply = await inTransaction(ctx.db, (trx) =>
      queueReply(trx, String(req.params.id), sessionOf(res).user, body, {
        jobs: ctx.jobs,
        from: mailer.address,
        events: ctx.events,
      }),
    )
    // The runner looks for due jobs every second; this one need not wait for it.
    void ctx.jobs.tick().catch(() => undefined)
    res.status(202).json(reply)
  })
  router.delete('/:id', auth, async (req, res) => {
    await recordedWrites(ctx, res).write(
      (trx) => removeMessage(trx, String(req.params.id)),
      (removed) => ({
        action: 'delete',
        entity: 'message',
        entityId: removed._id,
        summary: `Deleted the message from ${removed.name}: ${named(removed.subject)}`,
      }),
    )
    res.json({ message: 'Message deleted successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST, DELETE'))
  router.all('/export.csv', onlyMethods('GET, HEAD'))
  router.all('/assignees', onlyMethods('GET, HEAD'))
  router.all('/:id/read', onlyMethods('PUT, DELETE'))
  router.all('/:id/notes', onlyMethods('POST'))
  router.all('/:id/replies', onlyMethods('POST'))
  router.all('/:id', onlyMethods('GET, HEAD, PATCH, DELETE'))
  return router

  /** `?status=new,contacted&assignee=me|{userId}|none` (docs/api.md §Leads). */
  function listFilter(req: Request, res: Response) {
    const status = typeof req.query.status === 'string' ? req.query.status : undefined
    let statuses: LeadStatus[] | undefined
    if (status !== undefined && status !== '') {
      const asked = status.split(',').map((s) => s.trim())
      if (!asked.every(isLeadStatus)) {
        throw new AppError(400, `status: expected one of ${LEAD_STATUSES.join(', ')}`)
      }
      statuses = asked
    }
    const assignee = typeof req.query.assignee === 'string' ? req.query.assignee : undefined
    let assigneeId: string | null | undefined
    if (assignee === 'me') assigneeId = sessionOf(res).user._id
    else if (assignee === 'none') assigneeId = null
    else if (assignee !== undefined && assignee !== '') {
      if (!isId(assignee)) throw new AppError(400, 'assignee: expected me, none or a user id')
      assigneeId = assignee
    }
    return { statuses, assigneeId }
  }

  function originOf(req: Request): string {
    return ctx.env.SITE_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`
  }
}

const emailQuery = z.string().trim().max(254).pipe(z.email('Invalid email address'))

/** `?email=E`: required for an erasure, optional for an export; a bad one → 400. */
function emailParam(req: Request, required: boolean): string | undefined {
  const value = req.query.email
  if (value === undefined && !required) return undefined
  const parsed = emailQuery.safeParse(typeof value === 'string' ? value : '')
  if (!parsed.success) throw new AppError(400, 'email: Invalid email address')
  return parsed.data
}
