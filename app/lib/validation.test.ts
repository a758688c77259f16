import { describe, expect, it } from 'vitest'
import { fieldErrors, textList, z } from './validation'

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? {} : fieldErrors(result.error)
}

describe('validation messages read as docs/product.md §Validation lists them', () => {
  it('uses the generic wording', () => {
    const schema = z.object({
      name: z.string(),
      count: z.number().min(1).max(3),
      title: z.string().min(2).max(4),
      email: z.email(),
      site: z.url(),
      kind: z.enum(['web', 'app']),
      tags: z.array(z.string()).min(1),
    })
    expect(
      errorsOf(schema, { count: 0, title: 'x', email: 'nope', site: 'nope', kind: 'x', tags: [] }),
    ).toEqual({
      name: ['Required'],
      count: ['Number must be greater than or equal to 1'],
      title: ['String must contain at least 2 character(s)'],
      email: ['Invalid email'],
      site: ['Invalid url'],
      kind: ["Invalid enum value. Expected 'web' | 'app', received 'x'"],
      tags: ['Array must contain at least 1 element(s)'],
    })
    expect(errorsOf(schema.shape.name, 5)).toEqual({ _: ['Expected string, received number'] })
    expect(errorsOf(schema.shape.count, 9)).toEqual({
      _: ['Number must be less than or equal to 3'],
    })
  })

  it("gives a schema's own messages under each field, over the generic wording", () => {
    // As the contact form's schema (features/leads) words its fields.
    const schema = z.object({
      name: z.string().trim().min(2, 'Name must be at least 2 characters'),
      email: z.string().trim().pipe(z.email('Invalid email address')),
      subject: z.string().min(5, 'Subject must be at least 5 characters'),
      message: z.string().min(10, 'Message must be at least 10 characters'),
    })
    expect(errorsOf(schema, { name: 'A', email: 'x', subject: 'Hi', message: 'short' })).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Invalid email address'],
      subject: ['Subject must be at least 5 characters'],
      message: ['Message must be at least 10 characters'],
    })
  })

  it('splits comma-separated lists, trims and drops empty entries', () => {
    expect(textList(5, 20).parse(' React,  ,Node.js , ')).toEqual(['React', 'Node.js'])
    expect(textList(5, 20).parse(undefined)).toEqual([])
    expect(textList(1, 20).safeParse(['a', 'b']).success).toBe(false)
  })
})
