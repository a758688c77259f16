import { ImapFlow } from 'imapflow'
import { simpleParser } from 'mailparser'
import type { Db } from '~/lib/db.server'
import type { Logger } from '~/lib/logger.server'
import { nowIso } from '~/lib/records'
import { markAnswered } from './replies.server'
import { addEvent } from './timeline.server'

/** The longest inbound text kept on a timeline; the rest of a long thread is its quotes. */
const MAX_BODY = 20_000

/** The Message-IDs a mail answers: its In-Reply-To and References headers. */
export function answeredIds(inReplyTo: string | undefined, references: string | undefined) {
  return [...new Set(`${inReplyTo ?? ''} ${references ?? ''}`.match(/<[^<>\s]+>/g) ?? [])]
}

function connection(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  return {
    options: {
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
      secure,
      auth: {
        user: decodeURIComponent(parsed.username),
        pass: decodeURIComponent(parsed.password),
      },
      logger: false as const,
    },
    mailbox: decodeURIComponent(parsed.pathname.slice(1)) || 'INBOX',
  }
}

/** Where the last poll stopped, per mailbox and UIDVALIDITY (app_meta). */
const cursorKey = (mailbox: string, validity: bigint | number | undefined) =>
  `imap-cursor:${mailbox}:${String(validity ?? 0)}`

/**
 * One poll of the IMAP_URL mailbox (ADR 064): the mails that arrived since the last poll whose
 * In-Reply-To or References name one of our replies join that lead's timeline as inbound
 * mails, and the lead shows as answered. The mailbox is opened read-only and read with PEEK:
 * nothing in it is flagged, moved or deleted. A mail is stored once (its Message-ID is unique),
 * whichever instance or repeated poll sees it. Returns how many joined a lead.
 */
export async function pollMailbox(db: Db, logger: Logger, url: string): Promise<number> {
  const { options, mailbox } = connection(url)
  const client = new ImapFlow(options)
  // A dropped connection is reported on the client; the poll fails and the job retries.
  client.on('error', (error: Error) => logger.warn({ err: error.message }, 'imap error'))
  await client.connect()
  let joined = 0
  try {
    const lock = await client.getMailboxLock(mailbox, { readOnly: true })
    try {
      const status = client.mailbox === false ? undefined : client.mailbox
      const key = cursorKey(mailbox, status?.uidValidity)
      const stored = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst()
      const after = stored ? Number(stored.value) : 0
      if ((status?.exists ?? 0) === 0) return 0
      const candidates: { uid: number; messageId?: string; ids: string[] }[] = []
      let last = after
      for await (const mail of client.fetch(
        `${after + 1}:*`,
        { uid: true, envelope: true, headers: ['references'] },
        { uid: true },
      )) {
        // `N:*` names the last mail even when its UID is below N.
        if (mail.uid <= after) continue
        last = Math.max(last, mail.uid)
        const references = mail.headers
          ?.toString('utf8')
          .replace(/\r?\n[ \t]+/g, ' ')
          .replace(/^references:\s*/i, '')
        candidates.push({
          uid: mail.uid,
          messageId: mail.envelope?.messageId,
          ids: answeredIds(mail.envelope?.inReplyTo, references),
        })
      }
      for (const candidate of candidates) {
        if (candidate.ids.length === 0) continue
        const reply = await db
          .selectFrom('lead_events')
          .select('message_id')
          .where('type', '=', 'reply')
          .where('mail_message_id', 'in', candidate.ids)
          .executeTakeFirst()
        if (!reply) continue
        const message = await client.fetchOne(
          String(candidate.uid),
          { source: true },
          { uid: true },
        )
        if (!message || !message.source) continue
        const parsed = await simpleParser(message.source)
        const mailId =
          candidate.messageId ?? `<imap-${String(status?.uidValidity)}-${candidate.uid}@inbound>`
        const seen = await db
          .selectFrom('lead_events')
          .select('id')
          .where('mail_message_id', '=', mailId)
          .executeTakeFirst()
        if (seen) continue
        const at = nowIso()
        try {
          await db.transaction().execute(async (trx) => {
            await addEvent(trx, null, {
              message_id: reply.message_id,
              type: 'inbound',
              body: (parsed.text ?? '').trim().slice(0, MAX_BODY),
              mail_message_id: mailId,
              mail_from: parsed.from?.value[0]?.address ?? '',
            })
            await markAnswered(trx, reply.message_id, at)
          })
          joined++
        } catch (error) {
          // Another poller stored it between our check and our insert: the unique Message-ID.
          logger.debug({ err: error }, 'inbound mail already stored')
        }
      }
      await db
        .insertInto('app_meta')
        .values({ key, value: String(last) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(last) }))
        .execute()
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  if (joined > 0) logger.info({ joined }, 'answers to replies joined their leads')
  return joined
}
