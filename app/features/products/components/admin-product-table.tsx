import { createColumnHelper } from '@tanstack/react-table'
import { CheckIcon, PencilIcon, StarIcon, XIcon } from 'lucide-react'
import { useMemo } from 'react'
import { AddNewButton } from '~/components/admin/add-new-button'
import { DataTable } from '~/components/admin/data-table'
import { formatPrice } from '~/components/admin/format'
import { actionsColumn, imageColumn } from '~/components/admin/table-columns'
import { useTranslationColumns } from '~/components/admin/translation-states'
import { useDeleteRow } from '~/components/admin/use-delete-row'
import { deleteProduct } from '../api'
import type { Product } from '../schemas'

const column = createColumnHelper<Product>()

// Product search looks in name and category (docs/product.md §List screens).
const searchText = (product: Product) => [product.name, product.category]

export function AdminProductTable({
  products,
  onChanged,
}: {
  products: Product[]
  onChanged: () => void
}) {
  const { askToDelete, searchRef, dialog } = useDeleteRow({
    thing: 'product',
    remove: (product: Product) => deleteProduct(product._id),
    deleted: 'Product deleted successfully',
    failed: 'Failed to delete product',
    onDeleted: onChanged,
  })

  const translationColumns = useTranslationColumns<Product>()
  const columns = useMemo(
    () => [
      imageColumn<Product>(),
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
      ...translationColumns,
      actionsColumn<Product>({
        open: (product) => ({
          icon: PencilIcon,
          label: `Edit ${product.name}`,
          to: `/admin/products/edit/${product._id}`,
        }),
        deleteLabel: (product) => `Delete ${product.name}`,
        onDelete: askToDelete,
      }),
    ],
    [askToDelete, translationColumns],
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
      {dialog}
    </>
  )
}
