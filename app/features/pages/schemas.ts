import { optionalImageUrl, optionalText, requiredText, z } from '~/lib/validation'
import { sectionsInput, type Section } from './sections'

/** `/` then lower-case segments of letters, digits and hyphens: `/offer/spring-2027`. */
export const PAGE_PATH_PATTERN = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/
export const PAGE_PATH_HINT =
  'Use “/” and lower-case words of letters, digits and hyphens, like /offer/spring-2027'

/** What the page builder and `POST/PUT /api/pages` accept (docs/api.md §Pages). */
export const pageInput = z.object({
  title: requiredText(200),
  path: z
    .string('Required')
    .trim()
    .min(1, 'Required')
    .max(200)
    .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v))
    .refine((v) => PAGE_PATH_PATTERN.test(v), PAGE_PATH_HINT),
  sections: sectionsInput,
  /**
   * `draft`: only the team sees it (it can be scheduled); `published`: on the site at its path.
   * A page sent without it is published, as a post is (ADR 093).
   */
  status: z.enum(['draft', 'published'], "Choose 'draft' or 'published'").default('published'),
  /** The page's search title and description; null = the title, and the site's description. */
  seoTitle: optionalText(70),
  seoDescription: optionalText(200),
  /** The picture shared with the page's link; null = a title card. */
  shareImageUrl: optionalImageUrl,
  /** Kept out of search engines: `<meta name="robots" content="noindex">`, not in the sitemap. */
  noindex: z.boolean().default(false),
})

export type PageInput = z.input<typeof pageInput>
export type PageData = z.output<typeof pageInput>

export interface Page {
  _id: string
  title: string
  path: string
  sections: Section[]
  status: 'draft' | 'published'
  seoTitle: string | null
  seoDescription: string | null
  shareImageUrl: string | null
  noindex: boolean
  createdAt: string
  updatedAt: string
}
