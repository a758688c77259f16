import type { AppContext } from '~/core/context.server'
import { CSV_BOM, csvRow } from '~/lib/csv'
import { inTransaction, type Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import type { FormStamps } from '~/core/form-stamp.server'
import { isId } from '~/lib/validation'
import * as queries from './queries.server'
import type { Message, MessageData, MessageSource } from './schemas'
import { emitLeadCreated } from './lead-events.server'
import { spamReason, type TrapReading } from './spam.server'
import { STATUS_LABELS } from './statuses'

const NOT_FOUND = 'Message not found'

/** Newest first; without a status asked for, spam is left out (docs/api.md §Leads). */
export function listMessages(db: Db, filter: queries.MessageFilter = {}): Promise<Message[]> {
  return queries.listMessages(db, filter)
}

/** Who sent a message, as the request tells: only to find their visit, never stored. */
export interface Sender {
  address: string
  userAgent: string | undefined
}

/**
 * Stores a visitor's message, durably, before it resolves. Messages arriving together share
 * one commit (the group commit), which is what lets one SQLite file take a burst of them. With
 * notifications on, its e-mail is queued in the same write and delivery starts at once rather
 * than at the next poll. The form stamp it came with, if any, is used up in the same write.
 * A message the bot traps doubt (`traps`), or whose stamp had already produced a message (a
 * replay), is stored too, under spam with the reason, and mails nobody (ADR 073): nothing a
 * sender was told "Message Sent!" about is lost. A message that is not spam is a new lead: its
 * `lead.created` goes to the webhooks that take it, queued in the same write (ADR 082).
 */
export async function receiveMessage(
  ctx: Pick<AppContext, 'groupCommit' | 'notifier'> &
    Partial<Pick<AppContext, 'analytics' | 'events'>> & { formStamps?: FormStamps },
  data: MessageData,
  {
    traps,
    sender,
    lang = null,
    page = null,
  }: {
    traps?: TrapReading
    sender?: Sender
    lang?: string | null
    /** The composed page whose form sent it (its path), kept with the message. */
    page?: string | null
  } = {},
): Promise<Message> {
  const { groupCommit, notifier, formStamps, analytics, events } = ctx
  // The visit that brought the sender (docs/product.md §Analytics): its source is kept with
  // the message, and the message counts as its conversion, in the message's own transaction.
  const visit = sender && analytics ? await analytics.currentVisit(sender) : null
  const message = await groupCommit.run(async (trx) => {
    const signs = [...(traps?.signs ?? [])]
    if (traps?.stamp !== undefined && !(await formStamps!.use(trx, traps.stamp))) {
      signs.push('replayed-stamp')
    }
    const stored = await queries.insertMessage(trx, data, {
      notify: notifier.enabled,
      // Without a counted visit (analytics off, a visit not seen), the page the form was on is
      // still where the lead landed: its source names it, with nothing known of a referrer.
      source: visit?.source ?? (page === null ? undefined : directSource(page)),
      spamReason: spamReason(signs, traps?.fillMs ?? null),
      lang,
      page,
    })
    if (visit && stored.status !== 'spam') await analytics!.convert(trx, visit)
    if (page !== null && stored.status !== 'spam') await analytics?.convertOnPage(trx, page)
    if (events && stored.status !== 'spam') await emitLeadCreated(events, trx, stored)
    return stored
  })
  if (message.status !== 'spam') notifier.kick()
  return message
}

/** A source that knows only the page a message was sent from. */
const directSource = (landingPage: string): MessageSource => ({
  landingPage,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
})

/**
 * What the sender is answered: the message as stored, except that one under spam reads as new,
 * so a bot cannot tell it was caught and try harder.
 */
export function asSenderSees(message: Message): Message {
  return message.status === 'spam' ? { ...message, status: 'new', spamReason: null } : message
}

/**
 * Rows read per query of an export. A message may hold 5 000 characters, kept as UTF-16 strings
 * and copied while quoted: 500 rows made ~20 MB of short-lived strings per page, 100 rows ~4 MB.
 */
const EXPORT_PAGE_ROWS = 100

const EXPORT_COLUMNS = [
  'Received at',
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  'Read',
  'Landing page',
  'Referrer',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Status',
  'Owner',
  // Last, so a spreadsheet built on the columns before keeps its references (issue #40).
  'Sent from',
]

/**
 * `2026-11-26 14:03:00`: the moment in the site's time zone, in the one form every spreadsheet
 * (Excel, LibreOffice, Google Sheets) reads as a date and time rather than as text. An ISO
 * string with `T` and `Z` is text to Excel, and in UTC (ADR 065).
 */
export function spreadsheetTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/**
 * Every message (or one address's, for a person asking for their data) as CSV for a spreadsheet or a CRM (docs/api.md §REST API, "Messages export"), newest
 * first, made a page at a time so an export of any size holds one page in memory. Starts
 * with a byte-order mark: without it Excel reads UTF-8 as its local code page and breaks
 * accents.
 */
export async function* exportMessages(
  db: Db,
  { email, timeZone = 'UTC' }: { email?: string; timeZone?: string } = {},
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(EXPORT_COLUMNS)
  for await (const page of queries.messagePages(db, EXPORT_PAGE_ROWS, email)) {
    yield page
      .map((m) =>
        csvRow([
          spreadsheetTime(m.createdAt, timeZone),
          m.name,
          m.email,
          m.phone ?? '',
          m.subject,
          m.message,
          m.read ? 'yes' : 'no',
          m.source?.landingPage ?? '',
          m.source ? (m.source.referrer ?? '(direct)') : '',
          m.source?.utmSource ?? '',
          m.source?.utmMedium ?? '',
          m.source?.utmCampaign ?? '',
          STATUS_LABELS[m.status],
          m.assignee?.username ?? '',
          m.page ?? '',
        ]),
      )
      .join('')
  }
}

/** `messages-2026-11-23.csv`: the day of the export, UTC. */
export function exportFileName(now = new Date()): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`
}

export async function readMessage(db: Db, id: string): Promise<Message> {
  return found(isId(id) ? await queries.markMessageRead(db, id) : undefined, NOT_FOUND)
}

/** Deletes a message and returns it as it was (the activity log names it). */
export async function removeMessage(db: Db, id: string): Promise<Message> {
  return inTransaction(db, async (trx) => {
    const message = found(isId(id) ? await queries.findMessage(trx, id) : undefined, NOT_FOUND)
    await queries.deleteMessage(trx, id)
    return message
  })
}
