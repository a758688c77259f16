import { z } from 'zod'
import { isHttpUrl, LINK_HINT, linkProblem } from './site-paths'

/**
 * One global error map so every message without a specific text reads as the generic wording of
 * docs/product.md §Validation (zod 3's default wording), in the browser and the API alike. Import
 * `z` from here, never from 'zod' directly, so the map is always installed.
 */
type Issue = z.core.$ZodRawIssue

function receivedType(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'array'
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan'
  return typeof input
}

export function spec3Message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'Required'
        : `Expected ${issue.expected}, received ${receivedType(issue.input)}`
    case 'too_small':
    case 'too_big': {
      const least = issue.code === 'too_small'
      const bound = least ? issue.minimum : issue.maximum
      if (issue.origin === 'string')
        return `String must contain ${least ? 'at least' : 'at most'} ${bound} character(s)`
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Array must contain ${least ? 'at least' : 'at most'} ${bound} element(s)`
      if (issue.origin === 'date') return `Invalid date`
      return `Number must be ${least ? 'greater' : 'less'} than or equal to ${bound}`
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Invalid email'
      if (issue.format === 'url') return 'Invalid url'
      if (issue.format === 'date' || issue.format === 'datetime') return 'Invalid date'
      return 'Invalid input'
    case 'invalid_value':
      return `Invalid enum value. Expected ${issue.values.map((v) => `'${String(v)}'`).join(' | ')}, received '${String(issue.input)}'`
    default:
      return 'Invalid input'
  }
}

z.config({ customError: (issue) => spec3Message(issue) })

export { z }

/** Field name → messages, the shape of the contract's `errors` and of form field errors. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** A required, trimmed, bounded text field. */
export const requiredText = (max: number, message = 'Required') =>
  z.string().trim().min(1, message).max(max)

/** An optional text field: empty or blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))

/** An http(s) URL, or nothing. */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), 'Invalid url')

/**
 * Where a button, menu item or redirect goes: a path on this site or a full http(s) address,
 * never one a browser reads as another site (`//host`, `/\host`); the message says what is
 * wrong (ADR 077).
 */
export const linkField = (max: number, emptyMessage = LINK_HINT) =>
  z
    .string()
    .trim()
    .min(1, { message: emptyMessage, abort: true })
    .max(max)
    .superRefine((v, ctx) => {
      const problem = linkProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v })
    })

/**
 * A list of short texts, given as an array, one per line, or comma-separated on one line:
 * trimmed, empty entries dropped, bounded in count. Text with line breaks is split on them
 * alone, so an entry may hold a comma ("Hosting, first year") (ADR 067).
 */
export const textList = (maxItems: number, maxLength: number) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (typeof v === 'string' ? splitTextList(v) : (v ?? [])))
    .transform((items) => items.map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(maxLength)).max(maxItems))

/** One entry per line when there are lines, else per comma. */
export function splitTextList(text: string): string[] {
  return /[\r\n]/.test(text.trim()) ? text.split(/\r?\n|\r/) : text.split(',')
}

/** Where an uploaded image lives: one of our /uploads URLs (or an absolute http(s) URL). */
export const imageUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, { message, abort: true })
    .max(2000)
    .refine((v) => /^\/uploads\/[\w.-]+$/.test(v) || isHttpUrl(v), 'Invalid url')

/** An optional picture: empty becomes null, else one of our /uploads URLs or an http(s) URL. */
export const optionalImageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || /^\/uploads\/[\w.-]+$/.test(v) || isHttpUrl(v),
    'Please upload an image',
  )

/**
 * An image's text alternative (`imageAlt`), read aloud to people who cannot see it: optional,
 * at most 200 characters; empty becomes null, and the pages then use the title or name.
 */
export const imageAltText = optionalText(200)

/** Ids are UUIDs; anything else cannot name a record (so it is a 404, not a 400). */
export function isId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

/** Deeper than any form needs; bounds the work and stack any later step spends on a body. */
export const MAX_BODY_DEPTH = 32

/**
 * Why a parsed JSON value cannot be stored, or undefined when it can. Walks with an explicit
 * stack, never recursion (nor JSON.stringify), so a body nested thousands deep cannot
 * overflow the call stack: it stops at the first level past MAX_BODY_DEPTH.
 */
function unstorable(body: unknown): string | undefined {
  const pending: [unknown, number][] = [[body, 1]]
  while (pending.length) {
    const [value, depth] = pending.pop()!
    if (typeof value === 'string') {
      // PostgreSQL cannot store NUL in text; no legitimate form field contains one.
      if (value.includes('\u0000')) return 'Text must not contain NUL characters'
    } else if (typeof value === 'object' && value !== null) {
      if (depth > MAX_BODY_DEPTH)
        return `Body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'Text must not contain NUL characters'
        pending.push([item, depth + 1])
      }
    }
  }
  return undefined
}

/** A JSON body must be an object; anything else is a validation failure, not a crash. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const problem = unstorable(body)
    if (problem) {
      // No `input`: an error holding the whole body would carry it into anything that logs it.
      throw new z.ZodError([{ code: 'custom', path: [], message: problem, input: undefined }])
    }
    return body as Record<string, unknown>
  }
  const received = body === undefined ? 'nothing' : Array.isArray(body) ? 'array' : typeof body
  throw new z.ZodError([
    { code: 'custom', path: [], message: `Expected object, received ${received}`, input: body },
  ])
}
