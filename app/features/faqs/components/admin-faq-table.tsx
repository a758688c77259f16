import { createColumnHelper } from '@tanstack/react-table'
import { ChevronDownIcon, ChevronUpIcon, PencilIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { toastFailure } from '~/components/admin/failure-toast'
import { RowActionButton } from '~/components/admin/row-action-button'
import { actionsColumn } from '~/components/admin/table-columns'
import { useTranslationColumns } from '~/components/admin/translation-states'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { Badge } from '~/components/ui/badge'
import { toast } from '~/components/ui/toaster'
import { deleteFaq, moveFaq } from '../api'
import type { Faq } from '../schemas'

const column = createColumnHelper<Faq>()

// FAQ search looks in question, answer and category (docs/product.md §List screens).
const searchText = (faq: Faq) => [faq.question, faq.answer, faq.category]

export function AdminFaqTable({ faqs, onChanged }: { faqs: Faq[]; onChanged: () => void }) {
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'FAQ',
    remove: (faq: Faq) => deleteFaq(faq._id),
    deleted: 'FAQ deleted successfully',
    failed: 'Failed to delete FAQ',
    onDeleted: onChanged,
  })
  const [moving, setMoving] = useState<string | null>(null)

  // Up and down move the FAQ one place in public order (docs/product.md §List screens, FAQ
  // moves); the server trades orders with the neighbour as one change (ADR 066), then the list
  // reloads.
  const move = async (faq: Faq, direction: -1 | 1) => {
    setMoving(faq._id)
    try {
      await moveFaq(faq._id, direction === -1 ? 'up' : 'down')
      toast.success('FAQ order updated')
    } catch (error) {
      toastFailure('Failed to update FAQ order', error)
    } finally {
      setMoving(null)
      onChanged()
    }
  }

  const translationColumns = useTranslationColumns<Faq>()
  const columns = useMemo(
    () => [
      column.accessor('order', {
        header: 'Order',
        cell: (info) => <span className="font-medium tabular-nums">{info.getValue()}</span>,
        meta: { className: 'w-20' },
      }),
      column.accessor('question', {
        header: 'Question',
        cell: (info) => <span className="line-clamp-2 font-medium">{info.getValue()}</span>,
        meta: { className: 'min-w-56' },
      }),
      column.accessor('category', {
        header: 'Category',
        cell: (info) => <Badge variant="secondary">{info.getValue()}</Badge>,
      }),
      column.display({
        id: 'move',
        header: 'Move',
        cell: ({ row }) => (
          <div className="flex gap-1">
            <RowActionButton
              icon={ChevronUpIcon}
              label={`Move up: ${row.original.question}`}
              // Up and down are in public order, whatever column the table is sorted by.
              disabled={row.original._id === faqs[0]?._id || moving !== null}
              onClick={() => void move(row.original, -1)}
            />
            <RowActionButton
              icon={ChevronDownIcon}
              label={`Move down: ${row.original.question}`}
              disabled={row.original._id === faqs.at(-1)?._id || moving !== null}
              onClick={() => void move(row.original, 1)}
            />
          </div>
        ),
        meta: { className: 'w-24' },
      }),
      ...translationColumns,
      actionsColumn<Faq>({
        open: (faq) => ({
          icon: PencilIcon,
          label: `Edit: ${faq.question}`,
          to: `/admin/faqs/edit/${faq._id}`,
        }),
        deleteLabel: (faq) => `Delete: ${faq.question}`,
        onDelete: askToDelete,
      }),
    ],
    // `move` reads `moving` and `faqs` through the render it was created in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [moving, faqs, askToDelete, translationColumns],
  )

  return (
    <>
      <DataTable
        data={faqs}
        columns={columns}
        getRowId={(faq) => faq._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search FAQs"
        caption="FAQs"
        initialSorting={[{ id: 'order', desc: false }]}
        emptyMessage="No FAQs found"
        actions={<AddNewButton to="/admin/faqs/new" label="Add FAQ" />}
      />
      {dialog}
    </>
  )
}
