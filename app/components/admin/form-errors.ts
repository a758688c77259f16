import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '~/lib/api-client'

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
