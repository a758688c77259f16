import { data } from 'react-router'
import type { PageContext } from '~/lib/context.server'
import { readFormFields } from '~/lib/form-body.server'
import { fieldErrors } from '~/lib/validation'
import { HONEYPOT_FIELD, STAMP_FIELD } from './bot-traps'
import type { ContactFormResult } from './contact-form-result'
import { messageInput } from './schemas'
import { receiveMessage, spamReason } from './service.server'
import { messageFields, type MessageErrors, type MessageValues } from './validate-message'

/** Far more than the longest valid message (about 5.5 KB of text, encoded up to ninefold). */
const MAX_FORM_BYTES = 64 * 1024

/**
 * The contact page's form action: the same rules, limit and bot traps as `POST /api/messages`,
 * answered as the form shows them — with or without JavaScript in the visitor's browser.
 */
export async function contactFormAction(request: Request, context: PageContext) {
  const form = await readFormFields(request, MAX_FORM_BYTES)
  const values = Object.fromEntries(
    messageFields.map((f) => [f, form?.get(f) ?? '']),
  ) as MessageValues
  const answer = (result: ContactFormResult, status = 200) => data(result, { status })
  if (!form) return answer({ status: 'refused', values, message: null }, 400)
  const sentStamp = form.get(STAMP_FIELD)
  const formStamp =
    sentStamp !== null && context.formStamps.ageMs(sentStamp) !== null ? sentStamp : undefined
  if (context.contactLimited) {
    return answer({ status: 'refused', values, message: context.contactLimited, formStamp }, 429)
  }

  const parsed = messageInput.safeParse(values)
  if (!parsed.success) {
    const errors: MessageErrors = {}
    for (const [field, messages] of Object.entries(fieldErrors(parsed.error))) {
      errors[field as keyof MessageErrors] = messages[0]
    }
    return answer({ status: 'invalid', values, errors, formStamp }, 400)
  }

  const traps = { [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD), [STAMP_FIELD]: sentStamp }
  const spam = spamReason(traps, context.formStamps, { stampRequired: true })
  if (spam) {
    // Answered as a success, so a bot learns nothing; logged without the message's text.
    context.log.info({ spam }, 'contact message dropped as spam')
    return answer({ status: 'sent' })
  }
  const message = await receiveMessage(context, parsed.data)
  context.log.info({ messageId: message._id }, 'contact message received')
  return answer({ status: 'sent' })
}
