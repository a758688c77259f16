import { describe, expect, it } from 'vitest'
import { messageInput } from '~/features/leads/schemas'
import { fieldErrors } from '~/lib/validation'
import { catalogueOf } from '~/i18n/catalogues.server'
import { translator } from '~/i18n/messages'
import { contactFormText } from './contact-form-text'
import { validateMessage, type MessageValues } from './validate-message'

// The English catalogue's texts: the spec's, word for word, so the form says what the API says.
const english = contactFormText(translator(catalogueOf('en'))).validation

const valid: MessageValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  subject: 'New website',
  message: 'We would like a new website for our shop.',
}

/** The API's verdict, first message per field, as the form shows it. */
function apiVerdict(values: MessageValues) {
  const result = messageInput.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([field, messages]) => [field, messages[0]]),
  )
}

const cases: [string, Partial<MessageValues>][] = [
  ['a valid message', {}],
  ['a one-letter name', { name: 'A' }],
  ['a name of blanks', { name: '   ' }],
  ['a two-letter name padded with blanks', { name: '  Al  ' }],
  ['an overlong name', { name: 'n'.repeat(101) }],
  ['an email without a domain', { email: 'ada@' }],
  ['an email without a top-level domain', { email: 'ada@example' }],
  ['an email with a plus', { email: 'ada+site@example.co.uk' }],
  ['an email with two dots in a row', { email: 'ada..l@example.com' }],
  ['an empty email', { email: '' }],
  ['an overlong phone', { phone: '1'.repeat(41) }],
  ['a phone', { phone: '+61 3 7010 4520' }],
  ['a short subject', { subject: 'Hi' }],
  ['a short message', { message: 'Too short' }],
  ['a message of exactly ten characters', { message: '0123456789' }],
  ['a name of invisible characters', { name: '\u202e\u200b\u2066\u2069' }],
  ['a one-letter name padded with zero-width spaces', { name: 'A\u200b\u200b' }],
  ['a subject made short by bidi controls', { subject: 'Hi\u202a\u202c\u200f\u200e' }],
  ['everything wrong at once', { name: '', email: 'x', subject: '', message: '' }],
]

describe('messageInput', () => {
  it('strips bidi controls and zero-width characters from every text field', () => {
    const parsed = messageInput.parse({
      ...valid,
      name: '\u202eTester\u200b\u2066',
      subject: '\u2067Invoice\u2069 \u200d#42\ufeff',
      phone: '+1\u202e 555\u200b 0100',
      message: 'Right-to-left \u202etxet\u202c in the body, a\u200b hidden\u2060 break.',
    })
    expect(parsed.name).toBe('Tester')
    expect(parsed.subject).toBe('Invoice #42')
    expect(parsed.phone).toBe('+1 555 0100')
    expect(parsed.message).toBe('Right-to-left txet in the body, a hidden break.')
  })

  it('keeps the joiners that shape a word or an emoji in the message', () => {
    const message = 'Thanks 👩\u200d💻 — می\u200cخواهم a site in Persian.'
    expect(messageInput.parse({ ...valid, message }).message).toBe(message)
  })
})

describe('validateMessage', () => {
  it.each(cases)('agrees with the API schema on %s', (_label, change) => {
    const values = { ...valid, ...change }
    expect(validateMessage(values, english)).toEqual(apiVerdict(values))
  })

  it('words the errors as docs/product.md §Contact form does', () => {
    expect(
      validateMessage(
        { name: 'A', email: 'x', phone: '', subject: 'Hi', message: 'short' },
        english,
      ),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    })
  })
})
