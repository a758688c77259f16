import { z } from '~/lib/validation'

/**
 * `?q=` as a request gives it: absent or empty is a search for nothing (no results, not an
 * error); a text of any length or content is searched (text.ts cuts and cleans it); given twice
 * or as an object (`q[a]=1`) it is no text, a 400 naming the field.
 */
export const searchQuery = z.object({
  q: z
    .string({ error: 'Expected a single text: ?q=words' })
    .optional()
    .transform((q) => q ?? ''),
})
