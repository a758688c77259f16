import { requiredText, z } from '~/lib/validation'

export const DEFAULT_FAQ_CATEGORY = 'General'
/** The largest order an FAQ may have; the automatic "last" order stops here too. */
export const MAX_FAQ_ORDER = 1_000_000

export const faqInput = z.object({
  question: requiredText(500),
  answer: requiredText(5000),
  category: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || DEFAULT_FAQ_CATEGORY),
  /** Lower numbers are displayed first; a new FAQ without one goes last. */
  order: z.number().int().min(0).max(MAX_FAQ_ORDER).optional(),
})

export type FaqData = z.output<typeof faqInput>

export interface Faq {
  _id: string
  question: string
  answer: string
  category: string
  order: number
  createdAt: string
  updatedAt: string
}
