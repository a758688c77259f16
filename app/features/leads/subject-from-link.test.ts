import { describe, expect, it } from 'vitest'
import { messageInput } from './schemas'
import { SUBJECT_MAX, subjectFromLink } from './subject-from-link'

describe('subjectFromLink', () => {
  it('takes the subject a link gives, trimmed', () => {
    expect(subjectFromLink('  Product Designer ')).toBe('Product Designer')
    expect(subjectFromLink(null)).toBe('')
    expect(subjectFromLink('   ')).toBe('')
  })

  it('keeps it on one line, as plain text without invisible or control characters', () => {
    expect(subjectFromLink('Senior\r\nEngineer\u0000')).toBe('Senior Engineer')
    expect(subjectFromLink('\u202eresU')).toBe('resU')
    expect(subjectFromLink('<b>Designer</b>')).toBe('<b>Designer</b>')
  })

  it("cuts it to the field's maximum, never through a character", () => {
    expect(subjectFromLink('a'.repeat(500))).toHaveLength(SUBJECT_MAX)
    const cut = subjectFromLink('a'.repeat(SUBJECT_MAX - 1) + '😀😀')
    expect(cut).toBe('a'.repeat(SUBJECT_MAX - 1))
    // What it gives is a subject the API accepts.
    const { success } = messageInput.shape.subject.safeParse(subjectFromLink('x'.repeat(900)))
    expect(success).toBe(true)
  })
})
