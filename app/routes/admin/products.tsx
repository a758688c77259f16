import { useRevalidator } from 'react-router'
import { requireRight } from '~/components/admin/signed-in-user'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadList } from '~/components/admin/load-list'
import { listProducts } from '~/features/products/api'
import { AdminProductTable } from '~/features/products/components/admin-product-table'
import type { Product } from '~/features/products/schemas'
import type { Route } from './+types/products'

export const meta = () => adminMeta('Products')
export const handle: AdminHandle = { title: 'Products' }

export async function clientLoader(): Promise<{ products: Product[] }> {
  await requireRight('content')
  return { products: await loadList(listProducts, 'Failed to load products') }
}

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  return <AdminProductTable products={loaderData.products} onChanged={() => void revalidate()} />
}
