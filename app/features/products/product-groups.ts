import { toImageSource, type ImageMetaLike, type ImageSource } from '~/lib/srcset'
import type { Product } from './schemas'

export interface PublicProduct {
  id: string
  name: string
  description: string
  price: number
  category: string
  features: string[]
  popular: boolean
  image: ImageSource
  /**
   * The image's text alternative: the product's own, else its media library item's, else its
   * name (docs/product.md §Products, §Media library).
   */
  imageAlt: string
}

/** What the public products page shows of a product: the image measured and described. */
export function toPublicProduct(product: Product, meta: ImageMetaLike | undefined): PublicProduct {
  return {
    id: product._id,
    name: product.name,
    description: product.description,
    price: product.price,
    category: product.category,
    features: product.features,
    popular: product.popular,
    image: toImageSource(product.imageUrl, meta),
    imageAlt: product.imageAlt || meta?.alt || product.name,
  }
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

/** One formatter a language: building an Intl.NumberFormat costs more than many formats. */
const priceFormats = new Map<string, Intl.NumberFormat>()

/**
 * A starting price in US dollars, two decimals (docs/product.md §Constants), written as the
 * page's language writes it (`$1,200.00`, `1.200,00 $`).
 */
export function formatPrice(price: number, locale = 'en-US'): string {
  let format = priceFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    priceFormats.set(locale, format)
  }
  return format.format(price)
}
