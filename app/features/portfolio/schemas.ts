import { portfolioCategories, type PortfolioCategory } from '~/copy/portfolio'

import {
  imageAltText,
  imageUrl,
  optionalHttpUrl,
  optionalText,
  requiredText,
  textList,
  z,
} from '~/lib/validation'
import { SLUG_PATTERN } from '~/lib/slug'

const categoryValues = portfolioCategories.map((c) => c.value) as [
  PortfolioCategory,
  ...PortfolioCategory[],
]

/** What the admin form and `POST/PUT /api/portfolio` accept. */
export const portfolioInput = z.object({
  title: requiredText(200),
  description: requiredText(5000),
  imageUrl: imageUrl('Please upload an image for this portfolio item'),
  imageAlt: imageAltText,
  projectUrl: optionalHttpUrl,
  category: z.enum(categoryValues),
  technologies: textList(20, 60),
  client: optionalText(200),
  /** When the project was delivered; the public page shows its year. Defaults to now. */
  date: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional()
    .transform((v) => (v ? new Date(v).toISOString() : undefined)),
  /** The page's path segment, /portfolio/{slug}; made from the title when empty. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || SLUG_PATTERN.test(v),
      'Use lower-case letters, digits and hyphens only',
    ),
  /** The page's search title and description; null = the title and the description. */
  seoTitle: optionalText(70),
  seoDescription: optionalText(200),
  /** The image shown when the page's link is shared; null = a card made by the server. */
  shareImageUrl: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^\/uploads\/[\w.-]+$/.test(v), 'Please upload an image'),
})

export type PortfolioInput = z.input<typeof portfolioInput>
export type PortfolioData = z.output<typeof portfolioInput>

export interface PortfolioItem {
  _id: string
  title: string
  description: string
  imageUrl: string
  /** Null when none was given: the title stands in for it. */
  imageAlt: string | null
  projectUrl: string | null
  category: PortfolioCategory
  technologies: string[]
  client: string | null
  date: string
  slug: string
  seoTitle: string | null
  seoDescription: string | null
  shareImageUrl: string | null
  createdAt: string
  updatedAt: string
}
