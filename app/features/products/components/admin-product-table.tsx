import { createColumnHelper } from '@tanstack/react-table'
import { CheckIcon, PencilIcon, StarIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { AdminImage } from '~/components/admin/admin-image'
import { ConfirmDeleteDialog } from '~/components/admin/confirm-delete-dialog'
import { DataTable } from '~/components/admin/data-table'
import { formatPrice } from '~/components/admin/format'
import { RowActionButton } from '~/components/admin/row-action-button'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized } from '~/lib/api-client'
import { deleteProduct } from '../api'
import type { Product } from '../schemas'

const column = createColumnHelper<Product>()

// Spec §5: product search looks in name and category.
const searchText = (product: Product) => [product.name, product.category]

export function AdminProductTable({
  products,
  onChanged,
}: {
  products: Product[]
  onChanged: () => void
}) {
  const [toDelete, setToDelete] = useState<Product | null>(null)
  const searchRef = useRef<HTMLInputElement>(null)

  const remove = async (product: Product) => {
    try {
      await deleteProduct(product._id)
      toast.success('Product deleted successfully')
      // Its row, which held focus, is about to go: keep the keyboard user in the list.
      searchRef.current?.focus()
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error('Failed to delete product')
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
      column.accessor('name', {
        header: 'Name',
        cell: ({ row }) => (
          <span className="inline-flex items-center gap-1.5 font-medium">
            {row.original.name}
            {row.original.popular && (
              <StarIcon
                className="size-3.5 fill-amber-400 text-amber-500"
                aria-label="Popular"
                role="img"
              />
            )}
          </span>
        ),
      }),
      column.accessor('price', {
        header: 'Price',
        cell: (info) => <span className="tabular-nums">{formatPrice(info.getValue())}</span>,
      }),
      column.accessor('category', { header: 'Category' }),
      column.accessor('inStock', {
        header: 'In Stock',
        cell: (info) =>
          info.getValue() ? (
            <CheckIcon
              className="size-5 text-emerald-600 dark:text-emerald-400"
              role="img"
              aria-label="In stock"
            />
          ) : (
            <XIcon className="text-destructive size-5" role="img" aria-label="Out of stock" />
          ),
      }),
      column.accessor((product) => new Date(product.createdAt), {
        id: 'createdAt',
        header: 'Added',
        sortingFn: 'datetime',
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <RowActionButton
              icon={PencilIcon}
              label={`Edit ${row.original.name}`}
              to={`/admin/products/edit/${row.original._id}`}
            />
            <RowActionButton
              icon={Trash2Icon}
              label={`Delete ${row.original.name}`}
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
        data={products}
        columns={columns}
        getRowId={(product) => product._id}
        searchText={searchText}
        searchRef={searchRef}
        searchLabel="Search products"
        caption="Products"
        initialSorting={[{ id: 'createdAt', desc: true }]}
        hiddenColumns={['createdAt']}
        emptyMessage="No products found"
        actions={<AddNewButton to="/admin/products/new" label="Add Product" />}
      />
      <ConfirmDeleteDialog
        thing="product"
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </>
  )
}
