import {
  imageAltText,
  imageUrl,
  linkField,
  optionalImageUrl,
  requiredText,
  z,
} from '~/lib/validation'

/**
 * The sections a composed page is made of (docs/api.md §Pages, ADR 094): each is `{type, …}`,
 * drawn on the site with the components the built-in pages use. The order of `SECTION_TYPES` is
 * the builder's "Add section" menu.
 */
export const SECTION_TYPES = [
  'hero',
  'text',
  'features',
  'imageText',
  'stats',
  'testimonials',
  'faq',
  'cta',
  'contactForm',
  'projects',
  'posts',
] as const

export type SectionType = (typeof SECTION_TYPES)[number]

/** The longest Markdown a text section holds: a long page, well under the API's body limit. */
export const MAX_SECTION_MARKDOWN = 20_000
/** At most this many sections on a page, and items in a section's list. */
export const MAX_SECTIONS = 40
export const MAX_ITEMS = 24

const button = z.object({ label: requiredText(60), href: linkField(500) })
/** A list of items, at least one (an empty band would show nothing). */
const items = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(MAX_ITEMS)
const count = (max: number) => z.coerce.number().int().min(1).max(max)

export const sectionSchemas = {
  hero: z.object({
    type: z.literal('hero'),
    heading: requiredText(160),
    text: requiredText(600),
    image: optionalImageUrl,
    alt: imageAltText,
    buttons: z.array(button).max(2).default([]),
  }),
  text: z.object({ type: z.literal('text'), markdown: requiredText(MAX_SECTION_MARKDOWN) }),
  features: z.object({
    type: z.literal('features'),
    heading: requiredText(160),
    items: items(z.object({ title: requiredText(120), text: requiredText(600) })),
  }),
  imageText: z.object({
    type: z.literal('imageText'),
    image: imageUrl('Please upload an image'),
    alt: requiredText(200),
    heading: requiredText(160),
    markdown: requiredText(MAX_SECTION_MARKDOWN),
  }),
  stats: z.object({
    type: z.literal('stats'),
    items: items(z.object({ value: requiredText(20), label: requiredText(80) })),
  }),
  testimonials: z.object({
    type: z.literal('testimonials'),
    items: items(
      z.object({ quote: requiredText(600), name: requiredText(100), role: requiredText(100) }),
    ),
  }),
  faq: z.object({
    type: z.literal('faq'),
    items: items(z.object({ question: requiredText(200), answer: requiredText(2000) })),
  }),
  cta: z.object({
    type: z.literal('cta'),
    heading: requiredText(160),
    text: requiredText(600),
    button,
  }),
  contactForm: z.object({ type: z.literal('contactForm'), heading: requiredText(160) }),
  projects: z.object({ type: z.literal('projects'), limit: count(12) }),
  posts: z.object({
    type: z.literal('posts'),
    tag: z
      .string()
      .trim()
      .max(60)
      .nullish()
      .transform((v) => (v ? v : null)),
    limit: count(12),
  }),
} satisfies Record<SectionType, z.ZodType>

export type Section = { [K in SectionType]: z.output<(typeof sectionSchemas)[K]> }[SectionType]
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>

const isSectionType = (value: unknown): value is SectionType =>
  typeof value === 'string' && (SECTION_TYPES as readonly string[]).includes(value)

/**
 * One section: its `type` first, so an unknown one is named at `sections.N.type` (not zod's
 * "Invalid input" for a whole union), then that type's own fields, each error at its field.
 * (A preprocess, so the OpenAPI document still shows the union of the types.)
 */
export const sectionInput = z.preprocess(
  (value, ctx) => {
    const type = (value as { type?: unknown } | null)?.type
    if (!isSectionType(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        input: type,
        message:
          type === undefined
            ? 'Required'
            : `Unknown section type “${String(type)}”: use one of ${SECTION_TYPES.join(', ')}`,
      })
    }
    return value
  },
  z.discriminatedUnion('type', Object.values(sectionSchemas) as never),
) as unknown as z.ZodType<Section, unknown>

export const sectionsInput = z.array(sectionInput).max(MAX_SECTIONS)

/** A section's fields that every language shares: its kind, links, pictures and filters. */
const SHARED_FIELDS = new Set(['type', 'href', 'image', 'tag', 'limit'])

/**
 * Every text of a page's sections, as a path (`sections.0.heading`, `sections.3.items.1.text`):
 * what a translation of the page translates (ADR 080, 094). The sections' number and order, and
 * their links and pictures, are the default language's.
 */
export function sectionTextPaths(sections: unknown, base = 'sections'): string[] {
  if (typeof sections === 'string') return [base]
  if (Array.isArray(sections))
    return sections.flatMap((item, i) => sectionTextPaths(item, `${base}.${i}`))
  if (sections === null || typeof sections !== 'object') return []
  return Object.entries(sections).flatMap(([key, value]) =>
    SHARED_FIELDS.has(key) ? [] : sectionTextPaths(value, `${base}.${key}`),
  )
}
