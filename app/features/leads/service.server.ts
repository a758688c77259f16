import { randomUUID } from 'node:crypto'
import type { AppContext } from '~/core/context.server'
import { CSV_BOM, csvRow } from '~/lib/csv'
import { inTransaction, type Db } from '~/lib/db.server'
import { found } from '~/lib/errors'
import { MAX_STAMP_AGE_MS, type FormStamps } from '~/core/form-stamp.server'
import { nowIso } from '~/lib/records'
import { isId } from '~/lib/validation'
import { HONEYPOT_FIELD, MIN_FILL_MS, STAMP_FIELD } from './bot-traps'
import * as queries from './queries.server'
import type { Message, MessageData } from './schemas'
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
 * than at the next poll. The form stamp it came with, if any, is used up in the same write:
 * null means that stamp had already produced a message (a replay), and nothing was stored.
 */
export async function receiveMessage(
  ctx: Pick<AppContext, 'groupCommit' | 'notifier'> &
    Partial<Pick<AppContext, 'analytics'>> & { formStamps?: FormStamps },
  data: MessageData,
  { stamp, sender }: { stamp?: string; sender?: Sender } = {},
): Promise<Message | null> {
  const { groupCommit, notifier, formStamps, analytics } = ctx
  // The visit that brought the sender (docs/product.md §Analytics): its source is kept with
  // the message, and the message counts as its conversion, in the message's own transaction.
  const visit = sender && analytics ? await analytics.currentVisit(sender) : null
  const message = await groupCommit.run(async (trx) => {
    if (stamp !== undefined && !(await formStamps!.use(trx, stamp))) return null
    const stored = await queries.insertMessage(trx, data, {
      notify: notifier.enabled,
      source: visit?.source,
    })
    if (visit) await analytics!.convert(trx, visit)
    return stored
  })
  if (message) notifier.kick()
  return message
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
        ]),
      )
      .join('')
  }
}

/** `messages-2026-11-23.csv`: the day of the export, UTC. */
export function exportFileName(now = new Date()): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`
}

export type SpamReason =
  'honeypot' | 'too-fast' | 'bad-stamp' | 'no-stamp' | 'expired-stamp' | 'replayed-stamp'

/**
 * Why a submission is a bot's, or null for a person's: the hidden field was filled in, or the
 * form came back sooner than MIN_FILL_MS after it was handed out, or with a stamp that is not
 * ours or is older than MAX_STAMP_AGE_MS. The page's form always carries a stamp
 * (`stampRequired`); an API client need not, and is checked on whichever trap fields it sends
 * (docs/decisions/043-what-a-bot-meets-at-the-contact-form.md). A stamp used twice is found
 * when the message is stored (`receiveMessage`).
 */
export function spamReason(
  fields: Record<string, unknown>,
  stamps: FormStamps,
  { stampRequired }: { stampRequired: boolean },
): SpamReason | null {
  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot'
  const stamp = fields[STAMP_FIELD]
  if (stamp === undefined || stamp === null) return stampRequired ? 'no-stamp' : null
  const age = typeof stamp === 'string' ? stamps.ageMs(stamp) : null
  if (age === null) return 'bad-stamp'
  if (age > MAX_STAMP_AGE_MS) return 'expired-stamp'
  return age < MIN_FILL_MS ? 'too-fast' : null
}

/**
 * What a bot is answered: the record a stored message would have, for one that is not
 * stored, so it cannot tell it was caught and try harder.
 */
export function pretendReceived(data: MessageData): Message {
  return {
    _id: randomUUID(),
    ...data,
    read: false,
    createdAt: nowIso(),
    source: null,
    status: 'new',
    assignee: null,
    answeredAt: null,
  }
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
