import { useRef, useState } from 'react'
import { toast } from '~/components/ui/toaster'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { toastFailure } from './failure-toast'

interface DeleteRowOptions<T> {
  /** What the confirmation says is deleted: 'portfolio item', 'product', … */
  thing: string
  /** The feature's API call that deletes the row's record. */
  remove: (row: T) => Promise<unknown>
  /** The toast after a delete: 'Product deleted successfully'. */
  deleted: string
  /** The toast's title when it fails: 'Failed to delete product' (the server's reason under it). */
  failed: string
  /** Reloads the list. */
  onDeleted: () => void
}

/**
 * A list's Delete button: ask first, call the API, say how it went, reload the list. Render
 * `dialog`, give `searchRef` to the list's search box and `askToDelete` to the rows' buttons.
 */
export function useDeleteRow<T>({
  thing,
  remove,
  deleted,
  failed,
  onDeleted,
}: DeleteRowOptions<T>) {
  const [toDelete, setToDelete] = useState<T | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // The state setter: the same function on every render, so columns can be memoised on it.
  const askToDelete: (row: T) => void = setToDelete

  const confirmed = async (row: T) => {
    try {
      await remove(row)
      toast.success(deleted)
      // Its row, which held focus, is about to go: keep the keyboard user in the list.
      searchRef.current?.focus()
      onDeleted()
    } catch (error) {
      toastFailure(failed, error)
    }
  }

  const dialog = (
    <ConfirmDeleteDialog
      thing={thing}
      open={toDelete !== null}
      onOpenChange={(open) => !open && setToDelete(null)}
      onConfirm={() => toDelete && void confirmed(toDelete)}
    />
  )

  return { askToDelete, searchRef, dialog }
}
