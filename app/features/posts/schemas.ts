import {
  imageAltText,
  optionalImageUrl,
  optionalText,
  requiredText,
  textList,
  z,
} from '~/lib/validation'
import { SLUG_PATTERN } from '~/lib/slug'

/**
 * The longest body a post may have: some 13 000 words, a long read, and under the API's 100 KB
 * request limit with the other fields, so a longer one gets this field's own message.
 */
export const MAX_BODY = 90_000

/** What the portal's form and `POST/PUT /api/posts` accept (docs/api.md §Journal). */
export const postInput = z.object({
  title: requiredText(200),
  /** Markdown: CommonMark with GFM tables (ADR 089). */
  body: requiredText(MAX_BODY),
  /** Null: the start of the body stands in for it. */
  excerpt: optionalText(400),
  /** The page's path segment, /blog/{slug}; made from the title when empty. */
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
  coverImage: optionalImageUrl,
  coverAlt: imageAltText,
  tags: textList(20, 60),
  /** A team account's id; null = no author card. */
  authorId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(
      (v) =>
        v === null || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
      'Choose a member of the team',
    ),
  /**
   * `draft`: written, not on the site (the team sees it; it can be scheduled); `published`: on
   * /blog. A post sent without it is published, as before drafts existed.
   */
  status: z.enum(['draft', 'published'], "Choose 'draft' or 'published'").default('published'),
  /**
   * When it was published: the page's date and the list's order. Defaults to now, and to the
   * moment it goes live for a draft published later.
   */
  publishedAt: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : undefined)),
  /** The page's search title and description; null = the title and the excerpt. */
  seoTitle: optionalText(70),
  seoDescription: optionalText(200),
  /** The picture shared with the page's link; null = the cover, else a title card. */
  shareImageUrl: optionalImageUrl,
})

export type PostInput = z.input<typeof postInput>
export type PostData = z.output<typeof postInput>

/** The public part of a team account that signs a post. */
export interface PostAuthor {
  _id: string
  name: string
  jobTitle: string | null
  photoUrl: string | null
  bio: string | null
}

export interface Post {
  _id: string
  title: string
  slug: string
  /** Its own excerpt, else the start of the body. */
  excerpt: string
  body: string
  /** The body rendered and sanitised on the server (ADR 089). */
  bodyHtml: string
  coverImage: string | null
  coverAlt: string | null
  tags: string[]
  authorId: string | null
  author: PostAuthor | null
  status: 'draft' | 'published'
  publishedAt: string
  readingMinutes: number
  seoTitle: string | null
  seoDescription: string | null
  shareImageUrl: string | null
  createdAt: string
  updatedAt: string
}

/** What `POST /api/posts/preview` takes: a body as the editor holds it (ADR 091). */
export const postPreviewInput = z.object({ body: z.string().max(MAX_BODY) })
