import { toastFailure } from './failure-toast'

/**
 * A list screen's records for its clientLoader. When they cannot be loaded the screen shows an
 * empty list and a toast (`failed`, and the server's reason); a lost session only goes to sign-in (handled globally).
 */
export async function loadList<T>(list: () => Promise<T[]>, failed: string): Promise<T[]> {
  try {
    return await list()
  } catch (error) {
    toastFailure(failed, error)
    return []
  }
}

/**
 * An edit form's record for its clientLoader: null when it cannot be loaded, after a toast
 * (`failed`). A lost session, or none at all (an edit link opened while signed out), shows no
 * toast of its own: the guard goes to sign-in and comes back here after (docs/product.md
 * §Toasts and errors).
 */
export async function loadRecord<T>(get: () => Promise<T>, failed: string): Promise<T | null> {
  try {
    return await get()
  } catch (error) {
    toastFailure(failed, error)
    return null
  }
}
