import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { AwaitRecord } from '~/components/admin/await-record'
import { loadRecord } from '~/components/admin/load-list'
import { getProduct, listProducts } from '~/features/products/api'
import { AdminProductForm } from '~/features/products/components/admin-product-form'
import type { Product } from '~/features/products/schemas'
import { imageUploader } from '~/features/uploads/api'
import { loadDraftState, type EditorialState } from '~/components/admin/drafts-api'
import type { Route } from './+types/product-form'

export const meta = ({ params }: Route.MetaArgs) =>
  adminMeta(params.id ? 'Edit Product' : 'Add Product')
export const handle: AdminHandle = { title: 'Products' }

async function load(id: string | undefined) {
  // Existing categories are only suggestions: the form works without them.
  const categories = listProducts().then(
    (products) => [...new Set(products.map((p) => p.category))].sort(),
    () => [] as string[],
  )
  let product: Product | undefined
  let editorial: EditorialState | undefined
  if (id) {
    const found = await loadRecord(
      () => Promise.all([getProduct(id), loadDraftState(`products/${id}`)]),
      'Failed to load product',
    )
    if (found === null) return null
    ;[product, editorial] = found
  }
  return { product, editorial, categories: await categories }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await requireRight('content')
  return { data: load(params.id) }
}

export default function ProductFormRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <AwaitRecord
      key={params.id ?? 'new'}
      promise={loaderData.data}
      loadingLabel="Loading product..."
      listPath="/admin/products"
    >
      {({ product, editorial, categories }) => (
        <AdminProductForm
          product={product}
          editorial={editorial}
          categories={categories}
          uploader={imageUploader}
        />
      )}
    </AwaitRecord>
  )
}
