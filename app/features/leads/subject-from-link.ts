import { oneLine, stripInvisible } from '~/lib/text'

/** The subject's maximum length (docs/product.md §Contact form), as `messageInput` has it. */
export const SUBJECT_MAX = 200

// Other control characters (NUL, escape …) have no place in a one-line subject either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/**
 * The contact form's subject as a link gives it (`/contact?subject=Product%20Designer`, the
 * careers page's 'Apply Now'): plain text on one line, without invisible characters, trimmed
 * and cut to the field's maximum. The visitor can still change it; the form's rules apply as to
 * anything typed.
 */
export function subjectFromLink(raw: string | null | undefined): string {
  if (!raw) return ''
  let subject = oneLine(stripInvisible(raw)).replace(CONTROL, '').trim()
  if (subject.length > SUBJECT_MAX) {
    subject = subject.slice(0, SUBJECT_MAX)
    // Not half of a character outside the BMP (an emoji, say).
    if (/[\uD800-\uDBFF]$/.test(subject)) subject = subject.slice(0, -1)
    subject = subject.trimEnd()
  }
  return subject
}
