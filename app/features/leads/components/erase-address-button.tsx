import { useState, type ReactNode } from 'react'
import { useReturnFocus } from '~/components/admin/use-return-focus'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { eraseAddress } from '../api'

/**
 * "Erase everything about this e-mail address" (an admin's, ADR 065): after a confirmation
 * that says what goes, every message from the address, with its notes, replies and mails.
 */
export function EraseAddressButton({
  email,
  onErased,
  children,
}: {
  email: string
  onErased: () => void
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const returnFocus = useReturnFocus()
  const erase = async () => {
    try {
      const { deleted } = await eraseAddress(email)
      toast.success(
        `Erased ${deleted} ${deleted === 1 ? 'message' : 'messages'} and everything about them`,
      )
      onErased()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(serverMessageOr(error, 'Failed to erase'))
    }
  }
  return (
    <>
      <Button
        variant="destructive"
        onClick={() => setOpen(true)}
        className="h-auto whitespace-normal"
      >
        {children}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent {...returnFocus}>
          <AlertDialogTitle>Erase everything about {email}?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. Every message from this address, with its notes, replies,
            answers and source, will be permanently deleted.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void erase()}>Erase</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
