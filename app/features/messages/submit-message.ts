import { messageFields, type MessageErrors, type MessageValues } from './validate-message'

export type SubmitResult =
  { ok: true } | { ok: false; fieldErrors: MessageErrors } | { ok: false; message: string | null }

/**
 * Sends the contact form to `POST /api/messages` (docs/api.md §REST API) and reads the answer:
 * 201 success, 400 with field errors, anything else a message (429's says when to retry).
 */
export async function submitMessage(values: MessageValues): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, phone: values.phone.trim() || null }),
    })
  } catch {
    return { ok: false, message: null }
  }
  if (response.ok) return { ok: true }
  const body = (await response.json().catch(() => null)) as {
    message?: unknown
    errors?: Record<string, unknown>
  } | null
  if (response.status === 400 && body?.errors) {
    const fieldErrors: MessageErrors = {}
    for (const field of messageFields) {
      const messages = body.errors[field]
      if (Array.isArray(messages) && typeof messages[0] === 'string')
        fieldErrors[field] = messages[0]
    }
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  }
  // Only a rate limit's message helps the visitor; others get the generic 'Something went wrong.
  // Please try again.' (docs/product.md §Contact form).
  const message = response.status === 429 && typeof body?.message === 'string' ? body.message : null
  return { ok: false, message }
}
