/** The row of the `products` table (its migrations: db/migrations/). */
export interface ProductsTable {
  id: string
  name: string
  description: string
  /** Whole cents, so prices never carry binary-float noise. */
  price_cents: number
  image_url: string
  /** The image's text alternative; null = use the name (docs/product.md §Entities). */
  image_alt: string | null
  category: string
  features: string
  in_stock: number
  popular: number
  created_at: string
  updated_at: string
}

declare module '~/lib/db-schema' {
  interface Database {
    products: ProductsTable
  }
}
