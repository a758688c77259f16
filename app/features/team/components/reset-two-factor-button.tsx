import { ShieldOffIcon } from 'lucide-react'
import { useState } from 'react'
import { toastFailure } from '~/components/admin/failure-toast'
import { RowActionButton } from '~/components/admin/row-action-button'
import { ConfirmDialog } from '~/components/admin/confirm-dialog'
import { toast } from '~/components/ui/toaster'
import { resetTwoFactor } from '../api'
import type { Account } from '../schemas'

/**
 * An admin resets a colleague's two-factor sign-in, for one who lost their phone
 * (docs/product.md §Team): asked first, then recorded in the activity log.
 */
export function ResetTwoFactorButton({
  account,
  onChanged,
}: {
  account: Account
  onChanged: () => void
}) {
  const [open, setOpen] = useState(false)
  const reset = async () => {
    try {
      await resetTwoFactor(account._id)
      toast.success(`Two-factor sign-in of ${account.username} reset`)
      onChanged()
    } catch (error) {
      toastFailure('Failed to reset two-factor sign-in', error)
    }
  }
  return (
    <>
      <RowActionButton
        icon={ShieldOffIcon}
        label={`Reset two-factor: ${account.username}`}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset two-factor sign-in?"
        description={`${account.username}'s authenticator app, recovery codes and passkeys will be removed and their sessions signed out. Their password alone will sign them in until they set up a new one.`}
        action="Reset"
        onConfirm={() => void reset()}
      />
    </>
  )
}
