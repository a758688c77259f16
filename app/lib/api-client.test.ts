import { describe, expect, it } from 'vitest'
import { ApiError, refusalReason, serverMessageOr } from './api-client'

/** An ApiError as `apiFetch` makes it from an answer (status, the JSON's message and errors). */
const answer = (status: number, message?: string, errors?: Record<string, string[]>) =>
  new ApiError(status, message ?? `${status} Status Text`, errors, message)

describe('refusalReason', () => {
  it("is a 4xx answer's own message", () => {
    expect(refusalReason(answer(409, 'An account with this e-mail already exists'))).toBe(
      'An account with this e-mail already exists',
    )
    expect(refusalReason(answer(429, 'Too many attempts. Please try again later.'))).toBe(
      'Too many attempts. Please try again later.',
    )
  })

  it("is a bare 'Validation failed' answer's first field error that no field shows", () => {
    const error = answer(400, 'Validation failed', {
      'items.0.label': ['Label is required'],
      'items.6.to': ['There is no page at /blog'],
    })
    expect(refusalReason(error)).toBe('Label is required')
    expect(refusalReason(error, ['items.0.label'])).toBe('There is no page at /blog')
    // Every error under its field: the toast needs no reason of its own.
    expect(refusalReason(error, ['items.0.label', 'items.6.to'])).toBeUndefined()
    expect(refusalReason(answer(400, 'Validation failed'))).toBe('Validation failed')
  })

  it('is not a message its field already shows', () => {
    const wrong = answer(400, 'Current password is incorrect', {
      currentPassword: ['Current password is incorrect'],
    })
    expect(refusalReason(wrong, ['currentPassword'])).toBeUndefined()
    expect(refusalReason(wrong)).toBe('Current password is incorrect')
  })

  it("is a 503's message (a part of the site not set up), never a 500's generic text", () => {
    expect(refusalReason(answer(503, 'Replies need SMTP_URL'))).toBe('Replies need SMTP_URL')
    expect(refusalReason(answer(500, 'Internal server error'))).toBeUndefined()
  })

  it('is nothing for an answer without a JSON message (a proxy’s 502 or 413), no answer, or another error', () => {
    expect(refusalReason(answer(502))).toBeUndefined()
    expect(refusalReason(answer(413))).toBeUndefined()
    expect(refusalReason(new ApiError(0, 'Network error'))).toBeUndefined()
    expect(refusalReason(new Error('boom'))).toBeUndefined()
  })

  it('is what serverMessageOr gives, else its fallback', () => {
    expect(serverMessageOr(answer(400, 'Invalid credentials'), 'Login failed')).toBe(
      'Invalid credentials',
    )
    expect(serverMessageOr(answer(500, 'Internal server error'), 'Login failed')).toBe(
      'Login failed',
    )
  })
})
