import { ConfirmDialog } from './confirm-dialog'

interface ConfirmDeleteDialogProps {
  /** What is deleted, as the dialog's sentence ends: 'portfolio item', 'product', … */
  thing: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}

/**
 * The delete dialog of docs/product.md §List screens: 'Are you sure?' … with Cancel and Delete;
 * focus is trapped while it is open and goes back to the row's Delete button when it closes (the
 * list moves it on once the row is gone).
 */
export function ConfirmDeleteDialog({
  thing,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete the ${thing}.`}
      action="Delete"
      onConfirm={onConfirm}
    />
  )
}
