import { createColumnHelper } from '@tanstack/react-table'
import { PencilIcon } from 'lucide-react'
import { useMemo } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { formatDay } from '~/components/admin/format'
import { actionsColumn, imageColumn } from '~/components/admin/table-columns'
import { useTranslationColumns } from '~/components/admin/translation-states'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { Badge } from '~/components/ui/badge'
import { deletePortfolioItem } from '../api'
import { categoryLabel } from '../category-label'
import type { PortfolioItem } from '../schemas'

const column = createColumnHelper<PortfolioItem>()

// Portfolio search looks in title and category, its value and its label (docs/product.md
// §List screens).
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
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'portfolio item',
    remove: (item: PortfolioItem) => deletePortfolioItem(item._id),
    deleted: 'Portfolio item deleted successfully',
    failed: 'Failed to delete portfolio item',
    onDeleted: onChanged,
  })

  const translationColumns = useTranslationColumns<PortfolioItem>()
  const columns = useMemo(
    () => [
      imageColumn<PortfolioItem>(),
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
      ...translationColumns,
      actionsColumn<PortfolioItem>({
        open: (item) => ({
          icon: PencilIcon,
          label: `Edit ${item.title}`,
          to: `/admin/portfolio/edit/${item._id}`,
        }),
        deleteLabel: (item) => `Delete ${item.title}`,
        onDelete: askToDelete,
      }),
    ],
    [askToDelete, translationColumns],
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
      {dialog}
    </>
  )
}
