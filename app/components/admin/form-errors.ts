import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, serverMessageOr } from '~/lib/api-client'

/**
 * Puts the API's field errors (`errors: {field: [msg]}` on a 400) under the matching fields, so
 * a rule only the server knows still shows where the user can fix it.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0]
    if (message && (fields as readonly string[]).includes(key)) {
      setError(key as Path<T>, { message })
    }
  }
}

/**
 * A failed save says 'Failed to save …', or the thrown message when the session is missing
 * ('Authentication required'); the sign-in redirect itself happens globally. A lock or rate
 * limit (429) gives the server's message, which says why and to try again later
 * (docs/product.md §Toasts and errors).
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 401) return 'Authentication required'
  return error.status === 429 ? serverMessageOr(error, fallback) : fallback
}
