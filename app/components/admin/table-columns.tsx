import { createColumnHelper, type DisplayColumnDef } from '@tanstack/react-table'
import { Trash2Icon } from 'lucide-react'
import { AdminImage } from './admin-image'
import { RowActionButton, type RowActionButtonProps } from './row-action-button'

/** A list's first column: the record's picture, a thumbnail beside its name. */
export function imageColumn<T extends { imageUrl: string }>(): DisplayColumnDef<T> {
  return createColumnHelper<T>().display({
    id: 'image',
    header: 'Image',
    cell: ({ row }) => (
      <AdminImage src={row.original.imageUrl} alt="" className="h-12 w-16 rounded-md" />
    ),
    meta: { className: 'w-20', cardLabel: false },
  })
}

interface ActionsColumnOptions<T> {
  /** The button before Delete: Edit (a link to the form) or View. */
  open: (row: T) => Omit<RowActionButtonProps, 'tone'>
  /** Delete's accessible name, naming the row: 'Delete Acme website'. */
  deleteLabel: (row: T) => string
  /** Asks before deleting (useDeleteRow's `askToDelete`). */
  onDelete: (row: T) => void
}

/** A list's last column: the row's buttons, right-aligned, under a header only screen readers read. */
export function actionsColumn<T>({
  open,
  deleteLabel,
  onDelete,
}: ActionsColumnOptions<T>): DisplayColumnDef<T> {
  return createColumnHelper<T>().display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <div className="flex justify-end gap-1">
        <RowActionButton {...open(row.original)} />
        <RowActionButton
          icon={Trash2Icon}
          label={deleteLabel(row.original)}
          tone="danger"
          onClick={() => onDelete(row.original)}
        />
      </div>
    ),
    meta: { className: 'w-28 text-right' },
  })
}
