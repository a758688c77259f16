import { imageAltText, imageUrl, requiredText, textList, z } from '~/lib/validation'

/** The most features a product lists. */
export const MAX_FEATURES = 30

export const productInput = z.object({
  name: requiredText(200),
  description: requiredText(5000),
  price: z
    .number()
    .min(0)
    .max(10_000_000)
    // Two decimals at most: 19.99 is a price, 19.999 is a typo.
    .refine(
      (p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6,
      'Price must have at most two decimals',
    ),
  imageUrl: imageUrl('Please upload an image'),
  imageAlt: imageAltText,
  category: requiredText(100),
  features: textList(MAX_FEATURES, 200),
  inStock: z.boolean().default(true),
  popular: z.boolean().default(false),
})

export type ProductInput = z.input<typeof productInput>
export type ProductData = z.output<typeof productInput>

export interface Product {
  _id: string
  name: string
  description: string
  price: number
  imageUrl: string
  /** Null when none was given: the name stands in for it. */
  imageAlt: string | null
  category: string
  features: string[]
  inStock: boolean
  popular: boolean
  createdAt: string
  updatedAt: string
}
