import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'

interface ConfirmDeleteDialogProps {
  /** What is deleted, as the spec's sentence ends: 'portfolio item', 'product', … */
  thing: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}

/** Spec §2: 'Are you sure?' … with Cancel and Delete; focus is trapped while it is open. */
export function ConfirmDeleteDialog({
  thing,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
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
