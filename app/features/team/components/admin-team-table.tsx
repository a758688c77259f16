import { createColumnHelper } from '@tanstack/react-table'
import { Trash2Icon } from 'lucide-react'
import { useMemo } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { formatDate, formatDateTime } from '~/components/admin/format'
import { RowActionButton } from '~/components/admin/row-action-button'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { Badge } from '~/components/ui/badge'
import { ROLE_LABELS } from '~/core/rights'
import { deleteAccount } from '../api'
import type { Account } from '../schemas'
import { ResetTwoFactorButton } from './reset-two-factor-button'
import { RoleSelect } from './role-select'

const column = createColumnHelper<Account>()

const searchText = (account: Account) => [
  account.username,
  account.email,
  ROLE_LABELS[account.role],
]

interface AdminTeamTableProps {
  accounts: Account[]
  /** The signed-in user: their own row has no Delete (docs/product.md §Team). */
  currentUserId: string
  onChanged: () => void
}

/**
 * The team's accounts (docs/product.md §Team): who can sign in, with which role, and when each
 * last did.
 */
export function AdminTeamTable({ accounts, currentUserId, onChanged }: AdminTeamTableProps) {
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'account',
    remove: (account: Account) => deleteAccount(account._id),
    deleted: 'User removed successfully',
    failed: 'Failed to remove user',
    onDeleted: onChanged,
  })

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: 'Username',
        cell: (info) => (
          <span className="flex items-center gap-2 font-medium">
            <bdi>{info.getValue()}</bdi>
            {info.row.original._id === currentUserId && <Badge variant="secondary">You</Badge>}
          </span>
        ),
      }),
      column.accessor('email', { header: 'Email' }),
      column.accessor((account) => ROLE_LABELS[account.role], {
        id: 'role',
        header: 'Role',
        // One's own role is not changed from one's own row: another admin does it.
        cell: ({ row }) =>
          row.original._id === currentUserId ? (
            ROLE_LABELS[row.original.role]
          ) : (
            <RoleSelect account={row.original} onChanged={onChanged} />
          ),
      }),
      column.accessor((account) => (account.twoFactor ? 'On' : 'Off'), {
        id: 'twoFactor',
        header: 'Two-factor',
        cell: (info) =>
          info.getValue() === 'On' ? <Badge>On</Badge> : <Badge variant="secondary">Off</Badge>,
      }),
      column.accessor('createdAt', {
        header: 'Created',
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((account) => account.lastLoginAt ?? '', {
        id: 'lastLoginAt',
        header: 'Last sign-in',
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : 'Never'),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) =>
          row.original._id === currentUserId ? null : (
            <div className="flex justify-end">
              {row.original.twoFactor && (
                <ResetTwoFactorButton account={row.original} onChanged={onChanged} />
              )}
              <RowActionButton
                icon={Trash2Icon}
                label={`Remove: ${row.original.username}`}
                tone="danger"
                onClick={() => askToDelete(row.original)}
              />
            </div>
          ),
        meta: { className: 'w-28 text-right' },
      }),
    ],
    [currentUserId, askToDelete, onChanged],
  )

  return (
    <>
      <DataTable
        data={accounts}
        columns={columns}
        getRowId={(account) => account._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search team"
        caption="Team"
        initialSorting={[{ id: 'createdAt', desc: false }]}
        emptyMessage="No accounts found"
        actions={<AddNewButton to="/admin/team/new" label="Add colleague" />}
      />
      {dialog}
    </>
  )
}
