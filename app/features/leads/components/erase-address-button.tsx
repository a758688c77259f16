import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
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
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Erase everything about ${email}?`}
        description="This action cannot be undone. Every message from this address, with its notes, replies, answers and source, will be permanently deleted."
        action="Erase"
        onConfirm={() => void erase()}
      />
    </>
  )
}
