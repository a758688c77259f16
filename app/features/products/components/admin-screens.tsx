import type { CollectionScreens } from '~/components/admin/collection-screens'
import { listProducts } from '../api'
import type { Product } from '../schemas'
import { AdminProductForm } from './admin-product-form'
import { AdminProductTable } from './admin-product-table'

export const screens: CollectionScreens<Product, { categories: string[] }> = {
  List: ({ items, onChanged }) => <AdminProductTable products={items} onChanged={onChanged} />,
  Form: ({ record, editorial, uploader, extra }) => (
    <AdminProductForm
      product={record}
      editorial={editorial}
      uploader={uploader}
      categories={extra.categories}
    />
  ),
  // Existing categories are only suggestions: the form works without them.
  loadExtra: () =>
    listProducts().then(
      (all) => ({ categories: [...new Set(all.map((p) => p.category))].sort() }),
      () => ({ categories: [] }),
    ),
}
