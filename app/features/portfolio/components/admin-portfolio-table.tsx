import { createColumnHelper } from '@tanstack/react-table'
import { PencilIcon, Trash2Icon } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { AdminImage } from '~/components/admin/admin-image'
import { ConfirmDeleteDialog } from '~/components/admin/confirm-delete-dialog'
import { DataTable } from '~/components/admin/data-table'
import { formatDay } from '~/components/admin/format'
import { RowActionButton } from '~/components/admin/row-action-button'
import { Badge } from '~/components/ui/badge'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized } from '~/lib/api-client'
import { deletePortfolioItem } from '../api'
import { portfolioCategories, type PortfolioItem } from '../schemas'

const categoryLabel = (value: string) =>
  portfolioCategories.find((c) => c.value === value)?.label ?? value

const column = createColumnHelper<PortfolioItem>()

// Spec §5: portfolio search looks in title and category (its value and its label).
const searchText = (item: PortfolioItem) => [
  item.title,
  item.category,
  categoryLabel(item.category),
]

export function AdminPortfolioTable({
  items,
  onChanged,
}: {
  items: PortfolioItem[]
  onChanged: () => void
}) {
  const [toDelete, setToDelete] = useState<PortfolioItem | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)

  const remove = async (item: PortfolioItem) => {
    try {
      await deletePortfolioItem(item._id)
      toast.success('Portfolio item deleted successfully')
      // Its row, which held focus, is about to go: keep the keyboard user in the list.
      searchRef.current?.focus()
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error('Failed to delete portfolio item')
    }
  }

  const columns = useMemo(
    () => [
      column.display({
        id: 'image',
        header: 'Image',
        cell: ({ row }) => (
          <AdminImage src={row.original.imageUrl} alt="" className="h-12 w-16 rounded-md" />
        ),
        meta: { className: 'w-20' },
      }),
      column.accessor('title', {
        header: 'Title',
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor((item) => categoryLabel(item.category), {
        id: 'category',
        header: 'Category',
        cell: (info) => <Badge variant="secondary">{info.getValue()}</Badge>,
      }),
      column.accessor((item) => new Date(item.date), {
        id: 'date',
        header: 'Date',
        sortingFn: 'datetime',
        cell: ({ row }) => (
          <time dateTime={row.original.date} className="whitespace-nowrap">
            {formatDay(row.original.date)}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <RowActionButton
              icon={PencilIcon}
              label={`Edit ${row.original.title}`}
              to={`/admin/portfolio/edit/${row.original._id}`}
            />
            <RowActionButton
              icon={Trash2Icon}
              label={`Delete ${row.original.title}`}
              tone="danger"
              onClick={() => setToDelete(row.original)}
            />
          </div>
        ),
        meta: { className: 'w-28 text-right' },
      }),
    ],
    [],
  )

  return (
    <>
      <DataTable
        data={items}
        columns={columns}
        getRowId={(item) => item._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search portfolio items"
        caption="Portfolio items"
        initialSorting={[{ id: 'date', desc: true }]}
        emptyMessage="No portfolio items found"
        actions={<AddNewButton to="/admin/portfolio/new" label="Add Portfolio Item" />}
      />
      <ConfirmDeleteDialog
        thing="portfolio item"
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  )
}
