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
  createdAt: string
  updatedAt: string
}
