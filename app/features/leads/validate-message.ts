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

const atMost = (n: number) => `String must contain at most ${n} character(s)`

function lengthRule(value: string, min: number, max: number, tooShort: string) {
  if (value.length < min) return tooShort
  if (value.length > max) return atMost(max)
  return undefined
}

export function validateMessage(values: MessageValues): MessageErrors {
  const v = Object.fromEntries(messageFields.map((f) => [f, values[f].trim()])) as MessageValues
  // As the schema: the name and subject are measured without their invisible characters.
  v.name = stripInvisible(v.name).trim()
  v.subject = stripInvisible(v.subject).trim()
  v.phone = stripInvisible(v.phone).trim()
  v.message = stripInvisibleInText(v.message).trim()
  const errors: MessageErrors = {
    name: lengthRule(v.name, 2, 100, 'Name must be at least 2 characters'),
    email:
      v.email.length > 254
        ? atMost(254)
        : EMAIL.test(v.email)
          ? undefined
          : 'Invalid email address',
    phone: v.phone.length > 40 ? atMost(40) : undefined,
    subject: lengthRule(v.subject, 5, SUBJECT_MAX, 'Subject must be at least 5 characters'),
    message: lengthRule(v.message, 10, 5000, 'Message must be at least 10 characters'),
  }
  for (const field of messageFields) if (errors[field] === undefined) delete errors[field]
  return errors
}
