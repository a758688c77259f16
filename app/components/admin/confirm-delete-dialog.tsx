import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { useReturnFocus } from './use-return-focus'

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
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent {...returnFocus}>
        <AlertDialogTitle>Are you sure?</AlertDialogTitle>
        <AlertDialogDescription>
          This action cannot be undone. This will permanently delete the {thing}.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
