import { stripInvisible, stripInvisibleInText } from '~/lib/text'
import { SUBJECT_MAX } from './subject-from-link'

/**
 * The contact form's check before sending: the rules and messages of `messageInput`
 * (./schemas.ts, which the API applies), restated without zod because zod would cost the
 * contact page ~50 KB gzip of its 120 KB JavaScript budget. validate-message.test.ts holds
 * the two to the same verdicts.
 */
export const messageFields = ['name', 'email', 'phone', 'subject', 'message'] as const
export type MessageField = (typeof messageFields)[number]
export type MessageValues = Record<MessageField, string>
export type MessageErrors = Partial<Record<MessageField, string>>

// zod 4's email pattern (z.email()), so the browser accepts exactly what the API accepts.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * The rules' messages in one language: the page's, from its catalogue (ADR 079). `atMost` holds
 * `{max}`. The page's loader gives them (contact-form-text.ts), so no language's texts are part
 * of the page's JavaScript.
 */
export interface ValidationTexts {
  nameMin: string
  emailInvalid: string
  subjectMin: string
  messageMin: string
  atMost: string
}

export function validateMessage(values: MessageValues, texts: ValidationTexts): MessageErrors {
  const atMost = (n: number) => texts.atMost.replace('{max}', String(n))
  const lengthRule = (value: string, min: number, max: number, tooShort: string) =>
    value.length < min ? tooShort : value.length > max ? atMost(max) : undefined
  const v = Object.fromEntries(messageFields.map((f) => [f, values[f].trim()])) as MessageValues
  // As the schema: the name and subject are measured without their invisible characters.
  v.name = stripInvisible(v.name).trim()
  v.subject = stripInvisible(v.subject).trim()
  v.phone = stripInvisible(v.phone).trim()
  v.message = stripInvisibleInText(v.message).trim()
  const errors: MessageErrors = {
    name: lengthRule(v.name, 2, 100, texts.nameMin),
    email:
      v.email.length > 254 ? atMost(254) : EMAIL.test(v.email) ? undefined : texts.emailInvalid,
    phone: v.phone.length > 40 ? atMost(40) : undefined,
    subject: lengthRule(v.subject, 5, SUBJECT_MAX, texts.subjectMin),
    message: lengthRule(v.message, 10, 5000, texts.messageMin),
  }
  for (const field of messageFields) if (errors[field] === undefined) delete errors[field]
  return errors
}
