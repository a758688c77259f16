import { KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { formatDateTime } from '~/components/admin/format'
import { FormField } from '~/components/admin/form-field'
import { RowActionButton } from '~/components/admin/row-action-button'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { addPasskey, passkeyAddOptions, removePasskey, renamePasskey } from '../api'
import {
  createPasskey,
  passkeyFailure,
  passkeyHostProblem,
  passkeysSupported,
} from '../passkey-ceremony'
import type { PasskeyInfo } from '../schemas'
import { PasswordDialog } from './password-dialog'

/**
 * Adds a passkey of this device (or a phone, or a security key) under the name given: the
 * password first (ADR 069), then the browser asks for the passkey. `onAdded` follows a
 * success. At an IP address, where no browser makes a passkey, it says why instead.
 */
export function AddPasskey({ count, onAdded }: { count: number; onAdded: () => void }) {
  const [name, setName] = useState('')
  const [asking, setAsking] = useState(false)

  // A refusal of the password (or the server's reason) stays in the dialog; what follows it is
  // a toast, and the dialog closes.
  const add = async (password: string) => {
    const { challenge, options } = await passkeyAddOptions({ password })
    let credential: Awaited<ReturnType<typeof createPasskey>>
    try {
      credential = await createPasskey(options)
    } catch (caught) {
      toast.error(passkeyFailure(caught, 'Failed to add the passkey'))
      return
    }
    try {
      const added = await addPasskey({
        challenge,
        credential,
        name: name.trim() || `Passkey ${count + 1}`,
      })
      toast.success(`Passkey "${added.name}" added`)
      setName('')
      onAdded()
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(serverMessageOr(caught, 'Failed to add the passkey'))
    }
  }

  const hostProblem = passkeyHostProblem()
  if (hostProblem) return <p className="text-sm">{hostProblem}</p>
  if (!passkeysSupported()) {
    return <p className="text-muted-foreground text-sm">This browser cannot use passkeys.</p>
  }
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setAsking(true)
        }}
        noValidate
        className="flex flex-wrap items-end gap-2"
      >
        <FormField
          id="passkey-name"
          label="Name of the new passkey"
          hint="Where it lives: 'Work laptop', 'Phone'"
          className="flex min-w-56 flex-1 flex-col gap-2"
        >
          {(aria) => (
            <Input
              value={name}
              maxLength={60}
              placeholder={`Passkey ${count + 1}`}
              onChange={(e) => setName(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
        <Button type="submit" className="mb-6">
          <KeyRoundIcon aria-hidden />
          Add a passkey
        </Button>
      </form>
      <PasswordDialog
        open={asking}
        onOpenChange={setAsking}
        title="Add a passkey"
        description="Enter your password to go on. Your browser then asks for the passkey."
        confirmLabel="Continue"
        destructive={false}
        failed="Failed to add the passkey"
        onConfirm={add}
      />
    </>
  )
}

/**
 * One's passkeys on the account screen (docs/product.md §Settings): each can be renamed, and
 * removed with the password.
 */
export function PasskeysSection({
  passkeys,
  onChanged,
}: {
  passkeys: PasskeyInfo[]
  onChanged: () => void
}) {
  const [removing, setRemoving] = useState<PasskeyInfo>()
  const [renaming, setRenaming] = useState<{ key: PasskeyInfo; name: string }>()
  const nameInput = useRef<HTMLInputElement>(null)
  const renamingId = renaming?.key._id
  useEffect(() => {
    if (renamingId) nameInput.current?.focus()
  }, [renamingId])

  const saveName = async (event: FormEvent) => {
    event.preventDefault()
    if (!renaming || !renaming.name.trim()) return
    try {
      await renamePasskey(renaming.key._id, renaming.name.trim())
      setRenaming(undefined)
      onChanged()
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(serverMessageOr(caught, 'Failed to rename'))
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">
        A passkey signs you in without a password: your device checks it is you (fingerprint, face
        or PIN). After a password, it also counts as the second factor.
      </p>
      {passkeys.length === 0 ? (
        <p className="text-sm">No passkeys yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Your passkeys">
          {passkeys.map((key) => (
            <li key={key._id} className="flex flex-wrap items-center gap-3 p-3">
              {renaming?.key._id === key._id ? (
                <form onSubmit={(e) => void saveName(e)} className="flex flex-1 gap-2">
                  <Input
                    ref={nameInput}
                    aria-label={`New name of ${key.name}`}
                    maxLength={60}
                    value={renaming.name}
                    onChange={(e) => setRenaming({ key, name: e.target.value })}
                  />
                  <Button type="submit" size="sm">
                    Save
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setRenaming(undefined)}
                  >
                    Cancel
                  </Button>
                </form>
              ) : (
                <>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words">{key.name}</span>
                    <span className="text-muted-foreground text-xs">
                      Added {formatDateTime(key.createdAt)} · Last used{' '}
                      {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}
                    </span>
                  </div>
                  <RowActionButton
                    icon={PencilIcon}
                    label={`Rename: ${key.name}`}
                    onClick={() => setRenaming({ key, name: key.name })}
                  />
                  <RowActionButton
                    icon={Trash2Icon}
                    label={`Remove: ${key.name}`}
                    tone="danger"
                    onClick={() => setRemoving(key)}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddPasskey count={passkeys.length} onAdded={onChanged} />
      <PasswordDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove the passkey "${removing?.name ?? ''}"?`}
        description="It will no longer sign you in. Enter your password to go on."
        confirmLabel="Remove"
        failed="Failed to remove the passkey"
        onConfirm={async (password) => {
          await removePasskey(removing!._id, password)
          toast.success('Passkey removed')
          onChanged()
        }}
      />
    </div>
  )
}
