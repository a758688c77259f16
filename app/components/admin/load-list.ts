import { toast } from '~/components/ui/toaster'
import { isUnauthorized } from '~/lib/api-client'

/**
 * A list screen's records for its clientLoader. When they cannot be loaded the screen shows an
 * empty list and a toast (`failed`); a lost session only goes to sign-in (handled globally).
 */
export async function loadList<T>(list: () => Promise<T[]>, failed: string): Promise<T[]> {
  try {
    return await list()
  } catch (error) {
    if (!isUnauthorized(error)) toast.error(failed)
    return []
  }
}
