import { data } from 'react-router'
import type { PageContext } from '~/core/context.server'
import { readFormFields } from '~/lib/form-body.server'
import { addressKey } from '~/lib/rate-counter.server'
import { fieldErrors } from '~/lib/validation'
import { HONEYPOT_FIELD, STAMP_FIELD } from './bot-traps'
import type { ContactFormResult } from './contact-form-result'
import { messageInput } from './schemas'
import { receiveMessage } from './service.server'
import { onlyExpired, readTraps } from './spam.server'
import { contactFormText } from './contact-form-text'
import { messageFields, validateMessage, type MessageValues } from './validate-message'
import type { Translate } from '~/i18n/messages'

/** Far more than the longest valid message (about 5.5 KB of text, encoded up to ninefold). */
const MAX_FORM_BYTES = 64 * 1024

/** What the form's post in this request came to, by the request's own context. */
const outcomes = new WeakMap<PageContext, ContactFormResult>()

/**
 * What a form post made in this same request came to, for the page's loader: React Router runs
 * the action, then the loaders, with one context, but gives the title (meta) only the loaders'
 * data. So a page answered to a post made without JavaScript can say its outcome in the title
 * (ADR 067). Undefined for a page that was only read.
 */
export function postedOutcome(context: PageContext): ContactFormResult['status'] | undefined {
  return outcomes.get(context)?.status
}

/**
 * The whole answer to a form post made in this same request (its errors and values too), for a
 * page that draws the form itself on the server (a composed page, issue #40).
 */
export function postedResult(context: PageContext): ContactFormResult | undefined {
  return outcomes.get(context)
}

/**
 * The contact page's form action: the same rules, limit and bot traps as `POST /api/messages`,
 * answered as the form shows them — with or without JavaScript in the visitor's browser. The
 * limit is this route's own: it is taken here, from the count the API shares.
 */
export async function contactFormAction(
  request: Request,
  context: PageContext,
  t: Translate,
  /** The page's language: the message keeps it (ADR 080). */
  lang: string,
  /** The composed page the form is on (its path): the message keeps it (issue #40). */
  page: string | null = null,
) {
  const form = await readFormFields(request, MAX_FORM_BYTES)
  const values = Object.fromEntries(
    messageFields.map((f) => [f, form?.get(f) ?? '']),
  ) as MessageValues
  const answer = (result: ContactFormResult, status = 200) => {
    outcomes.set(context, result)
    return data(result, { status })
  }
  if (!form) return answer({ status: 'refused', values, message: null }, 400)
  const sentStamp = form.get(STAMP_FIELD)
  const formStamp =
    sentStamp !== null && context.formStamps.ageMs(sentStamp) !== null ? sentStamp : undefined

  const slot = await context.contactLimit.take(addressKey(context.clientAddress))
  if (!slot.ok) {
    return answer({ status: 'refused', values, message: t('contactForm.limited'), formStamp }, 429)
  }
  const parsed = messageInput.safeParse(values)
  if (!parsed.success) {
    await slot.giveBack()
    // The schema decides; the messages are the page's language's, by the same rules the
    // browser checks with (validate-message.test.ts holds the two to the same verdicts).
    const local = validateMessage(values, contactFormText(t).validation)
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([field, messages]) => [
        field,
        local[field as keyof typeof local] ?? messages[0],
      ]),
    )
    return answer({ status: 'invalid', values, errors, formStamp }, 400)
  }

  const traps = readTraps(
    { [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD), [STAMP_FIELD]: sentStamp },
    context.formStamps,
    { stampRequired: true, fromOurPage: request.headers.get('sec-fetch-site') === 'same-origin' },
  )
  if (onlyExpired(traps)) {
    // A person who left the form open: the page comes back with their text and a new stamp.
    await slot.giveBack()
    // A visitor who kept the page open for more than a day sends again with a fresh form.
    return answer({ status: 'refused', values, message: t('contactForm.expired') }, 400)
  }
  const message = await receiveMessage(context, parsed.data, {
    traps,
    lang,
    page,
    sender: {
      address: context.clientAddress,
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  })
  if (message.spamReason) {
    // Kept for the team under spam, and answered as a success, so a bot learns nothing;
    // logged with the reason, without the message's text.
    context.log.info(
      { messageId: message._id, spam: message.spamReason },
      'contact message kept as spam',
    )
    return answer({ status: 'sent' })
  }
  context.log.info({ messageId: message._id }, 'contact message received')
  return answer({ status: 'sent' })
}
