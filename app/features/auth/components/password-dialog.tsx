import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/admin/form-field'
import { useReturnFocus } from '~/components/admin/use-return-focus'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { ApiError, isUnauthorized, serverMessageOr } from '~/lib/api-client'

/**
 * Asks for the password again before a second factor is added, taken away or replaced
 * (docs/product.md §Settings; ADR 069): a wrong one shows the server's message under the field
 * and counts towards the sign-in lock, as on the sign-in screen.
 */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = true,
  failed,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  /** The confirming button warns (taking something away); false for adding. */
  destructive?: boolean
  /** The failure toast when the server gives no reason. */
  failed: string
  /** Does the work with the password; throws the API's refusal. */
  onConfirm: (password: string) => Promise<void>
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const returnFocus = useReturnFocus()

  const change = (next: boolean) => {
    if (!next) {
      setPassword('')
      setError(undefined)
    }
    onOpenChange(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setError('Required')
    setBusy(true)
    try {
      await onConfirm(password)
      change(false)
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.errors.password?.[0] : undefined
      if (field) setError(field)
      else if (!isUnauthorized(caught)) toast.error(serverMessageOr(caught, failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
          <FormField id="confirm-password" label="Password" required error={error}>
            {(aria) => (
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value)
                  setError(undefined)
                }}
                {...aria}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
