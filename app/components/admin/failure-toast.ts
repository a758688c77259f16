import { toast } from '~/components/ui/toaster'
import { isUnauthorized, refusalReason } from '~/lib/api-client'

/**
 * A failed call's toast (docs/product.md §Toasts and errors, ADR 075): the product's own text as
 * the title ('Failed to add user'), and under it why the server refused ('An account with this
 * e-mail already exists'), when it said and the form's fields (`shownFields`, which show their
 * own errors) do not already say it. A lost session shows nothing here: the portal has already
 * said so and gone to sign-in.
 */
export function toastFailure(title: string, error: unknown, shownFields: readonly string[] = []) {
  if (isUnauthorized(error)) return
  const reason = refusalReason(error, shownFields)
  toast.error(title, reason && reason !== title ? { description: reason } : undefined)
}

/**
 * A failed save: as toastFailure, except that a save without a session (none stored, or it
 * ended) says 'Authentication required' instead of 'Failed to save …'.
 */
export function toastSaveFailure(
  title: string,
  error: unknown,
  shownFields: readonly string[] = [],
) {
  if (isUnauthorized(error)) toast.error('Authentication required')
  else toastFailure(title, error, shownFields)
}
