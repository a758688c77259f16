import { PackageIcon } from 'lucide-react'
import { defineCollection } from '~/core/collections'
import { productInput, type Product, type ProductData } from './schemas'

/** Products: what the agency sells, grouped on the public products page (ADR 008, 076). */
export const products = defineCollection<Product, ProductData>({
  id: 'products',
  labels: { singular: 'product', plural: 'products', nav: 'Products' },
  texts: {
    notFound: 'Product not found',
    deleted: 'Product deleted successfully',
    created: 'Product created successfully',
    updated: 'Product updated successfully',
    loadListFailed: 'Failed to load products',
    loadFailed: 'Failed to load product',
    saveFailed: 'Failed to save product',
    deleteFailed: 'Failed to delete product',
    empty: 'No products found',
  },
  schema: productInput,
  table: 'products',
  right: 'content',
  editorial: { revisions: true, drafts: true, schedule: true, trash: true },
  activity: { entity: 'product', nameOf: (product) => product.name },
  pages: { list: '/products' },
  images: [{ url: 'imageUrl', alt: 'imageAlt' }],
  translate: ['name', 'description', 'imageAlt', 'features'],
  search: { type: 'product', title: 'name', body: ['description', 'category', 'features'] },
  admin: {
    icon: PackageIcon,
    navPosition: 40,
    dashboardLabel: 'Products',
    screens: () => import('./components/admin-screens'),
  },
})
