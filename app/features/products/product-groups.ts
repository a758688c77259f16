import type { ImageSource } from '~/lib/srcset'

export interface PublicProduct {
  id: string
  name: string
  description: string
  price: number
  category: string
  features: string[]
  popular: boolean
  image: ImageSource
}

export interface ProductGroup<T> {
  category: string
  products: T[]
}

/**
 * Products grouped by category: the categories of `order` first, in that order, then any
 * other category in the order its newest product appears. Out-of-stock products are hidden.
 */
export function groupProducts<T extends { category: string; inStock: boolean }>(
  products: readonly T[],
  order: readonly string[],
): ProductGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const category of order) groups.set(category, [])
  for (const product of products) {
    if (!product.inStock) continue
    const list = groups.get(product.category)
    if (list) list.push(product)
    else groups.set(product.category, [product])
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, products: list }))
}

/** A starting price: a dollar sign and two decimals (docs/product.md §Constants). */
export function formatPrice(price: number): string {
  return '$' + price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}
