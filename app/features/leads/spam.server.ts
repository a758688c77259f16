import { MAX_STAMP_AGE_MS, type FormStamps } from '~/core/form-stamp.server'
import { HONEYPOT_FIELD, MIN_FILL_MS, STAMP_FIELD } from './bot-traps'

/**
 * What the bot traps doubt (docs/decisions/073-doubted-messages-are-kept-as-spam.md). A doubted
 * message is stored under spam with the reason, never dropped: the team sees it and can say
 * "Not spam". Each sign is something a person's browser on our page does not do; a fast send
 * alone is not one (autofill sends a form within a second), only a fast send that also did not
 * come from a browser on this site's page.
 */
export type SpamSign =
  'honeypot' | 'no-stamp' | 'bad-stamp' | 'expired-stamp' | 'replayed-stamp' | 'too-fast'

export interface TrapReading {
  signs: SpamSign[]
  /** How long after the form was handed out it came back, when its stamp is ours. */
  fillMs: number | null
  /** The stamp, when ours and under a day old: it is used up with the message it came with. */
  stamp?: string
}

/**
 * Reads the trap fields of a submission. The page's form always carries a stamp
 * (`stampRequired`); an API client need not, and is checked on whichever trap fields it sends
 * (ADR 043). `fromOurPage`: the browser said the request came from a page of this site
 * (`Sec-Fetch-Site: same-origin`), as every current browser does for our form. A stamp used
 * before is found when the message is stored (`receiveMessage`).
 */
export function readTraps(
  fields: Record<string, unknown>,
  stamps: FormStamps,
  { stampRequired, fromOurPage }: { stampRequired: boolean; fromOurPage: boolean },
): TrapReading {
  const signs: SpamSign[] = []
  const trap = fields[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== null && trap !== '') signs.push('honeypot')
  const sent = fields[STAMP_FIELD]
  if (sent === undefined || sent === null) {
    if (stampRequired) signs.push('no-stamp')
    return { signs, fillMs: null }
  }
  const age = typeof sent === 'string' ? stamps.ageMs(sent) : null
  if (age === null) return { signs: [...signs, 'bad-stamp'], fillMs: null }
  if (age > MAX_STAMP_AGE_MS) return { signs: [...signs, 'expired-stamp'], fillMs: age }
  if (age < MIN_FILL_MS && !fromOurPage) signs.push('too-fast')
  return { signs, fillMs: age, stamp: sent as string }
}

/** Only a stamp past its day: a person who left the page open, asked to send again. */
export function onlyExpired(reading: TrapReading): boolean {
  return reading.signs.length === 1 && reading.signs[0] === 'expired-stamp'
}

const SENTENCES: Record<Exclude<SpamSign, 'too-fast'>, string> = {
  honeypot: 'The hidden field was filled.',
  'no-stamp': 'Sent without the form stamp.',
  'bad-stamp': 'The form stamp was not made by this site.',
  'expired-stamp': 'The form stamp was more than a day old.',
  'replayed-stamp': 'Form stamp already used.',
}

/**
 * Why a message is under spam, for the team ("The hidden field was filled. Sent 0.8 s after
 * the page loaded."), or null when nothing doubts it. A fast send is mentioned beside another
 * sign, as a further hint, and is a sign itself only when it did not come from our page.
 */
export function spamReason(signs: readonly SpamSign[], fillMs: number | null): string | null {
  if (!signs.length) return null
  const parts = signs.filter((s) => s !== 'too-fast').map((s) => SENTENCES[s])
  if (fillMs !== null && fillMs < MIN_FILL_MS) {
    const after = `Sent ${(fillMs / 1000).toFixed(1)} s after the page loaded`
    parts.push(
      signs.includes('too-fast') ? `${after}, and not from a browser on this site.` : `${after}.`,
    )
  }
  return parts.join(' ')
}
