import { useState } from 'react'
import { NativeSelect } from '~/components/ui/native-select'
import { toastFailure } from '~/components/admin/failure-toast'
import { toast } from '~/components/ui/toaster'
import { ROLE_LABELS, ROLES, type Role } from '~/core/rights'
import { changeRole } from '../api'
import type { Account } from '../schemas'

/**
 * A colleague's role, changed where it is shown (docs/product.md §Roles): the change is saved at
 * once, and the colleague's next request already has the new rights. The server refuses to
 * leave the team without an admin, and says so.
 */
export function RoleSelect({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const [saving, setSaving] = useState(false)
  const change = async (role: Role) => {
    setSaving(true)
    try {
      await changeRole(account._id, role)
      toast.success(`${account.username} is ${ROLE_LABELS[role].toLowerCase()} now`)
      onChanged()
    } catch (error) {
      toastFailure('Failed to change the role', error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <NativeSelect
      aria-label={`Role of ${account.username}`}
      value={account.role}
      disabled={saving}
      onChange={(event) => void change(event.target.value as Role)}
      className="h-9 min-w-28"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  )
}
